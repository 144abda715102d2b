export default function NotFoundPage() {
  return (
    <section className="not-found">
      <title>ページが見つかりません | 読み場</title>
      <meta name="robots" content="noindex" />
      <p className="not-found__code">404</p>
      <h1>This page could not be found</h1>
      <p>お探しのページは見つかりませんでした。URLが正しいかご確認ください。</p>
      <a className="button button--primary" href="/">トップページへ</a>
    </section>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;

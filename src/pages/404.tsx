import { NOT_FOUND_HEADING, NOT_FOUND_HINT, NOT_FOUND_MESSAGE } from '../content/not-found';

/** The 404 page: unmatched addresses, route guards and a page's own notFound() (decision 054). */
export default function NotFoundPage() {
  return (
    <section className="not-found">
      <title>ページが見つかりません | 読み場</title>
      <meta name="robots" content="noindex" />
      <p className="not-found__code">404</p>
      <h1>{NOT_FOUND_HEADING}</h1>
      <p className="not-found__message" lang="en">
        {NOT_FOUND_MESSAGE}
      </p>
      <p>{NOT_FOUND_HINT}</p>
      <a className="button button--primary" href="/">トップページへ</a>
    </section>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;

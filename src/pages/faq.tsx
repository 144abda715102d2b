import { FaqBrowser } from '../components/static/FaqBrowser';
import { StaticPage } from '../components/static/StaticPage';
import { FAQ, FAQ_COUNT } from '../content/faq';

export default async function FaqPage() {
  return (
    <StaticPage
      title="よくある質問"
      path="/faq/"
      description="読み場のよくある質問です。アカウント、コイン・ポイント、チケット・待てば¥0、読み方、不具合について、お客様から多く寄せられる質問にお答えします。"
      lead={
        <p>
          お客様からよく寄せられる{FAQ_COUNT}件の質問と回答です。質問を押すと回答が開きます。解決しない場合は<a href="/contact/">お問い合わせ</a>ください。
        </p>
      }
    >
      <FaqBrowser categories={FAQ} />
    </StaticPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

import { ContactForm } from '../components/static/ContactForm';
import { StaticPage } from '../components/static/StaticPage';

export default async function ContactPage() {
  return (
    <StaticPage
      title="お問い合わせ"
      path="/contact/"
      description="読み場へのお問い合わせフォームです。アカウント、コインのお支払い、作品の閲覧、不具合のご報告などについて、担当者が順次ご回答します。"
      lead={
        <>
          <p>
            お問い合わせの前に、<a href="/faq/">よくある質問</a>もご確認ください。不具合のご報告では、発生した日時、作品名と話数、ご利用の端末とブラウザをお知らせいただくと、調査がスムーズです。
          </p>
          <p>
            画面の様子は、返信メールにスクリーンショットを添付してお送りください（撮り方：<a href="/screenshot/">iPhone</a>／
            <a href="/screenshot_android/">Android</a>）。
          </p>
        </>
      }
    >
      <noscript>
        <p className="form-summary">お問い合わせの送信にはJavaScriptが必要です。ブラウザの設定でJavaScriptを有効にしてから、ページを再読み込みしてください。</p>
      </noscript>
      <ContactForm />
    </StaticPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

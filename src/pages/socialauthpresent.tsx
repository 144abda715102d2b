import { AccountPage } from '../components/accounts/AccountPage';
import '../components/accounts/social-login.css';

/** What the present is (one place to change when the campaign changes). */
const PRESENT = { pointsPerService: 10, services: ['X', 'Yahoo! JAPAN ID', 'LINE'] } as const;
const maxPoints = PRESENT.pointsPerService * PRESENT.services.length;

export default async function SocialAuthPresentPage() {
  return (
    <AccountPage
      title="外部アカウント連携プレゼント"
      description={`X・Yahoo! JAPAN ID・LINEのアカウントを読み場に連携すると、サービスごとに${PRESENT.pointsPerService}ポイント（最大${maxPoints}ポイント）をプレゼント。連携のしかたと注意事項のご案内です。`}
      lead={<p>{`外部サービスのアカウントを連携すると、次回からワンタップでログインできるうえ、連携したサービスごとに読み場ポイントをプレゼントします。`}</p>}
      width="wide"
    >
      <section className="static-section" aria-labelledby="present-what">
        <h2 id="present-what">プレゼントの内容</h2>
        <ul className="static-list">
          {PRESENT.services.map((service) => (
            <li key={service}>{`${service}を連携：${PRESENT.pointsPerService}ポイント`}</li>
          ))}
        </ul>
        <p>{`3つすべて連携すると、合計${maxPoints}ポイントを受け取れます。ポイントは連携が完了したあと、`}<a href="/rewardconfirm/">特典の受け取り</a>{`ページで受け取れます（1サービスにつき1回）。`}</p>
      </section>
      <section className="static-section" aria-labelledby="present-who">
        <h2 id="present-who">対象となる方</h2>
        <ul className="static-list">
          <li>読み場の会員の方（メールアドレスで登録した方も、外部サービスで登録した方も対象です）</li>
          <li>{`外部サービスで会員登録した方は、登録に使ったサービスの分も${PRESENT.pointsPerService}ポイントを受け取れます`}</li>
        </ul>
      </section>
      <section className="static-section" aria-labelledby="present-how">
        <h2 id="present-how">連携のしかた</h2>
        <ol className="static-list static-list--ordered">
          <li>読み場にログインします。</li>
          <li>プロフィール画面の「外部アカウント連携」を開きます。</li>
          <li>連携したいサービスの「連携する」を押し、そのサービスの画面でログインして読み場へのアクセスを許可します。</li>
          <li>読み場に戻り、「連携済み」と表示されれば完了です。</li>
        </ol>
        <p className="static-cta">
          <a className="button button--primary" href="/signin/?next=%2Fprofile%2F">
            ログインして連携する
          </a>
        </p>
        <p className="static-note">ログイン中の方は、そのまま<a href="/profile/">プロフィール</a>から連携できます。</p>
      </section>
      <section className="static-section" aria-labelledby="present-notes">
        <h2 id="present-notes">ご注意</h2>
        <ul className="static-list">
          <li>プレゼントは、1つの外部サービスにつき読み場のアカウントごとに1回限りです。連携を解除してから再度連携しても、もう一度受け取ることはできません。</li>
          <li>すでに別の読み場アカウントに連携されている外部アカウントは連携できません。</li>
          <li>読み場が、連携した外部サービスにあなたの名前で投稿したり、友だちにメッセージを送ったりすることはありません。</li>
          <li>受け取ったポイントの有効期限や使い方は、ポイントのご利用ルールに従います。</li>
          <li>本キャンペーンは、予告なく内容を変更または終了する場合があります。</li>
        </ul>
      </section>
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;

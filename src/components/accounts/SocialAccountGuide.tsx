/**
 * /reset_password/x_account/ and /reset_password/yahoo_account/: how a member who signed up through
 * X or Yahoo! JAPAN ID sets an email and password, or gets back into the account.
 */
import { SOCIAL_PROVIDER_NAMES, type SocialProviderId } from '#modules/accounts/client.ts';
import { AccountPage } from './AccountPage';
import { socialStartHref } from './SocialSignInButtons';
import './social-login.css';

export type SocialAccountGuideProps = {
  provider: Extract<SocialProviderId, 'x' | 'yahoojp'>;
  /** The page's own path, e.g. '/reset_password/x_account/'. */
  path: string;
  /** Whether the provider is configured on this server. */
  enabled: boolean;
};

const RECOVERY: Record<SocialProviderId, string> = {
  x: 'Xのパスワードを忘れた場合やアカウントにログインできない場合は、Xのヘルプセンターの案内に沿ってXのアカウントを回復してください。',
  yahoojp: 'Yahoo! JAPAN IDのパスワードを忘れた場合やログインできない場合は、Yahoo! JAPANのヘルプの案内に沿ってYahoo! JAPAN IDを回復してください。',
  line: '',
};

export function SocialAccountGuide({ provider, path, enabled }: SocialAccountGuideProps) {
  const name = SOCIAL_PROVIDER_NAMES[provider];
  const formPath = `${path}form/`;
  return (
    <AccountPage
      title={`${name}で登録した方のメールアドレス・パスワード設定`}
      description={`${name}で読み場に会員登録した方が、メールアドレスとパスワードを設定・再設定する方法のご案内です。`}
      lead={<p>{`${name}のアカウントで登録した方は、メールアドレスとパスワードを設定すると、${name}を使わなくてもログインできるようになります。`}</p>}
      width="wide"
    >
      <section className="static-section" aria-labelledby="guide-steps">
        <h2 id="guide-steps">設定の手順</h2>
        <ol className="static-list static-list--ordered">
          <li>{`下の「${name}で本人確認して設定する」を押します。`}</li>
          <li>{`${name}のログイン画面が開いたら、読み場に登録したときと同じ${name}のアカウントでログインし、読み場へのアクセスを許可します。`}</li>
          <li>読み場の設定画面に戻ったら、10分以内にメールアドレスと新しいパスワードを入力して「設定する」を押します。</li>
        </ol>
        <p>設定したあとは、ログイン画面でメールアドレスとパスワードを入力してログインできます。{`${name}でのログインもこれまでどおり使えます。`}</p>
        {enabled ? (
          <p className="static-cta">
            <a className={`social-button social-button--${provider}`} href={socialStartHref(provider, formPath, 'reauth')} rel="nofollow">
              {`${name}で本人確認して設定する`}
            </a>
          </p>
        ) : (
          <p className="static-note">{`現在、${name}での本人確認をご利用いただけません。お手数ですが、お問い合わせフォームからご連絡ください。`}</p>
        )}
      </section>
      <section className="static-section" aria-labelledby="guide-forgot">
        <h2 id="guide-forgot">設定したパスワードを忘れた場合</h2>
        <p>{`${name}で本人確認すれば、同じ手順でメールアドレスとパスワードを設定し直せます。メールアドレスでの再設定は`}<a href="/forgot_password/">パスワードを忘れた方</a>からも行えます。</p>
      </section>
      <section className="static-section" aria-labelledby="guide-lost">
        <h2 id="guide-lost">{`${name}にログインできない場合`}</h2>
        <p>{RECOVERY[provider]}</p>
        <p>
          {`${name}のアカウントを回復できず、メールアドレスとパスワードも設定していない場合は、`}
          <a href="/contact/">お問い合わせ</a>
          {`から、登録に使った${name}のアカウント名と、最後にご利用になったおおよその日時をお知らせください。ご本人であることを確認できた場合に限り、ログインの方法をご案内します。`}
        </p>
        <p className="static-note">読み場の運営スタッフが、メールやSNSのメッセージでパスワードをおたずねすることはありません。</p>
      </section>
    </AccountPage>
  );
}

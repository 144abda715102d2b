/**
 * "X / Yahoo! JAPAN ID / LINE でログイン" on /signin/ and /signup/: plain links to the provider's
 * start route (they work without JavaScript), only for the providers configured on the server.
 * A message from a failed social sign-in (`?social_error=`) is shown above them.
 */
import { SOCIAL_PROVIDER_NAMES, type SocialProviderId } from '#modules/accounts/client.ts';
import { apiPath, quietApiClient } from '../../lib/http/api-client.ts';
import { safeNextPath } from '../../lib/safe-next.ts';
import './social-login.css';

export type SocialSignInButtonsProps = {
  /** The enabled providers, in display order; none: nothing is rendered. */
  providers: readonly SocialProviderId[];
  /** Where to go after signing in (made safe again here). */
  next: string;
  /** 'signup' words the buttons as registration. */
  action?: 'signin' | 'signup';
  /** The Japanese message of a failed social sign-in. */
  error?: string | null;
};

const MARKS: Record<SocialProviderId, string> = { x: '𝕏', yahoojp: 'Y!', line: 'L' };

export const socialStartHref = (provider: SocialProviderId, next: string, mode: 'signin' | 'link' | 'reauth' = 'signin') => {
  const query = new URLSearchParams();
  if (mode !== 'signin') query.set('mode', mode);
  const safe = safeNextPath(next);
  if (safe !== '/') query.set('next', safe);
  const search = query.toString();
  return `${apiPath(quietApiClient.api.v1.auth[':provider'].start.index.$path({ param: { provider }, query: {} }))}${search ? `?${search}` : ''}`;
};

export function SocialSignInButtons({ providers, next, action = 'signin', error = null }: SocialSignInButtonsProps) {
  if (providers.length === 0 && !error) return null;
  const verb = action === 'signup' ? 'で登録' : 'でログイン';
  return (
    <section className="social-signin" aria-labelledby="social-signin-heading">
      {error && (
        <p className="form-summary" role="alert">
          {error}
        </p>
      )}
      {providers.length > 0 && (
        <>
          <h2 id="social-signin-heading" className="social-signin__heading">
            {action === 'signup' ? 'ほかのサービスのアカウントで登録' : 'ほかのサービスのアカウントでログイン'}
          </h2>
          <ul className="social-signin__list">
            {providers.map((provider) => (
              <li key={provider}>
                <a className={`social-button social-button--${provider}`} href={socialStartHref(provider, next)} rel="nofollow">
                  <span className="social-button__mark" aria-hidden="true">
                    {MARKS[provider]}
                  </span>
                  {`${SOCIAL_PROVIDER_NAMES[provider]}${verb}`}
                </a>
              </li>
            ))}
          </ul>
          <p className="social-signin__note">
            {action === 'signup'
              ? '外部サービスのアカウントで登録した場合も、読み場の利用規約とプライバシーポリシーが適用されます。読み場が外部サービスに投稿することはありません。'
              : 'はじめての方は、そのまま読み場の会員として登録されます。読み場が外部サービスに投稿することはありません。'}
          </p>
        </>
      )}
    </section>
  );
}

import type { PageProps } from 'waku/router';
import { AccountPage, NeedsJavaScript } from '../components/accounts/AccountPage';
import { SignInForm } from '../components/accounts/SignInForm';
import { SocialSignInButtons } from '../components/accounts/SocialSignInButtons';
import { enabledSocialProviders, socialErrorMessage } from '#modules/accounts/index.ts';
import { safeNextFromQuery } from '../lib/safe-next';

export default async function SignInPage(props: PageProps<'/signin'>) {
  // `next` (where to go after signing in) is kept only when it is a path on this site; otherwise '/'.
  const query = (props as { query?: string }).query;
  const next = safeNextFromQuery(query);
  // A social sign-in that came back refused names its reason by code only (never free text).
  const socialError = socialErrorMessage(new URLSearchParams(query ?? '').get('social_error'));
  return (
    <AccountPage
      title="ログイン"
      description="読み場にログインします。ログインすると、お気に入り・本棚・閲覧履歴、待てば¥0のチケット、コインでの購入など、会員向けの機能が使えます。"
      noindex
    >
      <NeedsJavaScript action="ログイン" />
      {socialError && (
        <p className="form-summary" role="alert">
          {socialError}
        </p>
      )}
      <SignInForm next={next} />
      <SocialSignInButtons providers={enabledSocialProviders()} next={next} />
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

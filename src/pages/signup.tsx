import type { PageProps } from 'waku/router';
import { AccountPage, NeedsJavaScript } from '../components/accounts/AccountPage';
import { SignUpForm } from '../components/accounts/SignUpForm';
import { SocialSignInButtons } from '../components/accounts/SocialSignInButtons';
import { enabledSocialProviders } from '#modules/accounts/index.ts';
import { safeNextFromQuery } from '../lib/safe-next';

export default async function SignUpPage(props: PageProps<'/signup'>) {
  const next = safeNextFromQuery((props as { query?: string }).query);
  return (
    <AccountPage
      title="会員登録"
      description="読み場の無料会員登録ページです。メールアドレスとパスワードだけで登録でき、お気に入り・本棚・閲覧履歴や待てば¥0のチケット、コインでの購入が使えるようになります。"
      lead={
        <p>
          登録は無料です。<a href="/signup/merit/">会員登録でできること</a>
        </p>
      }
    >
      <NeedsJavaScript action="会員登録" />
      <SignUpForm next={next} />
      <SocialSignInButtons providers={enabledSocialProviders()} next={next} action="signup" />
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

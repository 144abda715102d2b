import type { PageProps } from 'waku/router';
import { AccountPage, NeedsJavaScript } from '../components/accounts/AccountPage';
import { SignInForm } from '../components/accounts/SignInForm';
import { safeNextFromQuery } from '../lib/safe-next';

export default async function SignInPage(props: PageProps<'/signin'>) {
  // `next` (where to go after signing in) is kept only when it is a path on this site; otherwise '/'.
  const next = safeNextFromQuery((props as { query?: string }).query);
  return (
    <AccountPage
      title="ログイン"
      description="読み場にログインします。ログインすると、お気に入り・本棚・閲覧履歴、待てば¥0のチケット、コインでの購入など、会員向けの機能が使えます。"
      noindex
    >
      <NeedsJavaScript action="ログイン" />
      <SignInForm next={next} />
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

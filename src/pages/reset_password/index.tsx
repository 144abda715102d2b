import type { PageProps } from 'waku/router';
import { AccountPage, NeedsJavaScript } from '../../components/accounts/AccountPage';
import { linkState, tokenFromQuery } from '../../components/accounts/mail-link-token';
import { ResetPasswordForm } from '../../components/accounts/ResetPasswordForm';

export default async function ResetPasswordPage(props: PageProps<'/reset_password'>) {
  const token = tokenFromQuery((props as { query?: string }).query);
  const state = await linkState(token, 'reset_password');
  return (
    <AccountPage title="パスワードの再設定" description="読み場のパスワード再設定ページです。新しいパスワードを設定してください。" noindex>
      {state === 'valid' && <NeedsJavaScript action="パスワードの再設定" />}
      <ResetPasswordForm token={token} tokenState={state} />
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

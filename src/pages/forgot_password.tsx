import { AccountPage, NeedsJavaScript } from '../components/accounts/AccountPage';
import { ForgotPasswordForm } from '../components/accounts/ForgotPasswordForm';

export default async function ForgotPasswordPage() {
  return (
    <AccountPage
      title="パスワードをお忘れの方"
      description="読み場のパスワード再設定ページです。登録済みのメールアドレスに、パスワード再設定用のリンクをお送りします。"
      lead={<p>ご登録のメールアドレスを入力してください。パスワード再設定用のリンクをお送りします。</p>}
      noindex
    >
      <NeedsJavaScript action="パスワードの再設定" />
      <ForgotPasswordForm />
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

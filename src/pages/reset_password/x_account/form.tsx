import { AccountPage, NeedsJavaScript } from '../../../components/accounts/AccountPage';
import { SocialCredentialsForm } from '../../../components/accounts/SocialCredentialsForm';
import '../../../components/accounts/social-login.css';

export default async function XAccountFormPage() {
  return (
    <AccountPage
      title="メールアドレス・パスワードの設定"
      description="Xで登録した読み場のアカウントに、メールアドレスとパスワードを設定します。"
      lead={<p>Xでの本人確認から10分以内に設定してください。<a href="/reset_password/x_account/">設定の手順</a></p>}
      noindex
    >
      <NeedsJavaScript action="設定" />
      <SocialCredentialsForm provider="x" formPath="/reset_password/x_account/form/" />
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

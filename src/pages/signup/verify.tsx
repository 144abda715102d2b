import type { PageProps } from 'waku/router';
import { AccountPage, NeedsJavaScript } from '../../components/accounts/AccountPage';
import { linkState, tokenFromQuery } from '../../components/accounts/mail-link-token';
import { MailLinkConfirm } from '../../components/accounts/MailLinkConfirm';

/** The sign-up mail's link: opening it changes nothing, the button confirms the address. */
export default async function SignUpVerifyPage(props: PageProps<'/signup/verify'>) {
  const token = tokenFromQuery((props as { query?: string }).query);
  const state = await linkState(token, 'verify_email');
  return (
    <AccountPage title="メールアドレスの確認" description="読み場に登録したメールアドレスを確認します。" noindex>
      {state === 'valid' && <NeedsJavaScript action="メールアドレスの確認" />}
      <MailLinkConfirm
        action="verify"
        token={token}
        tokenState={state}
        explanation="下のボタンを押すと、メールアドレスの確認が完了します。"
        buttonLabel="メールアドレスを確認する"
        doneNext={{ href: '/', label: 'トップページへ' }}
        deadLink={{ advice: 'メールアドレスがすでに確認済みの場合は、そのままご利用いただけます。', next: { href: '/', label: 'トップページへ' } }}
      />
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

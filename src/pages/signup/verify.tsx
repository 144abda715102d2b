import type { PageProps } from 'waku/router';
import { AccountPage, NeedsJavaScript } from '../../components/accounts/AccountPage';
import { linkState, tokenFromQuery } from '../../components/accounts/mail-link-token';
import { MailLinkConfirm } from '../../components/accounts/MailLinkConfirm';
import { DEFAULT_NEXT, safeNextFromQuery } from '../../lib/safe-next';

/**
 * The sign-up mail's link: opening it changes nothing, the button confirms the address, completes the
 * sign-up and signs this browser in; then on to the page the member signed up from (`next`).
 */
export default async function SignUpVerifyPage(props: PageProps<'/signup/verify'>) {
  const query = (props as { query?: string }).query;
  const token = tokenFromQuery(query);
  const next = safeNextFromQuery(query);
  const state = await linkState(token, 'verify_email');
  return (
    <AccountPage title="メールアドレスの確認" description="読み場に登録したメールアドレスを確認します。" noindex>
      {state === 'valid' && <NeedsJavaScript action="メールアドレスの確認" />}
      <MailLinkConfirm
        action="verify"
        token={token}
        tokenState={state}
        explanation="下のボタンを押すと、メールアドレスの確認と会員登録が完了し、ログインした状態になります。"
        buttonLabel="メールアドレスを確認する"
        doneNext={next === DEFAULT_NEXT ? { href: '/', label: 'トップページへ' } : { href: next, label: '元のページへ戻る' }}
        deadLink={{ advice: 'メールアドレスがすでに確認済みの場合は、ログインしてご利用いただけます。', next: { href: '/signin/', label: 'ログイン画面へ' } }}
      />
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

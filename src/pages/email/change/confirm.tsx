import type { PageProps } from 'waku/router';
import { AccountPage, NeedsJavaScript } from '../../../components/accounts/AccountPage';
import { linkState, tokenFromQuery } from '../../../components/accounts/mail-link-token';
import { MailLinkConfirm } from '../../../components/accounts/MailLinkConfirm';

/** The email-change mail's link: opening it changes nothing, the button applies the new address. */
export default async function EmailChangeConfirmPage(props: PageProps<'/email/change/confirm'>) {
  const token = tokenFromQuery((props as { query?: string }).query);
  const state = await linkState(token, 'change_email');
  return (
    <AccountPage title="メールアドレスの変更" description="読み場のメールアドレス変更を確定します。" noindex>
      {state === 'valid' && <NeedsJavaScript action="メールアドレスの変更" />}
      <MailLinkConfirm
        action="confirmEmail"
        token={token}
        tokenState={state}
        explanation="下のボタンを押すと、ログインに使うメールアドレスがこのアドレスに変わります。"
        buttonLabel="メールアドレスを変更する"
        doneNext={{ href: '/profile/', label: 'プロフィールへ' }}
        deadLink={{ advice: 'お手数ですが、プロフィール画面からもう一度メールアドレスの変更をお申し込みください。', next: { href: '/profile/', label: 'プロフィールへ' } }}
      />
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

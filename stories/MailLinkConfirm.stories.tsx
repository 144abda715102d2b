import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailLinkConfirm } from '#src/components/accounts/MailLinkConfirm.tsx';
import { inAccountFrame } from './account-frame.tsx';

/**
 * /signup/verify/ and /email/change/confirm/: opening the link changes nothing; the button posts. The
 * sign-up's link completes the sign-up and signs the member in, then goes back to where they signed up.
 */
const meta = {
  title: 'Accounts/MailLinkConfirm',
  component: MailLinkConfirm,
  decorators: [inAccountFrame],
  args: {
    action: 'verify',
    token: 'A'.repeat(43),
    tokenState: 'valid',
    explanation: '下のボタンを押すと、メールアドレスの確認と会員登録が完了し、ログインした状態になります。',
    buttonLabel: 'メールアドレスを確認する',
    doneNext: { href: '/', label: 'トップページへ' },
    deadLink: { advice: 'メールアドレスがすでに確認済みの場合は、ログインしてご利用いただけます。', next: { href: '/signin/', label: 'ログイン画面へ' } },
  },
} satisfies Meta<typeof MailLinkConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VerifyReady: Story = {
  parameters: { expectedText: ['会員登録が完了し、ログインした状態になります。', 'メールアドレスを確認する'], expectedRole: 'button' },
};

export const Sending: Story = {
  args: { initial: { sending: true } },
  parameters: { expectedText: ['処理中…'] },
};

export const Verified: Story = {
  args: { initial: { done: 'メールアドレスを確認し、会員登録が完了しました。' } },
  parameters: { expectedText: ['会員登録が完了しました。', 'トップページへ'], expectedRole: 'status' },
};

/** Signed up from another page (the link carries its `next`): the way back there. */
export const VerifiedBackToPage: Story = {
  args: { doneNext: { href: '/faq/', label: '元のページへ戻る' }, initial: { done: 'メールアドレスを確認し、会員登録が完了しました。' } },
  parameters: { expectedText: ['会員登録が完了しました。', '元のページへ戻る'], expectedRole: 'status' },
};

export const Failure: Story = {
  args: { initial: { formError: 'リクエストが多すぎます。しばらく時間をおいてから再度お試しください。' } },
  parameters: { expectedRole: 'alert' },
};

export const UsedLink: Story = {
  args: { tokenState: 'used' },
  parameters: { expectedText: ['このリンクはすでに使用されています。', 'ログインしてご利用いただけます。'] },
};

export const ExpiredLink: Story = {
  args: { tokenState: 'expired' },
  parameters: { expectedText: ['このリンクは有効期限が切れています。'] },
};

export const EmailChangeReady: Story = {
  args: {
    action: 'confirmEmail',
    explanation: '下のボタンを押すと、ログインに使うメールアドレスがこのアドレスに変わります。',
    buttonLabel: 'メールアドレスを変更する',
    doneNext: { href: '/profile/', label: 'プロフィールへ' },
  },
  parameters: { expectedText: ['メールアドレスを変更する'] },
};

export const EmailChanged: Story = {
  args: { action: 'confirmEmail', doneNext: { href: '/profile/', label: 'プロフィールへ' }, initial: { done: 'メールアドレスを変更しました。' } },
  parameters: { expectedText: ['メールアドレスを変更しました。', 'プロフィールへ'] },
};

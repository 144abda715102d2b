import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignUpForm } from '#src/components/accounts/SignUpForm.tsx';
import { inAccountFrame } from './account-frame.tsx';

/**
 * /signup/: email, password, display name and the agreement. The answer is the same for every address and
 * signs nobody in: the form gives way to the "check your mail" screen, whose link completes the sign-up.
 */
const meta = {
  title: 'Accounts/SignUpForm',
  component: SignUpForm,
  decorators: [inAccountFrame],
  args: { next: '/' },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { expectedText: ['メールアドレスで会員登録', 'メールアドレス', 'パスワード', '表示名', 'に同意する', '会員登録する'] },
};

/** The browser's own checks, in the server's wording, under each field. */
export const MissingFields: Story = {
  args: {
    initial: {
      errors: { email: 'メールアドレスを入力してください', password: 'パスワードを入力してください', agreement: '利用規約とプライバシーポリシーへの同意が必要です' },
      formError: '入力内容をご確認ください。',
    },
  },
  parameters: { expectedText: ['メールアドレスを入力してください', '利用規約とプライバシーポリシーへの同意が必要です', '入力内容をご確認ください。'] },
};

/** The server's refusal of a common password, under its field. */
export const CommonPassword: Story = {
  args: {
    initial: {
      values: { email: 'hanako@example.jp', password: 'password', agreement: true },
      errors: { password: 'よく使われているパスワードのため登録できません。推測されにくいパスワードを設定してください。' },
      formError: '入力内容をご確認ください。',
    },
  },
  parameters: { expectedText: ['よく使われているパスワードのため登録できません。'] },
};

export const Sending: Story = {
  args: { initial: { values: { email: 'hanako@example.jp', password: 'a-good-pass-2026', agreement: true }, sending: true } },
  parameters: { expectedText: ['登録中…'] },
};

/** 429 from the server (the sign-up limit per address): its message above the form. */
export const TooManyRequests: Story = {
  args: { initial: { values: { email: 'hanako@example.jp', agreement: true }, formError: 'リクエストが多すぎます。しばらく時間をおいてから再度お試しください。' } },
  parameters: { expectedText: ['リクエストが多すぎます。'], expectedRole: 'alert' },
};

/** After the answer, whatever the address: check the mail (a registered owner gets the sign-in and reset guide instead). */
export const MailSent: Story = {
  args: { next: '/faq/', initial: { sentTo: 'hanako@example.jp' } },
  parameters: {
    expectedText: ['確認メールを送信しました', 'メールに記載されたリンクから登録を完了してください。', 'hanako@example.jp', '有効期限は24時間', 'ログイン画面へ'],
    expectedRole: 'status',
  },
};

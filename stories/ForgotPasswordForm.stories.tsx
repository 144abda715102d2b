import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotPasswordForm } from '#src/components/accounts/ForgotPasswordForm.tsx';
import { inAccountFrame } from './account-frame.tsx';

/** /forgot_password/: one email field; the answer is the same for every address. */
const meta = {
  title: 'Accounts/ForgotPasswordForm',
  component: ForgotPasswordForm,
  decorators: [inAccountFrame],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { expectedText: ['パスワード再設定メールの送信', '登録済みのメールアドレス', '再設定メールを送信する'] },
};

export const InvalidEmail: Story = {
  args: { initial: { email: 'yomiba@', error: 'メールアドレスの形式が正しくありません' } },
  parameters: { expectedText: ['メールアドレスの形式が正しくありません'] },
};

export const Sending: Story = {
  args: { initial: { email: 'hanako@example.jp', sending: true } },
  parameters: { expectedText: ['送信中…'] },
};

/** 429 from the server: its message above the form. */
export const TooManyRequests: Story = {
  args: { initial: { email: 'hanako@example.jp', formError: 'リクエストが多すぎます。しばらく時間をおいてから再度お試しください。' } },
  parameters: { expectedText: ['リクエストが多すぎます。'], expectedRole: 'alert' },
};

export const Sent: Story = {
  args: {
    initial: {
      sent: 'ご入力のメールアドレスが登録されている場合は、パスワード再設定のご案内をお送りしました。メールが届かない場合は、迷惑メールフォルダもご確認ください。',
    },
  },
  parameters: { expectedText: ['パスワード再設定のご案内をお送りしました', 'ログイン画面へ戻る'], expectedRole: 'status' },
};

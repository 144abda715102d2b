import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailChangeForm } from '#src/components/accounts/EmailChangeForm.tsx';
import { inAccountFrame } from './account-frame.tsx';

/** /profile/'s email change: new address and password; a confirmation link goes to the new address. */
const meta = {
  title: 'Accounts/EmailChangeForm',
  component: EmailChangeForm,
  decorators: [inAccountFrame],
  args: { currentEmail: 'hanako@example.jp' },
} satisfies Meta<typeof EmailChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { expectedText: ['メールアドレスの変更', '現在のメールアドレス：hanako@example.jp', '新しいメールアドレス', '確認メールを送信する'] },
};

export const InvalidEmail: Story = {
  args: { initial: { values: { email: 'hanako@', password: '' }, errors: { email: 'メールアドレスの形式が正しくありません', password: 'パスワードを入力してください' } } },
  parameters: { expectedText: ['メールアドレスの形式が正しくありません', 'パスワードを入力してください'] },
};

export const SameAsCurrent: Story = {
  args: { initial: { values: { email: 'hanako@example.jp', password: 'secret-pass' }, errors: { email: '現在のメールアドレスと同じです' } } },
  parameters: { expectedText: ['現在のメールアドレスと同じです'] },
};

/** The server's 400 for a wrong password, under its field. */
export const WrongPassword: Story = {
  args: { initial: { values: { email: 'new@example.jp', password: 'wrong' }, errors: { password: 'パスワードが正しくありません' } } },
  parameters: { expectedText: ['パスワードが正しくありません'] },
};

export const Sending: Story = {
  args: { initial: { values: { email: 'new@example.jp', password: 'secret-pass' }, sending: true } },
  parameters: { expectedText: ['送信中…'] },
};

export const TooManyRequests: Story = {
  args: { initial: { formError: 'リクエストが多すぎます。しばらく時間をおいてから再度お試しください。' } },
  parameters: { expectedRole: 'alert' },
};

export const Sent: Story = {
  args: { initial: { sent: '新しいメールアドレスに確認メールを送信しました。メールに記載されたリンクから変更を完了してください。' } },
  parameters: { expectedText: ['新しいメールアドレスに確認メールを送信しました。'], expectedRole: 'status' },
};

export const WithoutCurrentEmail: Story = {
  args: { currentEmail: undefined },
  parameters: { expectedText: ['新しいメールアドレス'] },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordChangeForm } from '#src/components/accounts/PasswordChangeForm.tsx';
import { inAccountFrame } from './account-frame.tsx';

/** /profile/'s password change: current and new password; other sessions end on success. */
const meta = {
  title: 'Accounts/PasswordChangeForm',
  component: PasswordChangeForm,
  decorators: [inAccountFrame],
  args: { email: 'hanako@example.jp' },
} satisfies Meta<typeof PasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { expectedText: ['パスワードの変更', '現在のパスワード', '新しいパスワード', 'パスワードを変更する'] },
};

export const MissingFields: Story = {
  args: { initial: { errors: { current_password: '現在のパスワードを入力してください', password: '新しいパスワードを入力してください' } } },
  parameters: { expectedText: ['現在のパスワードを入力してください', '新しいパスワードを入力してください'] },
};

/** The server's 400 for a wrong current password, under its field. */
export const WrongCurrentPassword: Story = {
  args: {
    initial: { values: { current_password: 'wrong-password', password: 'a-good-new-pass' }, errors: { current_password: '現在のパスワードが正しくありません' } },
  },
  parameters: { expectedText: ['現在のパスワードが正しくありません'] },
};

export const WeakNewPassword: Story = {
  args: { initial: { values: { current_password: 'old-password-1', password: 'short' }, errors: { password: 'パスワードは8文字以上で入力してください。' } } },
  parameters: { expectedText: ['パスワードは8文字以上で入力してください。'] },
};

export const Sending: Story = {
  args: { initial: { values: { current_password: 'old-password-1', password: 'a-good-new-pass' }, sending: true } },
  parameters: { expectedText: ['変更中…'] },
};

export const TooManyRequests: Story = {
  args: { initial: { formError: 'リクエストが多すぎます。しばらく時間をおいてから再度お試しください。' } },
  parameters: { expectedText: ['リクエストが多すぎます。'], expectedRole: 'alert' },
};

export const Changed: Story = {
  args: { initial: { done: 'パスワードを変更しました。ほかの端末ではログアウトされました。' } },
  parameters: { expectedText: ['パスワードを変更しました。'], expectedRole: 'status' },
};

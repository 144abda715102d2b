import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResetPasswordForm } from '#src/components/accounts/ResetPasswordForm.tsx';
import { inAccountFrame } from './account-frame.tsx';

/** /reset_password/?token=: a new password for a valid link, or the dead-link notice. */
const meta = {
  title: 'Accounts/ResetPasswordForm',
  component: ResetPasswordForm,
  decorators: [inAccountFrame],
  args: { token: 'A'.repeat(43), tokenState: 'valid' },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  parameters: { expectedText: ['新しいパスワードの設定', '8文字以上', 'パスワードを設定する'] },
};

export const WeakPassword: Story = {
  args: { initial: { password: 'password', error: 'よく使われているパスワードのため登録できません。推測されにくいパスワードを設定してください。' } },
  parameters: { expectedText: ['よく使われているパスワードのため登録できません。'] },
};

export const Sending: Story = {
  args: { initial: { password: 'a-good-new-pass', sending: true } },
  parameters: { expectedText: ['設定中…'] },
};

export const NetworkError: Story = {
  args: { initial: { password: 'a-good-new-pass', formError: '通信に失敗しました。電波の良いところで再度お試しください。' } },
  parameters: { expectedRole: 'alert' },
};

export const Done: Story = {
  args: { initial: { done: 'パスワードを再設定しました。すべての端末でログアウトし、この端末で新しくログインしました。' } },
  parameters: { expectedText: ['パスワードを再設定しました。', 'トップページへ'], expectedRole: 'status' },
};

export const Expired: Story = {
  args: { tokenState: 'expired' },
  parameters: { expectedText: ['このリンクは有効期限が切れています。', 'パスワード再設定をやり直す'] },
};

export const Used: Story = {
  args: { tokenState: 'used' },
  parameters: { expectedText: ['このリンクはすでに使用されています。', 'パスワード再設定をやり直す'] },
};

export const Invalid: Story = {
  args: { token: '', tokenState: 'invalid' },
  parameters: { expectedText: ['このリンクは無効です。'] },
};

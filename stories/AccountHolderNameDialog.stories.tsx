import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountHolderNameDialogView } from '#src/components/modals/AccountHolderNameDialog.tsx';

/**
 * The account holder name input dialog (spec §2): family and given name for the affiliate link;
 * at least one of them (spec §5). Opened from /profile/, and by the affiliate action for members
 * without a name.
 */
const meta = {
  title: 'Modals/AccountHolderNameDialog',
  component: AccountHolderNameDialogView,
  args: { open: true, value: { lastName: '', firstName: '' }, onChange: fn(), onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof AccountHolderNameDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing registered yet. */
export const Empty: Story = {
  parameters: { expectedText: ['氏名（姓名）の登録', '姓', '名', '登録する', 'キャンセル'] },
};

/** Changing a registered name. */
export const Prefilled: Story = {
  args: { value: { lastName: '山田', firstName: '花子' } },
  parameters: { expectedText: ['氏名（姓名）の登録', '登録する'] },
};

/** Both fields empty on submit, or characters the bank name cannot hold. */
export const FieldErrors: Story = {
  args: { value: { lastName: '山田1', firstName: '' }, errors: { last_name: '氏名に使用できない文字が含まれています' } },
  parameters: { expectedText: ['氏名に使用できない文字が含まれています'] },
};

/** The server refused without field problems (network, session ended...). */
export const ServerError: Story = {
  args: { value: { lastName: '山田', firstName: '花子' }, formError: '保存できませんでした。時間をおいて再度お試しください。' },
  parameters: { expectedText: ['保存できませんでした。時間をおいて再度お試しください。'] },
};

/** While saving: the button says so and cannot be pressed twice. */
export const Sending: Story = {
  args: { value: { lastName: '山田', firstName: '花子' }, sending: true },
  parameters: { expectedText: ['登録中…'] },
};

/** On a 375 px phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { expectedText: ['氏名（姓名）の登録', '登録する'] },
};

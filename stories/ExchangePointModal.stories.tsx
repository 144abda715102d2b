import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ExchangePointModalView } from '#src/components/wallet/ExchangePointModal.tsx';

/** The exchange point modal: confirm, wait, done or failed. */
const meta = {
  title: 'Wallet/ExchangePointModal',
  component: ExchangePointModalView,
  args: { open: true, points: 300, coins: 300, expiryDays: 90, step: { kind: 'confirm' }, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof ExchangePointModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What will be exchanged, before it happens. */
export const Confirm: Story = {
  parameters: { expectedText: ['ポイント交換', '使用するポイント', '300pt', '受け取るボーナスコイン', '300コイン', '有効期限は交換日から90日', '交換する', 'キャンセル'] },
};

/** On its way: the buttons wait and Escape does nothing. */
export const Pending: Story = {
  args: { step: { kind: 'pending' } },
  parameters: { expectedText: ['交換しています…'] },
};

/** Done. */
export const Done: Story = {
  args: { step: { kind: 'done', message: '300ポイントを300ボーナスコインに交換しました。' } },
  parameters: { expectedText: ['交換が完了しました', '300ポイントを300ボーナスコインに交換しました。', 'マイアイテムで確認する', '閉じる'] },
};

/** The server refused (e.g. the points were spent elsewhere meanwhile). */
export const Failed: Story = {
  args: { step: { kind: 'error', message: 'ポイントが不足しています。' } },
  parameters: { expectedText: ['交換できませんでした', 'ポイントが不足しています。'], expectedRole: 'alert' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConvertTicketToCoinModalView } from '#src/components/wallet/ConvertTicketToCoinModal.tsx';

const tickets = [
  { id: 'lot-1', name: 'チケット', count: 3, coinsEach: 10, expiresAt: '2026-12-01T14:59:00.000Z' },
  { id: 'lot-2', name: 'プレミアムチケット', count: 2, coinsEach: 20, expiresAt: '2026-12-05T14:59:00.000Z' },
];

/** The convert ticket to coin modal: expiring tickets offered as bonus coins. */
const meta = {
  title: 'Wallet/ConvertTicketToCoinModal',
  component: ConvertTicketToCoinModalView,
  args: { open: true, convertibleTickets: tickets, onConvert: fn(), onClose: fn() },
} satisfies Meta<typeof ConvertTicketToCoinModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tickets that can be converted, with their expiry and the total. */
export const Convertible: Story = {
  parameters: { expectedText: ['チケットをコインに交換', '3枚 → 30コイン', '2026年12月1日まで', '2枚 → 40コイン', '合計 70コインに交換する', 'キャンセル'] },
};

/** Grants a few seconds apart expire on the same day: one line per kind and day (Japan time). */
export const SameDayGrants: Story = {
  args: {
    convertibleTickets: [
      { id: 'ticket:a', name: 'チケット', count: 1, coinsEach: 30, expiresAt: '2026-12-01T03:00:00.000Z' },
      { id: 'ticket:b', name: 'チケット', count: 2, coinsEach: 30, expiresAt: '2026-12-01T03:00:04.000Z' },
      { id: 'ticket:c', name: 'チケット', count: 1, coinsEach: 30, expiresAt: '2026-12-01T15:30:00.000Z' },
    ],
  },
  parameters: { expectedText: ['3枚 → 90コイン', '2026年12月1日まで', '1枚 → 30コイン', '2026年12月2日まで', '合計 120コインに交換する'] },
};

/** On its way. */
export const Pending: Story = {
  args: { pending: true },
  parameters: { expectedText: ['交換しています…'] },
};

/** The server refused: the list changed since the modal opened. */
export const Failed: Story = {
  args: { error: '交換できるチケットが変わりました。画面を再読み込みしてからもう一度お試しください。' },
  parameters: { expectedText: ['交換できるチケットが変わりました。画面を再読み込みしてからもう一度お試しください。', '合計 70コインに交換する'] },
};

/** Converted: the server's message, and only a way to close. */
export const Done: Story = {
  args: { done: 'チケット5枚を70ボーナスコインに交換しました。' },
  parameters: { expectedText: ['チケット5枚を70ボーナスコインに交換しました。', '閉じる'] },
};

/** Nothing to convert. */
export const Empty: Story = {
  args: { convertibleTickets: [] },
  parameters: { expectedText: ['交換できるチケットはありません。', '閉じる'] },
};

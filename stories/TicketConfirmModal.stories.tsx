import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TicketConfirmModalView } from '#src/components/wallet/TicketConfirmModal.tsx';
import { ticketCheck } from '#src/components/wallet/check-fixtures.ts';

/**
 * The ticket confirm modal (spec §4 step 4): reading a 待てば¥0 episode with a general or premium
 * ticket while the title's own ticket recovers; the episode is then lent for 72 hours.
 */
const meta = {
  title: 'Wallet/TicketConfirmModal',
  component: TicketConfirmModalView,
  args: { open: true, check: ticketCheck, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof TicketConfirmModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A general ticket, with the time until the 待てば¥0 ticket is back. */
export const GeneralTicket: Story = {
  parameters: {
    expectedText: ['チケットを使って読みますか？', '第6話', 'チケットを1枚使います。', '残り3枚', '使用後72時間読めます。', '待てば¥0チケットの回復まであと18時間', 'チケットを使う', 'キャンセル'],
  },
};

/** Opened from a title page: the ticket screen state's title name above the episode. */
export const WithTitleName: Story = {
  args: { titleName: '星降る町の図書館' },
  parameters: { expectedText: ['星降る町の図書館', '第6話', 'チケットを使う'] },
};

/** A premium ticket (premium members). */
export const PremiumTicket: Story = {
  args: { check: { ...ticketCheck, ticketDiv: 'premium_ticket', ticketRemained: 0, premiumTicketRemained: 5 } },
  parameters: { expectedText: ['プレミアムチケットを1枚使います。', '残り5枚'] },
};

/** No recovery time to show. */
export const WithoutRecoveryTime: Story = {
  args: { check: { ...ticketCheck, timeStr: '' } },
  parameters: { expectedText: ['チケットを1枚使います。'] },
};

/** While the ticket is being used the button waits. */
export const Pending: Story = {
  args: { pending: true },
  parameters: { expectedText: ['チケットを使う'] },
};

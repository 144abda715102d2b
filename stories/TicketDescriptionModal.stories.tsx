import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TicketDescriptionModalView } from '#src/components/wallet/TicketDescriptionModal.tsx';

/** The ticket description modal: what 待てば¥0 tickets, tickets and premium tickets are. */
const meta = {
  title: 'Wallet/TicketDescriptionModal',
  component: TicketDescriptionModalView,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof TicketDescriptionModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a page that does not know the member's tickets: the explanations only. */
export const Explanation: Story = {
  parameters: { expectedText: ['チケットについて', '待てば¥0チケット', '23時間後にまた1枚もらえます', 'プレミアムチケット', '閉じる'] },
};

/** From /myitem/: with the member's counts and the premium tickets' expiry. */
export const WithCounts: Story = {
  args: { tickets: { ticket: 5, premiumTicket: 10, premiumTicketExpireDays: 12 } },
  parameters: { expectedText: ['5枚', '10枚', 'あと12日で失効'] },
};

/** No tickets held. */
export const NoTickets: Story = {
  args: { tickets: { ticket: 0, premiumTicket: 0 } },
  parameters: { expectedText: ['0枚'] },
};

/** On a 375 px phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { expectedText: ['チケットについて'] },
};

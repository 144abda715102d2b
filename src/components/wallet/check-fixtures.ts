/** Check results for stories and component tests (the shape the check API answers). */
import type { TicketCheckResult } from '#modules/wallet/client.ts';

export const coinCheck: TicketCheckResult = {
  titleCode: 'T000123',
  volumeSerialNumber: 2,
  storyNumber: 14,
  bonusRemained: 0,
  coinRemained: 320,
  pointRemained: 0,
  consumeCoin: 60,
  consumePoint: 60,
  freeRemained: 0,
  ticketRemained: 0,
  premiumTicketRemained: 0,
  itemDetailId: 4812,
  timeRate: 23,
  timeStr: '',
  price: 60,
  volumePrice: 0,
  ticketDiv: 'payment',
  paymentDiv: 'story',
  isStore: false,
  isPaymentStory: true,
  ticketConfirm: false,
  publisher: '読場書房',
  can_read: false,
};

export const ticketCheck: TicketCheckResult = {
  ...coinCheck,
  storyNumber: 6,
  consumeCoin: 0,
  consumePoint: 0,
  price: 0,
  coinRemained: 0,
  ticketRemained: 3,
  timeStr: 'あと18時間',
  ticketDiv: 'ticket',
  isPaymentStory: false,
  ticketConfirm: true,
};

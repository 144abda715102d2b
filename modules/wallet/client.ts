/** Browser-safe wallet types and texts (no ORM imports). */
export { RENTAL_HOURS, WAIT_FREE_RECOVERY_HOURS, POINT_VALID_DAYS, pointUseBy } from './assets.ts';

/** How the check result says a story would be unlocked ('payment' means coins, spec §3). */
export const TICKET_DIVS = ['free', 'payment', 'point', 'wait_free', 'ticket', 'premium_ticket'] as const;
export type TicketDiv = (typeof TICKET_DIVS)[number];

/** What a coin purchase buys: the story, or the whole volume (store titles). */
export const PAYMENT_DIVS = ['story', 'volume'] as const;
export type PaymentDiv = (typeof PAYMENT_DIVS)[number];

/** The spec's ticket/coin check result (§3), camelCase as the API sends it, plus can_read. */
export type TicketCheckResult = {
  titleCode: string;
  volumeSerialNumber: number;
  storyNumber: number;
  /** Bonus coins (spent first). */
  bonusRemained: number;
  /** Paid coins. */
  coinRemained: number;
  pointRemained: number;
  /** Coins this unlock costs with ticketDiv 'payment'. */
  consumeCoin: number;
  /** Points the story costs when paid with points (coin stories only). */
  consumePoint: number;
  /** The member's 待てば¥0 ticket for this title: 1 or 0. */
  freeRemained: number;
  /** General tickets. */
  ticketRemained: number;
  premiumTicketRemained: number;
  itemDetailId: number;
  /** Hours a 待てば¥0 ticket takes to come back. */
  timeRate: number;
  /** Time until it is back, e.g. 'あと3時間'; '' when it is there. */
  timeStr: string;
  price: number;
  volumePrice: number;
  ticketDiv: TicketDiv;
  paymentDiv: PaymentDiv;
  isStore: boolean;
  isPaymentStory: boolean;
  ticketConfirm: boolean;
  publisher: string;
  can_read: boolean;
};

export const walletMessages = {
  insufficientCoins: 'コインが不足しています。コインを購入してください。',
  insufficientPoints: 'ポイントが不足しています。',
  insufficientTickets: 'チケットが不足しています。',
  waitFreeNotRecovered: (time: string) => `待てば¥0チケットはまだ回復していません（${time}）。`,
  priceChanged: '価格が変更されました。もう一度お試しください。',
  notAvailable: 'この方法ではこのお話を読めません。',
  volumeNotForSale: 'この巻はまとめて購入できません。',
  alreadyUnlocked: 'すでに購入済みです。',
  free: '無料で読めます。',
  unlockedWithCoins: 'コインで購入しました。',
  unlockedVolume: '巻をまとめて購入しました。',
  unlockedWithPoints: 'ポイントで購入しました。',
  unlockedWithWaitFree: '待てば¥0チケットを使いました。',
  unlockedWithTicket: 'チケットを使いました。',
  unlockedWithPremiumTicket: 'プレミアムチケットを使いました。',
  busy: '混み合っています。しばらくしてから再度お試しください。',
} as const;

export * from './history-labels.ts';
export * from './exchange-rules.ts';
export * from './ticket-conversion-rules.ts';
export * from './payments/client.ts';

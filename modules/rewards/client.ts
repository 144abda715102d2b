/** Browser-safe parts of rewards: the wording of its rules and of odds. */
export { oddsMessage, prizeLimitMessage, stampCardMessage } from './rule-messages.ts';
export { ODDS_TOTAL, oddsPercentText } from './domain/odds.ts';
export { rewardsMessages } from './rewards-messages.ts';
/** The lottery API's addresses (spec §7), for the browser's client. */
export const lotteryPaths = {
  status: (lotteryId: number) => `/api/special/gacha/daily/${lotteryId}/`,
  confirm: (lotteryId: number) => `/api/special/gacha/daily/${lotteryId}/confirm/`,
  period: (lotteryId: number, periodKey: string) => `/api/reward/v1/lottery/${lotteryId}/period/${encodeURIComponent(periodKey)}/`,
} as const;

/** Browser-safe parts of rewards: the wording of its rules and of odds. */
export { oddsMessage, prizeLimitMessage, stampCardMessage } from './rule-messages.ts';
export { ODDS_TOTAL, oddsPercentText } from './domain/odds.ts';
export { rewardsMessages } from './rewards-messages.ts';
export { jstMonthDayTime } from './domain/draw-periods.ts';
export { stampCardMessages, STAMP_ACTION_LABELS } from './stamp-cards/stamp-card-messages.ts';
export { missionMessages, MISSION_UNITS } from './missions/mission-messages.ts';
export type { MissionView } from './missions/mission-view.ts';
export type { PrizeSpec } from './domain/prizes.ts';
export type { LotteryRecord, OddsVersionView, TierRecord } from './lottery-record.ts';
export { TICKET_CAMPAIGN_CODE_MIN_LENGTH } from './domain/gift-rules.ts';

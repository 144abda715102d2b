export { drawPeriodAt, jstMonthDayTime, validRefillHours, type DrawPeriod } from './domain/draw-periods.ts';
export { ODDS_TOTAL, oddsPercentText, oddsProblems, tierForRoll, type OddsProblem, type OddsTier } from './domain/odds.ts';
export { drawMessage, drawRoll, newSeed, seedCommitment, seedMatches, type DrawInput } from './domain/verifiable-draw.ts';
export { everyonePrizeLimitYen, lotteryPrizeLimitYen, lotteryTotalLimitYen, prizeLimitProblems, type PrizeLimitProblem, type PrizeScheme, type PrizeValue } from './domain/prize-limits.ts';
export { STAMP_ACTIONS, stampCardProblems, type StampAction, type StampCardProblem, type StampSlot } from './domain/stamp-card-rules.ts';
export * from './client.ts';
export { rewardsEntities, RewardDraw, RewardLottery, RewardLotteryOdds, RewardPeriodSeed, type StoredTier } from './entities/index.ts';
export { prizeCredits, prizeLabel, type PrizeCredit, type PrizeSpec } from './domain/prizes.ts';

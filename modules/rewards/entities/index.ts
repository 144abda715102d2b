export { RewardLottery } from './lottery.ts';
export { RewardLotteryOdds, type StoredTier } from './lottery-odds.ts';
export { RewardPeriodSeed } from './period-seed.ts';
export { RewardDraw } from './draw.ts';

import { RewardLottery } from './lottery.ts';
import { RewardLotteryOdds } from './lottery-odds.ts';
import { RewardPeriodSeed } from './period-seed.ts';
import { RewardDraw } from './draw.ts';

export const rewardsEntities = [RewardLottery, RewardLotteryOdds, RewardPeriodSeed, RewardDraw];

export { RewardLottery } from './lottery.ts';
export { RewardLotteryOdds, type StoredTier } from './lottery-odds.ts';
export { RewardPeriodSeed } from './period-seed.ts';
export { RewardDraw } from './draw.ts';
export { RewardExtraDraw } from './extra-draw.ts';
export { RewardStampCard } from './stamp-card.ts';
export { RewardStamp } from './stamp.ts';
export { RewardStampCompletion } from './stamp-completion.ts';
export { RewardVideoView } from './video-view.ts';

import { RewardLottery } from './lottery.ts';
import { RewardLotteryOdds } from './lottery-odds.ts';
import { RewardPeriodSeed } from './period-seed.ts';
import { RewardDraw } from './draw.ts';
import { RewardExtraDraw } from './extra-draw.ts';
import { RewardStampCard } from './stamp-card.ts';
import { RewardStamp } from './stamp.ts';
import { RewardStampCompletion } from './stamp-completion.ts';
import { RewardVideoView } from './video-view.ts';

export const rewardsEntities = [RewardLottery, RewardLotteryOdds, RewardPeriodSeed, RewardDraw, RewardExtraDraw, RewardStampCard, RewardStamp, RewardStampCompletion, RewardVideoView];

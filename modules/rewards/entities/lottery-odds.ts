import { defineEntity, p } from '@mikro-orm/core';
import { RewardLottery } from './lottery.ts';
import type { PrizeSpec } from '../domain/prizes.ts';

export type StoredTier = { tierId: string; label: string; weight: number; prize: PrizeSpec; /** What the prize is worth in yen, for 景品表示法's limits. */ valueYen: number; /** How many of this prize (a purchase-linked lottery's prize budget). */ count?: number };

/**
 * A published version of a lottery's odds (提供割合). Versions are never edited: a new one takes effect at
 * the start of a later period (`effectiveFrom` is a period start), so odds never change inside a period.
 */
export const RewardLotteryOddsSchema = defineEntity({
  name: 'RewardLotteryOdds',
  tableName: 'reward_lottery_odds',
  uniques: [{ name: 'reward_lottery_odds_version_unique', properties: ['lottery', 'version'] }],
  properties: {
    id: p.integer().primary(),
    lottery: () => p.manyToOne(RewardLottery).deleteRule('cascade'),
    version: p.integer(),
    effectiveFrom: p.datetime(),
    tiers: p.json<StoredTier[]>(),
    createdAt: p.datetime(),
  },
});

export class RewardLotteryOdds extends RewardLotteryOddsSchema.class {}
RewardLotteryOddsSchema.setClass(RewardLotteryOdds);

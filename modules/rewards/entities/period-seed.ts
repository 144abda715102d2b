import { defineEntity, p } from '@mikro-orm/core';
import { RewardLottery } from './lottery.ts';

/**
 * The secret seed of one lottery period and its published commitment (SHA-256). Made before the
 * period's first draw; the seed is shown only once the period has ended.
 */
export const RewardPeriodSeedSchema = defineEntity({
  name: 'RewardPeriodSeed',
  tableName: 'reward_period_seed',
  properties: {
    lottery: () => p.manyToOne(RewardLottery).primary().deleteRule('cascade'),
    periodKey: p.string().length(13).primary(),
    seed: p.string().length(64),
    commitment: p.string().length(64),
    periodEnd: p.datetime(),
    createdAt: p.datetime(),
  },
});

export class RewardPeriodSeed extends RewardPeriodSeedSchema.class {}
RewardPeriodSeedSchema.setClass(RewardPeriodSeed);

import { defineEntity, p } from '@mikro-orm/core';

/**
 * A daily lottery (デイリーガチャ): draws per member per period, periods starting at fixed JST hours.
 * `scheme` is how the law sees its prizes: 'open' (オープン懸賞, no purchase needed) or 'purchase-lottery'
 * (一般懸賞: entry tied to a purchase of `purchaseYen`, prizes limited by it and by expected sales).
 */
export const RewardLotterySchema = defineEntity({
  name: 'RewardLottery',
  tableName: 'reward_lottery',
  properties: {
    id: p.integer().primary(),
    code: p.string().length(40).unique('reward_lottery_code_unique'),
    label: p.string().length(60),
    description: p.text(),
    /** The conditions shown under the button (対象: ログイン中の会員 ...). */
    conditions: p.text().default(''),
    scheme: p.string().length(20).default('open'),
    purchaseYen: p.integer().nullable(),
    expectedSalesYen: p.integer().nullable(),
    /** JST hours at which every member's draws refill, ascending: {6,12,18}. */
    refillHours: p.array<number>().columnType('smallint[]'),
    drawsPerPeriod: p.smallint(),
    startsAt: p.datetime(),
    /** Exclusive. */
    endsAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export class RewardLottery extends RewardLotterySchema.class {}
RewardLotterySchema.setClass(RewardLottery);

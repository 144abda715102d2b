import { defineEntity, p } from '@mikro-orm/core';
import { RewardLottery } from './lottery.ts';
import type { PrizeSpec } from '../domain/prizes.ts';
import type { StampSlot } from '../domain/stamp-card-rules.ts';

/**
 * A stamp card campaign (スタンプカード): fixed slots, each filled by a fixed action (daily sign-in,
 * an episode read, a purchase, a review). Completing it gives `prize` through the wallet's ledger, or
 * one draw of the lottery `gacha`. Never random stamps (カード合わせ): refused when saved.
 */
export const RewardStampCardSchema = defineEntity({
  name: 'RewardStampCard',
  tableName: 'reward_stamp_card',
  indexes: [{ name: 'reward_stamp_card_window_idx', properties: ['startsAt', 'endsAt'] }],
  properties: {
    id: p.integer().primary(),
    /** The campaign code of the URLs (/gift/stamp_card/{code}/). */
    code: p.string().length(40).unique('reward_stamp_card_code_unique'),
    label: p.string().length(60),
    message: p.text(),
    details: p.text().default(''),
    thumbnailUrl: p.string().length(300),
    slots: p.json<StampSlot[]>(),
    prize: p.json<PrizeSpec>().nullable(),
    gacha: () => p.manyToOne(RewardLottery).nullable().deleteRule('set null'),
    startsAt: p.datetime(),
    /** Exclusive. */
    endsAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export class RewardStampCard extends RewardStampCardSchema.class {}
RewardStampCardSchema.setClass(RewardStampCard);

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
    /** What the prize is worth in yen (景品表示法's check on every save). */
    prizeValueYen: p.integer().default(0),
    /** The smallest purchase that stamps a purchase slot, in yen (a card with one is 総付景品). */
    purchaseYen: p.integer().nullable(),
    gacha: () => p.manyToOne(RewardLottery).nullable().deleteRule('set null'),
    startsAt: p.datetime(),
    /** Exclusive. */
    endsAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    /** In the staff console's trash: no member sees it (decision 057). */
    deletedAt: p.datetime().nullable(),
  },
});

export class RewardStampCard extends RewardStampCardSchema.class {}
RewardStampCardSchema.setClass(RewardStampCard);

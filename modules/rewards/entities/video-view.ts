import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';
import { RewardLottery } from './lottery.ts';

/**
 * One rewarded video a member started (issue 16 item 4). The ad provider's signed callback names its
 * `transactionId` (unique); the reward — one extra draw of `lottery` — is given once, when `grantedAt`
 * is set under the member's wallet lock. `jstDay` counts the day's rewards (remainedVideoReward).
 */
export const RewardVideoViewSchema = defineEntity({
  name: 'RewardVideoView',
  tableName: 'reward_video_view',
  indexes: [{ name: 'reward_video_view_member_day_idx', properties: ['user', 'jstDay'] }],
  properties: {
    id: p.integer().primary(),
    transactionId: p.string().length(64).unique('reward_video_view_transaction_unique'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    lottery: () => p.manyToOne(RewardLottery).deleteRule('cascade'),
    jstDay: p.string().length(10),
    startedAt: p.datetime(),
    grantedAt: p.datetime().nullable(),
  },
});

export class RewardVideoView extends RewardVideoViewSchema.class {}
RewardVideoViewSchema.setClass(RewardVideoView);

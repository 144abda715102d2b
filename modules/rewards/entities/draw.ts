import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';
import { RewardLottery } from './lottery.ts';
import type { PrizeSpec } from '../domain/prizes.ts';

/**
 * One draw. (lottery, user, period, drawNumber) is unique and drawNumber never exceeds the member's
 * allowance, so parallel confirms cannot draw more than allowed; (user, requestId) makes a retried
 * confirm answer its first result. Its grant is the wallet operation keyed `reward:draw:<id>`.
 */
export const RewardDrawSchema = defineEntity({
  name: 'RewardDraw',
  tableName: 'reward_draw',
  uniques: [
    { name: 'reward_draw_slot_unique', properties: ['lottery', 'user', 'periodKey', 'drawNumber'] },
    { name: 'reward_draw_request_unique', properties: ['user', 'requestId'] },
  ],
  properties: {
    id: p.integer().primary(),
    lottery: () => p.manyToOne(RewardLottery).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    periodKey: p.string().length(13),
    drawNumber: p.smallint(),
    requestId: p.string().length(64),
    oddsVersion: p.integer(),
    roll: p.integer(),
    tierId: p.string().length(40),
    prize: p.json<PrizeSpec>(),
    couponCode: p.string().length(40).nullable(),
    createdAt: p.datetime(),
  },
});

export class RewardDraw extends RewardDrawSchema.class {}
RewardDrawSchema.setClass(RewardDraw);

import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';
import type { PendingKind } from '../domain/gift-rules.ts';

/**
 * A reward waiting on /rewardconfirm/: a day's sign-in bonus, a linked account's points, a day's read
 * reward, a gift. (user, sourceKey) is unique ('login:2026-11-25', 'linked:x', 'read:2026-11-24'), so
 * each is offered once; receiving marks `receivedAt` and grants `amount` of `asset` in one transaction
 * (wallet operation `reward:pending:<id>`). Not received by `claimBy` (exclusive), it lapses.
 */
export const RewardPendingSchema = defineEntity({
  name: 'RewardPending',
  tableName: 'reward_pending',
  uniques: [{ name: 'reward_pending_source_unique', properties: ['user', 'sourceKey'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    kind: p.string().length(20).$type<PendingKind>(),
    sourceKey: p.string().length(60),
    label: p.string().length(100),
    asset: p.string().length(16).$type<'point' | 'bonus_coin' | 'ticket'>().check("asset in ('point', 'bonus_coin', 'ticket')"),
    amount: p.integer().check('amount > 0'),
    /** Bonus coins and tickets: valid this long after receipt (points keep the wallet's rules). */
    validHours: p.integer().nullable(),
    claimBy: p.datetime().nullable(),
    createdAt: p.datetime(),
    receivedAt: p.datetime().nullable(),
  },
});

export class RewardPending extends RewardPendingSchema.class {}
RewardPendingSchema.setClass(RewardPending);

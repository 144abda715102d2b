import type { MikroORM } from '@mikro-orm/postgresql';
import { giftDb } from './gift-db.ts';

export type GiftOffer = { sourceKey: string; label: string; asset: 'point' | 'bonus_coin' | 'ticket'; amount: number; validHours?: number | null; claimBy?: Date | null };

/**
 * Offers a staff gift to members in one statement: a `reward_pending` row each, unique on (user,
 * `gift:<sourceKey>`), so a member offered it before (a repeated or parallel send) gets nothing more.
 * Returns how many members were offered it now.
 */
export async function offerGiftTo(orm: MikroORM, userIds: readonly number[], gift: GiftOffer, at: Date): Promise<number> {
  if (!userIds.length) return 0;
  const rows = userIds.map((userId) => ({ user_id: userId, kind: 'gift' as const, source_key: `gift:${gift.sourceKey}`, label: gift.label, asset: gift.asset, amount: gift.amount, valid_hours: gift.validHours ?? null, claim_by: gift.claimBy ?? null, created_at: at }));
  const result = await giftDb(orm)
    .insertInto('reward_pending')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['user_id', 'source_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

import type { MikroORM } from '@mikro-orm/postgresql';
import { walletDb } from './kysely-db.ts';

/** One credit of a grant as the member's gift list reads it: what, how much, still held, valid until. */
export type GrantedCredit = {
  entryId: number;
  reason: string;
  reference: string;
  asset: string;
  amount: number;
  /** Left of it (bonus coins and tickets, which are lots); null for points and coupons. */
  remaining: number | null;
  expiresAt: Date | null;
  /** What reached its use-by unspent and was booked as expired (0 when nothing did, or not yet booked). */
  expired: number;
  createdAt: Date;
};

/**
 * The credits the member was granted for the given reasons, newest first (the rewards module's
 * /gift/items/ reads them through the composition root: decision 049).
 */
export function createRewardGrants(orm: MikroORM) {
  return {
    async grantsOf(userId: number, reasons: readonly string[], limit = 100): Promise<GrantedCredit[]> {
      if (reasons.length === 0) return [];
      const rows = await walletDb(orm)
        .selectFrom('wallet_entry as e')
        .leftJoin('wallet_lot as l', 'l.id', 'e.lot_id')
        .select((eb) => [
          'e.id',
          'e.reason',
          'e.reference',
          'e.asset',
          'e.amount',
          'e.created_at',
          'l.remaining',
          'l.expires_at',
          eb
            .selectFrom('wallet_entry as x')
            .select((xb) => xb.cast<number>(xb.fn.coalesce(xb.neg(xb.fn.sum('x.amount')), xb.lit(0)), 'integer').as('expired'))
            .whereRef('x.lot_id', '=', 'e.lot_id')
            .where('x.reason', '=', 'expire')
            .as('expired'),
        ])
        .where('e.user_id', '=', userId)
        .where('e.amount', '>', 0)
        .where('e.reason', 'in', [...reasons])
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        entryId: Number(row.id),
        reason: row.reason,
        reference: row.reference,
        asset: row.asset,
        amount: row.amount,
        remaining: row.remaining ?? null,
        expiresAt: row.expires_at ? new Date(row.expires_at) : null,
        expired: row.expired ?? 0,
        createdAt: new Date(row.created_at),
      }));
    },
  };
}

export type RewardGrants = ReturnType<typeof createRewardGrants>;

import { Migration } from '@mikro-orm/migrations';

/**
 * Moves the points of the members in `scope` (a condition on wallet_account `a`) that no lot holds into
 * one lot without an expiry each: an operation `point_lots` whose two entries take the amount out of the
 * balance and put it into the lot (net zero), so balances do not change and every lot still equals the
 * sum of its entries. Once per member (idempotency key).
 */
export const pointLotsSql = (scope: string) => `with held as (
       select a.user_id, a.point - coalesce((select sum(l.remaining) from wallet_lot l where l.user_id = a.user_id and l.asset = 'point'), 0)::int as point
         from wallet_account a where ${scope} for update),
     op as (
       insert into wallet_operation (user_id, kind, idempotency_key, created_at)
       select user_id, 'point_lots', 'point_lots:' || user_id, now() from held where point > 0
       on conflict (idempotency_key) do nothing returning id, user_id),
     lot as (
       insert into wallet_lot (user_id, operation_id, asset, amount, remaining, expires_at, created_at)
       select held.user_id, op.id, 'point', held.point, held.point, null, now() from held join op on op.user_id = held.user_id
       returning id, user_id, operation_id, amount)
     insert into wallet_entry (operation_id, user_id, asset, amount, reason, reference, lot_id, created_at)
     select operation_id, user_id, 'point', -amount, 'point_lots', 'lot:' || id, null, now() from lot
     union all
     select operation_id, user_id, 'point', amount, 'point_lots', 'lot:' || id, id, now() from lot`;

/**
 * Points are held in lots with a use-by per grant (decision 061). The points members already hold were
 * granted without one: each balance becomes one lot without an expiry (spent after every dated lot).
 */
export class Migration20261127050500_point_lots extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "wallet_lot" drop constraint "wallet_lot_asset_check";`);
    this.addSql(`alter table "wallet_lot" add constraint "wallet_lot_asset_check" check (asset in ('paid_coin', 'bonus_coin', 'point', 'ticket', 'premium_ticket'));`);
    this.addSql(`${pointLotsSql('a.point > 0')};`);
  }

  override async down(): Promise<void> {
    // Point lots cannot be removed from an append-only ledger.
    throw new Error('Migration20261127050500_point_lots cannot be reverted: the ledger is append-only');
  }
}

import type { EntityManager } from '@mikro-orm/postgresql';

/** One place where a stored amount differs from the sum of its ledger entries. */
export type Drift = { check: string; userId: number; key: string; stored: number; ledger: number };

/**
 * Proves the wallet against its ledger: every balance column of every member, every lot's remaining
 * amount and every 待てば¥0 ticket equals the sum of its entries, every coin or ticket entry names
 * its lot, and each member's points equal what their point lots hold (decision 061; point entries
 * booked before points had lots name none, so the lots are checked against the balance instead). `userIds` limits the proof to some members (tests sharing one database). One statement,
 * so it sees one consistent snapshot while consumes go on.
 */
export async function reconcileWallet(em: EntityManager, options: { userIds?: number[] } = {}): Promise<Drift[]> {
  const scope = options.userIds ? `{${options.userIds.map((id) => Math.trunc(id)).join(',')}}` : null;
  const rows = await em.execute<Drift[]>(
    `with scope as (select ?::int[] as ids),
     sums as (
       select user_id, asset, sum(amount)::int as ledger from wallet_entry
        where asset <> 'title_ticket' and ((select ids from scope) is null or user_id = any((select ids from scope)::int[]))
        group by user_id, asset),
     stored as (
       select a.user_id, v.asset, v.stored from wallet_account a
        cross join lateral (values ('paid_coin', a.paid_coin), ('bonus_coin', a.bonus_coin), ('point', a.point),
                                   ('ticket', a.ticket), ('premium_ticket', a.premium_ticket), ('coupon', a.coupon),
                                   ('affiliate_yen', a.affiliate_yen)) as v(asset, stored)
        where (select ids from scope) is null or a.user_id = any((select ids from scope)::int[]))
     select 'balance' as "check", coalesce(s.user_id, l.user_id) as "userId", coalesce(s.asset, l.asset) as key,
            coalesce(s.stored, 0) as stored, coalesce(l.ledger, 0) as ledger
       from stored s full join sums l on l.user_id = s.user_id and l.asset = s.asset
      where coalesce(s.stored, 0) <> coalesce(l.ledger, 0)
     union all
     select 'lot', lot.user_id, 'lot:' || lot.id, lot.remaining, coalesce((select sum(e.amount)::int from wallet_entry e where e.lot_id = lot.id), 0)
       from wallet_lot lot
      where ((select ids from scope) is null or lot.user_id = any((select ids from scope)::int[]))
        and lot.remaining <> coalesce((select sum(e.amount) from wallet_entry e where e.lot_id = lot.id), 0)
     union all
     select 'title_ticket', coalesce(t.user_id, l.user_id), 'title:' || coalesce(t.title_id, l.title_id), coalesce(t.tickets, 0), coalesce(l.ledger, 0)
       from (select * from wallet_title_ticket where (select ids from scope) is null or user_id = any((select ids from scope)::int[])) t
       full join (select user_id, title_id, sum(amount)::int as ledger from wallet_entry
                   where asset = 'title_ticket' and ((select ids from scope) is null or user_id = any((select ids from scope)::int[]))
                   group by user_id, title_id) l on l.user_id = t.user_id and l.title_id = t.title_id
      where coalesce(t.tickets, 0) <> coalesce(l.ledger, 0)
     union all
     select 'point_lots', a.user_id, 'point', a.point, coalesce((select sum(lot.remaining)::int from wallet_lot lot where lot.user_id = a.user_id and lot.asset = 'point'), 0)
       from wallet_account a
      where ((select ids from scope) is null or a.user_id = any((select ids from scope)::int[]))
        and a.point <> coalesce((select sum(lot.remaining) from wallet_lot lot where lot.user_id = a.user_id and lot.asset = 'point'), 0)
     union all
     select 'entry_without_lot', e.user_id, 'entry:' || e.id, e.amount, 0
       from wallet_entry e
      where e.asset in ('paid_coin', 'bonus_coin', 'ticket', 'premium_ticket') and e.lot_id is null
        and ((select ids from scope) is null or e.user_id = any((select ids from scope)::int[]))
     order by 1, 2, 3`,
    [scope],
  );
  return rows;
}

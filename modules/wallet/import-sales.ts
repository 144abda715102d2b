import type { MikroORM } from '@mikro-orm/postgresql';
import { nativeQuery } from '#platform/db/native-query.ts';

const BATCH = 50_000;
const KEY_PREFIX = 'demo-sales:';

/**
 * Imports past sales (the SALES rankings' input; the demo's invented ones, demo/activity.ts): coin episodes
 * bought for good by the given buyers, one `demo_history` operation per buyer. Events name a title and the n-th (0-based) of its coin
 * episodes; titles without that many are skipped, and so is an episode its buyer already owns. No coins
 * move: the buyers hold no balances, so the ledger and its reconciliation are untouched. Runs once
 * (skipped while demo sales exist).
 */
export async function importPastSales(orm: MikroORM, buyerIds: number[], events: { titleIds: number[]; storyNumbers: number[]; at: string[] }): Promise<number> {
  if (buyerIds.length === 0) return 0;
  const [existing] = await nativeQuery<{ present: boolean }>(
    orm,
    `select exists (select 1 from wallet_entitlement e join wallet_operation o on o.id = e.operation_id where o.idempotency_key like '${KEY_PREFIX}%') as present`,
  );
  if (existing?.present) return 0;
  await nativeQuery(
    orm,
    `insert into wallet_operation (user_id, kind, idempotency_key, created_at)
     select u, 'demo_history', '${KEY_PREFIX}' || u, now() from unnest($1::int[]) as u
     on conflict (idempotency_key) do nothing`,
    [buyerIds],
  );
  const buyerIndex = events.titleIds.map((_, i) => (i * 7919) % buyerIds.length);
  let inserted = 0;
  for (let start = 0; start < events.titleIds.length; start += BATCH) {
    const end = start + BATCH;
    const rows = await nativeQuery<{ n: number }>(
      orm,
      `with buyers as (
         select b.i, b.user_id, o.id as operation_id from unnest($5::int[]) with ordinality as b(user_id, i)
           join wallet_operation o on o.idempotency_key = '${KEY_PREFIX}' || b.user_id),
       added as (
         insert into wallet_entitlement (user_id, story_id, kind, operation_id, created_at)
         select distinct on (b.user_id, s.id) b.user_id, s.id, 'coin', b.operation_id, x.at
           from unnest($1::int[], $2::int[], $3::timestamptz[], $4::int[]) as x(t, k, at, b)
           join buyers b on b.i = x.b + 1
           cross join lateral (select story_id as id from catalogue_priced_story where title_id = x.t and payment_type = 3 order by story_number offset x.k limit 1) s
          order by b.user_id, s.id, x.at
         on conflict do nothing
         returning 1)
       select count(*)::int as n from added`,
      [events.titleIds.slice(start, end), events.storyNumbers.slice(start, end), events.at.slice(start, end), buyerIndex.slice(start, end), buyerIds],
    );
    inserted += rows[0]?.n ?? 0;
  }
  return inserted;
}

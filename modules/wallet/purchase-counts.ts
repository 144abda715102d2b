import type { MikroORM } from '@mikro-orm/postgresql';
import { toWindowCounts, windowCountSql, type CountWindow, type WindowCounts } from '../../platform/db/window-counts.ts';

/** Unlocks that are purchases: an episode or a volume bought for good with coins or points (rentals are not sales). */
const PURCHASE_KINDS = ['coin', 'point', 'volume'];

/** Purchases per title in each window (the sales rankings' input); a read-only view of the entitlements. */
export async function titlePurchaseCounts(orm: MikroORM, windows: CountWindow[]): Promise<WindowCounts[]> {
  const { columns, params, from, to } = windowCountSql('e.created_at', windows);
  const rows = await orm.em.fork().getConnection().execute<Record<string, number>[]>(
    `select coalesce(s.title_id, v.title_id) as title_id, ${columns}
       from wallet_entitlement e
       left join catalogue_story_ref s on s.story_id = e.story_id
       left join catalogue_volume_ref v on v.volume_id = e.volume_id
      where e.expires_at is null and e.kind = any(?) and e.created_at >= ? and e.created_at < ?
      group by 1`,
    [...params, `{${PURCHASE_KINDS.join(',')}}`, from, to],
  );
  return toWindowCounts(rows, windows.length);
}

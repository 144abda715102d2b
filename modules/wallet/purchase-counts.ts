import type { MikroORM } from '@mikro-orm/postgresql';
import { toWindowCounts, windowsSpan, type CountWindow, type WindowCounts } from '#platform/db/window-counts.ts';
import { walletDb } from './kysely-db.ts';

/** Unlocks that are purchases: an episode or a volume bought for good with coins or points (rentals are not sales). */
const PURCHASE_KINDS = ['coin', 'point', 'volume'] as const;

/** Purchases per title in each window (the sales rankings' input); a read-only view of the entitlements. */
export async function titlePurchaseCounts(orm: MikroORM, windows: CountWindow[]): Promise<WindowCounts[]> {
  const { from, to } = windowsSpan(windows);
  const rows = await walletDb(orm)
    .selectFrom('wallet_entitlement as e')
    .leftJoin('catalogue_story_ref as s', 's.story_id', 'e.story_id')
    .leftJoin('catalogue_volume_ref as v', 'v.volume_id', 'e.volume_id')
    .select((eb) => [
      eb.fn.coalesce('s.title_id', 'v.title_id').as('title_id'),
      ...windows.map((w, i) =>
        eb
          .cast<number>(
            eb.fn.countAll().filterWhere((f) => f.and([f('e.created_at', '>=', w.from), f('e.created_at', '<', w.to)])),
            'integer',
          )
          .as(`c${i}`),
      ),
    ])
    .where('e.expires_at', 'is', null)
    .where('e.kind', 'in', PURCHASE_KINDS)
    .where('e.created_at', '>=', from)
    .where('e.created_at', '<', to)
    .groupBy((eb) => eb.fn.coalesce('s.title_id', 'v.title_id'))
    .execute();
  return toWindowCounts(rows as unknown as Record<string, number>[], windows.length);
}

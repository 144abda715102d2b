import type { MikroORM } from '@mikro-orm/postgresql';
import { memoizeAsync } from '#platform/cache/memoize-async.ts';
import { NavigationEntry } from './entities/navigation-entry.ts';
import type { NavItem } from './navigation.ts';

/** The staff-supplied navigation (empty when staff has not set one), read at most once a minute. */
export function createNavigationService(orm: MikroORM) {
  const read = async (): Promise<NavItem[]> => {
    const rows = await orm.em.fork().find(NavigationEntry, {}, { orderBy: { position: 'asc', id: 'asc' } });
    return rows.map((row) => ({
      label: row.label,
      path: row.path,
      routeName: row.routeName,
      params: row.params ?? null,
      enabled: row.enabled,
      isAdult: row.isAdult,
    }));
  };
  const supplied = memoizeAsync(read, { ttlMs: 60_000, maxEntries: 1, key: () => 'navigation' });
  return { supplied: async () => (await supplied()) ?? [], readNow: read, dropCached: () => supplied.clear() };
}

export type NavigationService = ReturnType<typeof createNavigationService>;

import type { MikroORM } from '@mikro-orm/postgresql';
import { accountsDb } from './kysely-db.ts';

/** Members' display names by id, for other modules that show who wrote something (reviews): one query per page of ids. */
export function createDisplayNames(orm: MikroORM) {
  return async (userIds: readonly number[]): Promise<Map<number, string>> => {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const rows = await accountsDb(orm)
      .selectFrom('app_user')
      .select(['id', 'display_name'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, row.display_name]));
  };
}

export type DisplayNames = ReturnType<typeof createDisplayNames>;

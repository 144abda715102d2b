import type { MikroORM } from '@mikro-orm/postgresql';
import { ResultCache } from '../search/result-cache.ts';
import { ormSqlRunner } from '../search/sql-runner.ts';
import type { SqlRunner } from '../search/documents.ts';
import type { StoreSearchQuery } from './store-query.ts';
import { searchProducts, type StorePage } from './store-sql.ts';

/** How long an answer is reused in-process (STORE_CACHE_TTL_MS, default 30 s; 0 turns it off). */
const cacheTtl = () => {
  const value = Number(process.env.STORE_CACHE_TTL_MS ?? 30_000);
  return Number.isFinite(value) && value >= 0 ? value : 30_000;
};

/** The store's product search; answers are the same for everyone of an audience (general / adult). */
export function createStoreService(orm: MikroORM, sql: SqlRunner = ormSqlRunner(orm, { serial: true })) {
  const pages = new ResultCache<StorePage>(500, cacheTtl());
  return {
    async search(query: StoreSearchQuery, allowAdult: boolean): Promise<StorePage> {
      const key = `${allowAdult ? 'adult' : 'general'}?${JSON.stringify(query)}`;
      const cached = pages.get(key);
      if (cached) return cached;
      const page = await searchProducts(sql, query, allowAdult);
      pages.set(key, page);
      return page;
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;

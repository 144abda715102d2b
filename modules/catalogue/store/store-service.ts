import type { MikroORM } from '@mikro-orm/postgresql';
import { createCache } from '#platform/cache/cache.ts';
import { config } from '#platform/config.ts';
import { ormSqlRunner, type SqlRunner } from '../search/sql-runner.ts';
import type { StoreSearchQuery } from './store-query.ts';
import { searchProducts, type StorePage } from './store-sql.ts';

/** The store's product search; answers are the same for everyone of an audience (general / adult). */
export function createStoreService(orm: MikroORM, sql: SqlRunner = ormSqlRunner(orm, { serial: true }), options: { now?: () => number } = {}) {
  // An answer is reused in-process for STORE_CACHE_TTL_MS (default 30 s; 0 turns it off), and answered
  // for ANSWER_CACHE_STALE_MS more while one search refreshes it.
  const pages = createCache<StorePage>({ max: 500, ttlMs: config.storeCacheTtlMs, staleMs: config.answerCacheStaleMs, now: options.now });
  return {
    /** Forgets the answers held in this process (the catalogue changed). */
    dropCached(): void {
      pages.clear();
    },
    async search(query: StoreSearchQuery, allowAdult: boolean): Promise<StorePage> {
      return pages.get(`${allowAdult ? 'adult' : 'general'}?${JSON.stringify(query)}`, () => searchProducts(sql, query, allowAdult));
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;

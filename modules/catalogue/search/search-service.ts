import type { MikroORM } from '@mikro-orm/postgresql';
import { refreshSearchDocuments, type SqlRunner } from './documents.ts';
import { ResultCache } from './result-cache.ts';
import { refreshShortKeywords } from './short-keywords.ts';
import { searchQueryParams, type SearchQuery } from './search-query.ts';
import { searchTitles, suggestTitles, type SearchPage, type SearchViewer, type SuggestionItem } from './search-sql.ts';
import { ormSqlRunner } from './sql-runner.ts';

export type SearchService = {
  search(query: SearchQuery, viewer: SearchViewer): Promise<SearchPage>;
  suggest(keyword: string, viewer: SearchViewer): Promise<SuggestionItem[]>;
  /** Rebuilds search documents (all when no ids) and forgets cached answers. */
  refresh(titleIds?: readonly number[]): Promise<void>;
};

/** How long a shared answer is reused in-process (SEARCH_CACHE_TTL_MS, default 30 s; 0 turns it off). */
const cacheTtl = () => {
  const value = Number(process.env.SEARCH_CACHE_TTL_MS ?? 30_000);
  return Number.isFinite(value) && value >= 0 ? value : 30_000;
};

export function createSearchService(orm: MikroORM, sql: SqlRunner = ormSqlRunner(orm, { serial: true })): SearchService {
  const ttl = cacheTtl();
  const pages = new ResultCache<SearchPage>(500, ttl);
  const suggestions = new ResultCache<SuggestionItem[]>(1000, ttl);
  const viewerKey = (viewer: SearchViewer) => (viewer.allowAdult ? 'adult' : 'general');
  // A database migrated with titles already in it (the seed builds documents itself): build them once;
  // likewise the short-keyword answers of documents built before they existed.
  let ready: Promise<void> | undefined;
  const ensureDocuments = () => {
    ready ??= (async () => {
      const [row] = await sql<{ missing: boolean; grams: boolean }>(
        `select not exists (select 1 from title_search) and exists (select 1 from title) as missing,
                not exists (select 1 from title_search_gram) and exists (select 1 from title_search) as grams`,
      );
      if (row?.missing) await refreshSearchDocuments(sql);
      else if (row?.grams) await refreshShortKeywords(sql);
    })();
    ready.catch(() => (ready = undefined));
    return ready;
  };
  return {
    async search(query, viewer) {
      // A member's read-status search is theirs alone: never cached.
      const personal = Boolean(query.conditions.readStatus && viewer.readTitleIds);
      const key = `${viewerKey(viewer)}?${searchQueryParams(query)}`;
      const cached = personal ? undefined : pages.get(key);
      if (cached) return cached;
      await ensureDocuments();
      const page = await searchTitles(sql, query, viewer);
      if (!personal) pages.set(key, page);
      return page;
    },
    async suggest(keyword, viewer) {
      const key = `${viewerKey(viewer)}?${keyword}`;
      const cached = suggestions.get(key);
      if (cached) return cached;
      await ensureDocuments();
      const items = await suggestTitles(sql, keyword, viewer);
      suggestions.set(key, items);
      return items;
    },
    async refresh(titleIds) {
      await refreshSearchDocuments(sql, titleIds);
      pages.clear();
      suggestions.clear();
    },
  };
}

import type { MikroORM } from '@mikro-orm/postgresql';
import { createCache } from '#platform/cache/cache.ts';
import { config } from '#platform/config.ts';
import { refreshSearchDocuments } from './documents.ts';
import { refreshShortKeywords } from './short-keywords.ts';
import { searchQueryParams, type SearchQuery } from './search-query.ts';
import { searchTitles, suggestTitles, type SearchPage, type SearchViewer, type SuggestionItem } from './search-sql.ts';
import { ormSqlRunner, type SqlRunner } from './sql-runner.ts';
import { createCardCampaigns, type CardCampaignOptions } from '../campaign-texts.ts';

export type SearchService = {
  search(query: SearchQuery, viewer: SearchViewer): Promise<SearchPage>;
  suggest(keyword: string, viewer: SearchViewer): Promise<SuggestionItem[]>;
  /** Rebuilds search documents (all when no ids) and forgets cached answers. */
  refresh(titleIds?: readonly number[]): Promise<void>;
  /** Forgets the answers held in this process (the catalogue changed, here or in another process). */
  dropCached(): void;
};

/**
 * `sql` builds the search documents (the primary); `read` answers searches and suggestions (a read
 * replica when DATABASE_READ_URL is set; the primary by default). `cardCampaigns`: what result cards show
 * of campaigns, put on after the cache at the moment asked (decision 064).
 */
export function createSearchService(orm: MikroORM, sql: SqlRunner = ormSqlRunner(orm, { serial: true }), read: SqlRunner = sql, cardCampaigns: CardCampaignOptions = {}): SearchService {
  const current = createCardCampaigns(cardCampaigns);
  // A shared answer is reused in-process for SEARCH_CACHE_TTL_MS (default 30 s; 0 turns it off).
  const ttlMs = config.searchCacheTtlMs;
  // An expired answer is still answered for ANSWER_CACHE_STALE_MS while one search refreshes it.
  const staleMs = config.answerCacheStaleMs;
  const pages = createCache<SearchPage>({ max: 500, ttlMs, staleMs });
  const suggestions = createCache<SuggestionItem[]>({ max: 1000, ttlMs, staleMs });
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
      const load = async () => {
        await ensureDocuments();
        return searchTitles(read, query, viewer);
      };
      // A member's read-status search is theirs alone: never cached.
      const page = query.conditions.readStatus && viewer.readTitleIds ? await load() : await pages.get(`${viewerKey(viewer)}?${searchQueryParams(query)}`, load);
      return { ...page, results: await current(page.results) };
    },
    async suggest(keyword, viewer) {
      return suggestions.get(`${viewerKey(viewer)}?${keyword}`, async () => {
        await ensureDocuments();
        return suggestTitles(read, keyword, viewer);
      });
    },
    dropCached() {
      pages.clear();
      suggestions.clear();
    },
    async refresh(titleIds) {
      await refreshSearchDocuments(sql, titleIds);
      pages.clear();
      suggestions.clear();
    },
  };
}

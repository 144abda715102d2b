import type { MikroORM } from '@mikro-orm/postgresql';
import { catalogueDb } from '../kysely-db.ts';
import { ormSqlRunner } from '../search/sql-runner.ts';
import { createCardCampaigns, type CardCampaignOptions } from '../campaign-texts.ts';
import type { KanaRow, ListSort } from './list-query.ts';
import { topTitles, countTitles, genreEntries, kanaRowCounts, kanaRowTitles, listTitles, type GenreEntry, type ListFilter, type ListPage } from './list-sql.ts';

export type Genre = Omit<GenreEntry, 'titleCount'>;

/**
 * The list pages' queries. `allowAdult`: the viewer is a signed-in member with userValidAdult 1. Cards
 * show the campaigns running at the moment asked (`options`, decision 064).
 */
export function createListService(orm: MikroORM, options: CardCampaignOptions = {}) {
  const sql = ormSqlRunner(orm, { serial: true });
  const current = createCardCampaigns(options);
  const currentPage = async (page: ListPage): Promise<ListPage> => ({ ...page, results: await current(page.results) });
  let genres: Promise<Genre[]> | undefined;
  const allGenres = () => {
    genres ??= catalogueDb(orm).selectFrom('genre').select(['code', 'slug', 'name_ja', 'is_adult']).orderBy('sort_order').orderBy('code').execute().then((rows) =>
      rows.map((r) => ({ code: r.code, slug: r.slug, nameJa: r.name_ja, isAdult: r.is_adult })),
    );
    genres.catch(() => (genres = undefined));
    return genres;
  };

  return {
    list: (filter: ListFilter, sort: ListSort, page: number, allowAdult: boolean): Promise<ListPage> => listTitles(sql, filter, sort, page, allowAdult).then(currentPage),
    top: (filter: ListFilter, sort: ListSort, limit: number, allowAdult: boolean) => topTitles(sql, filter, sort, limit, allowAdult).then(current),
    count: (filter: ListFilter, allowAdult: boolean): Promise<number> => countTitles(sql, filter, allowAdult),
    kanaRow: (row: KanaRow, page: number, allowAdult: boolean): Promise<ListPage> => kanaRowTitles(sql, row, page, allowAdult).then(currentPage),
    kanaRowCounts: (allowAdult: boolean) => kanaRowCounts(sql, allowAdult),
    genres: (allowAdult: boolean): Promise<GenreEntry[]> => genreEntries(sql, allowAdult),
    /** A genre by its slug (case-insensitive), adult or not; null when there is none. */
    async genreBySlug(slug: string): Promise<Genre | null> {
      const lower = slug.toLowerCase();
      return (await allGenres()).find((g) => g.slug === lower) ?? null;
    },
  };
}

export type ListService = ReturnType<typeof createListService>;

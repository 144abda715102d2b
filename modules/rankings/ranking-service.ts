import type { MikroORM } from '@mikro-orm/postgresql';
import type { TitleCard } from '#modules/catalogue/index.ts';
import { memoizeAsync } from '#platform/cache/memoize-async.ts';
import { config } from '#platform/config.ts';
import { RANKING_LISTS, RANKING_PAGE_SIZE, RANKING_SIZE, type RankingBasis, type RankingKind } from './rules.ts';

/** How a title moved: MONTHLY against the previous 30 days, WEEKLY titles are all rising. */
export type Movement = 'up' | 'down' | 'same' | 'new' | 'rising';

export type RankedTitle = { rank: number; movement: Movement; score: number; growth: number; title: TitleCard };

export type RankingQuery = { kind: RankingKind; basis: RankingBasis; list: string; page: number };

export type RankingPage = RankingQuery & { entries: RankedTitle[]; titleCount: number; maxPage: number; computedAt: string | null };

type EntryRow = { title_id: number; position: number; score: number; growth: number; previous_position: number | null };

const movementOf = (kind: RankingKind, row: EntryRow): Movement => {
  if (kind === 'WEEKLY') return 'rising';
  if (row.previous_position == null) return 'new';
  return row.previous_position > row.position ? 'up' : row.previous_position < row.position ? 'down' : 'same';
};

/** Whether a viewer may see a list at all (TL and BL only for adult-valid members). */
export const listVisible = (key: string, allowAdult: boolean) => RANKING_LISTS.some((list) => list.key === key && (allowAdult || !list.adult));

/** Pages are kept this long in memory (a refresh in this process drops them at once; one in another process is seen after this). */
const PAGE_MEMO_MS = 30_000;

export type RankingDeps = {
  cards: (titleIds: number[]) => Promise<Map<number, TitleCard>>;
  /** What cards show of campaigns at the moment asked, put on after the page memo (the catalogue's `currentCards`, decision 064). */
  current?: (cards: readonly TitleCard[]) => Promise<TitleCard[]>;
};

/**
 * Reads the rollups the refresh job wrote (never counts events). Ranks are the places among the
 * titles this viewer may see: adult titles are skipped unless `allowAdult`.
 */
export function createRankingService(orm: MikroORM, deps: RankingDeps) {
  const current = deps.current ?? (async (cards: readonly TitleCard[]) => [...cards]);
  const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(query, params);
  let generation = 0;

  async function readPage(query: RankingQuery, allowAdult: boolean): Promise<RankingPage> {
    const [rows, [state]] = await Promise.all([
      listVisible(query.list, allowAdult)
        ? sql<EntryRow>(
            `select title_id, position, score, growth, previous_position from ranking_entry
              where kind = ? and basis = ? and list = ? and (? or not is_adult) order by position limit ?`,
            [query.kind, query.basis, query.list, allowAdult, RANKING_SIZE],
          )
        : Promise.resolve([] as EntryRow[]),
      sql<{ computed_at: Date | string }>('select computed_at from ranking_state where id = 1'),
    ]);
    const maxPage = Math.max(1, Math.ceil(rows.length / RANKING_PAGE_SIZE));
    const page = Math.min(Math.max(1, Math.trunc(query.page)), maxPage);
    const offset = (page - 1) * RANKING_PAGE_SIZE;
    const slice = rows.slice(offset, offset + RANKING_PAGE_SIZE);
    const cards = await deps.cards(slice.map((r) => r.title_id));
    const entries = slice.flatMap((row, i) => {
      const title = cards.get(row.title_id);
      return title ? [{ rank: offset + i + 1, movement: movementOf(query.kind, row), score: row.score, growth: row.growth, title }] : [];
    });
    return { ...query, page, entries, titleCount: rows.length, maxPage, computedAt: state ? new Date(state.computed_at).toISOString() : null };
  }

  // At most 2 kinds × 2 bases × 10 lists × 5 pages × 2 audiences keys per generation (the query is validated).
  const memoPage = memoizeAsync((_generation: number, query: RankingQuery, allowAdult: boolean) => readPage(query, allowAdult), {
    ttlMs: PAGE_MEMO_MS,
    // An expired page is answered while one read refreshes it; a refresh of the rankings moves to a new generation.
    staleMs: config.answerCacheStaleMs,
    maxEntries: 500,
    key: (g, q, adult) => `${g}|${q.kind}|${q.basis}|${q.list}|${Math.trunc(q.page)}|${adult}`,
  });

  return {
    async page(query: RankingQuery, allowAdult: boolean): Promise<RankingPage> {
      const page = (await memoPage(generation, query, allowAdult))!;
      const titles = await current(page.entries.map((entry) => entry.title));
      return { ...page, entries: page.entries.map((entry, i) => (entry.title === titles[i] ? entry : { ...entry, title: titles[i]! })) };
    },

    /** Forgets the pages read so far (called after a refresh). */
    invalidate() {
      generation += 1;
    },

    /** The first titles of the general MONTHLY BESTSELLER list for the general audience (the top page's ranking block). */
    async top(limit: number): Promise<TitleCard[]> {
      const rows = await sql<{ title_id: number }>(
        `select title_id from ranking_entry where kind = 'MONTHLY' and basis = 'BESTSELLER' and list = 'general' and not is_adult order by position limit ?`,
        [limit],
      );
      const cards = await deps.cards(rows.map((r) => r.title_id));
      return rows.flatMap((r) => cards.get(r.title_id) ?? []);
    },
  };
}

export type RankingService = ReturnType<typeof createRankingService>;

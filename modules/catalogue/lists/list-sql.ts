/**
 * The list pages' statements: one filter per list, one sort key per sort option, a page of cards and
 * the exact count. Adult titles (and TL/BL genres) only when the viewer may see them.
 */
import { CAMPAIGN_RUNNING_SQL, type TitleCard } from '../title-view.ts';
import type { SqlRunner } from '../search/sql-runner.ts';
import { CARD_COLUMNS, toCard, type CardRow } from '../search/search-sql.ts';
import { PAGE_SIZE } from '../search/search-query.ts';
import { KANA_ROW_RANGES, StoreFree, type KanaRow, type ListKind, type ListSort } from './list-query.ts';

export type ListPage = { results: TitleCard[]; titleCount: number; maxPage: number; page: number };

export type ListFilter = { kind: ListKind; genreCode?: number; free?: StoreFree };


const FILTERS: Record<ListKind, (filter: ListFilter, add: (value: unknown) => string) => string> = {
  all: () => 'true',
  // Comics: every title but the magazines.
  comics: () => 't.genre_code <> 9002',
  new: () => 't.is_new',
  free: () => '(t.is_free or t.is_free_for_wait)',
  store: (f) => (f.free === StoreFree.TrialOnly ? `t.is_store and t.free_info is not null` : 't.is_store'),
  campaign: () => CAMPAIGN_RUNNING_SQL,
  // Free for a limited time: a running campaign that gives episodes or volumes away.
  end: () => `${CAMPAIGN_RUNNING_SQL} and t.campaign_text like '%無料%'`,
  genre: (f, add) => `t.genre_code = ${add(f.genreCode ?? -1)}::smallint`,
  // Staff picks: the titles staff gave a label (アニメ化, 話題作 …).
  recommend: () => 't.label_text is not null',
};

const ORDER: Record<ListSort, string> = {
  1: 't.monthly_sales_amount desc, t.id',
  2: 't.started_at desc, t.id',
  3: 't.campaign_end_at asc nulls last, t.monthly_sales_amount desc, t.id',
};

function pageOf(rows: CardRow[], total: number, page: number): ListPage {
  return { results: rows.map(toCard), titleCount: total, maxPage: Math.ceil(total / PAGE_SIZE), page };
}

async function run(sql: SqlRunner, where: string, params: unknown[], order: string, page: number): Promise<ListPage> {
  const limit = `$${params.length + 1}`;
  const offset = `$${params.length + 2}`;
  const [rows, counted] = await Promise.all([
    sql<CardRow>(
      `select ${CARD_COLUMNS} from title t join genre g on g.code = t.genre_code
        where ${where} order by ${order} limit ${limit} offset ${offset}`,
      [...params, PAGE_SIZE, (page - 1) * PAGE_SIZE],
    ),
    sql<{ n: string }>(`select count(*) as n from title t where ${where}`, params),
  ]);
  return pageOf(rows, Number(counted[0]?.n ?? 0), page);
}

function whereFor(filter: ListFilter, allowAdult: boolean): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const clauses = [FILTERS[filter.kind](filter, add)];
  if (!allowAdult) clauses.push('not t.is_adult', 'not exists (select 1 from genre ag where ag.code = t.genre_code and ag.is_adult)');
  return { where: clauses.join(' and '), params };
}

/** One page of a list, with the exact number of titles in it. */
export function listTitles(sql: SqlRunner, filter: ListFilter, sort: ListSort, page: number, allowAdult: boolean): Promise<ListPage> {
  const { where, params } = whereFor(filter, allowAdult);
  return run(sql, where, params, ORDER[sort], page);
}

/** The first `limit` titles of a list, without counting (content blocks). */
export async function topTitles(sql: SqlRunner, filter: ListFilter, sort: ListSort, limit: number, allowAdult: boolean): Promise<TitleCard[]> {
  const { where, params } = whereFor(filter, allowAdult);
  const rows = await sql<CardRow>(
    `select ${CARD_COLUMNS} from title t join genre g on g.code = t.genre_code where ${where} order by ${ORDER[sort]} limit $${params.length + 1}`,
    [...params, limit],
  );
  return rows.map(toCard);
}

/** The number of titles in a list (the page-range guard). */
export async function countTitles(sql: SqlRunner, filter: ListFilter, allowAdult: boolean): Promise<number> {
  const { where, params } = whereFor(filter, allowAdult);
  const [row] = await sql<{ n: string }>(`select count(*) as n from title t where ${where}`, params);
  return Number(row?.n ?? 0);
}

/** Code-point order (katakana ranges), whatever the database's collation. */
const KANA_WHERE = `left(t.title_kana, 1) collate "C" >= $1::text and left(t.title_kana, 1) collate "C" <= $2::text`;

/** The title index: titles whose reading starts in the row, in reading order. */
export function kanaRowTitles(sql: SqlRunner, row: KanaRow, page: number, allowAdult: boolean): Promise<ListPage> {
  const [from, to] = KANA_ROW_RANGES[row];
  return run(sql, `${KANA_WHERE}${allowAdult ? '' : ' and not t.is_adult'}`, [from, to], 't.title_kana collate "C", t.id', page);
}

/** How many titles each kana row holds. */
export async function kanaRowCounts(sql: SqlRunner, allowAdult: boolean): Promise<Record<KanaRow, number>> {
  const entries = await Promise.all(
    (Object.entries(KANA_ROW_RANGES) as [KanaRow, [string, string]][]).map(async ([row, [from, to]]) => {
      const [counted] = await sql<{ n: string }>(`select count(*) as n from title t where ${KANA_WHERE}${allowAdult ? '' : ' and not t.is_adult'}`, [from, to]);
      return [row, Number(counted?.n ?? 0)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<KanaRow, number>;
}

export type GenreEntry = { code: number; slug: string; nameJa: string; isAdult: boolean; titleCount: number };

/** The genres, in their order, with how many titles each holds; adult genres only for those allowed. */
export async function genreEntries(sql: SqlRunner, allowAdult: boolean): Promise<GenreEntry[]> {
  const rows = await sql<{ code: number; slug: string; name_ja: string; is_adult: boolean; n: string }>(
    `select g.code, g.slug, g.name_ja, g.is_adult, (select count(*) from title t where t.genre_code = g.code${allowAdult ? '' : ' and not t.is_adult'}) as n
       from genre g ${allowAdult ? '' : 'where not g.is_adult'} order by g.sort_order, g.code`,
  );
  return rows.map((r) => ({ code: r.code, slug: r.slug, nameJa: r.name_ja, isAdult: r.is_adult, titleCount: Number(r.n) }));
}

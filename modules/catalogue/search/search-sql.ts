/**
 * The search and suggestion statements over `title_search` joined to `title`. The keyword is folded
 * by the same function that built the documents (fold.ts); a document matches when it holds every
 * bigram of the folded keyword (GIN index) and, checked on those rows, the keyword itself.
 */
import { cardExtras, coverPath, runningCampaign, type TitleCard } from '../title-view.ts';
import type { SqlRunner } from './sql-runner.ts';
import { fold, queryGrams } from './fold.ts';
import { relevanceOf } from './relevance.ts';
import { SHORT_KEYWORD, TOP_IDS } from './short-keywords.ts';
import { ADULT_GENRE_CODES, COUNT_CAP, PAGE_SIZE, ReadStatus, SearchSort, StoreDisplay, type SearchQuery, type SelectedConditions } from './search-query.ts';

/**
 * Who searches: adult titles only for adult-valid members; `readTitleIds` (the member's opened titles,
 * from the reader) makes the read-status condition filter, and is absent for visitors.
 */
export type SearchViewer = { allowAdult: boolean; readTitleIds?: readonly number[] };

export type SearchPage = {
  results: TitleCard[];
  /** Exact up to COUNT_CAP; COUNT_CAP means "COUNT_CAP or more". */
  titleCount: number;
  maxPage: number;
  page: number;
};

export type SuggestionItem = {
  titleName: string;
  titleCode: string;
  author: string;
  thumbnailImagePath: string;
  getAdultFlag: boolean;
  isPurchased: boolean;
};

export const SUGGESTION_LIMIT = 5;

const RELEVANCE = relevanceOf('$1');

/** A 1- or 2-character keyword may match most of the catalogue (short-keywords.ts). */
const isShort = (folded: string) => folded !== '' && Array.from(folded).length <= SHORT_KEYWORD;


const SORT_KEY: Record<SearchQuery['sort'], string> = {
  9: 't.monthly_sales_amount desc',
  1: 't.updated_at desc',
  11: 't.favorite_count desc',
  5: 't.total_review_count desc',
  6: 's.free_story_count desc',
};

type Where = { clauses: string[]; params: unknown[] };

/**
 * Filters shared by search and suggestions; $1 is the folded keyword. `slim`: only the keyword
 * (no condition), so the adult flag is read from the document and `title` need not be joined.
 */
function whereFor(folded: string, conditions: SelectedConditions, viewer: SearchViewer, slim = false): Where | null {
  const params: unknown[] = [folded];
  const clauses: string[] = [];
  /** The next `$n` placeholder, holding `value`. */
  const param = (value: unknown) => `$${params.push(value)}`;
  const add = (clause: string) => void clauses.push(clause);
  if (folded) {
    add(`s.grams @> ${param(queryGrams(folded))}::text[]`);
    clauses.push('strpos(s.doc, $1) > 0');
  } else {
    // Always true; keeps $1 referenced so that every placeholder has a type.
    clauses.push("$1::text = ''");
  }
  if (!viewer.allowAdult) clauses.push(slim ? 'not s.is_adult' : 'not t.is_adult');
  if (conditions.genres.length) {
    const genres = viewer.allowAdult ? conditions.genres : conditions.genres.filter((g) => !ADULT_GENRE_CODES.includes(g));
    // Only adult genres asked for by someone who may not see them: nothing matches.
    if (genres.length === 0) return null;
    add(`t.genre_code = any(${param(genres)}::smallint[])`);
  }
  if (conditions.completion === 1) clauses.push('t.is_completed');
  if (conditions.completion === 2) clauses.push('not t.is_completed');
  if (conditions.display === StoreDisplay.Hide) clauses.push('not t.is_store');
  if (conditions.updatePeriod) add(`t.updated_at >= now() - make_interval(days => ${param(conditions.updatePeriod === 1 ? 7 : 30)}::int)`);
  const free = conditions.free;
  const kinds = [free.allFree && 't.is_free', free.waitFree && 't.is_free_for_wait', free.hasFree && 's.free_story_count > 0'].filter(Boolean);
  if (kinds.length) clauses.push(`(${kinds.join(' or ')})`);
  // Read status (members only): 1 unread = never opened, 2 read = opened at least one story.
  if (conditions.readStatus && viewer.readTitleIds) {
    const ids = param(`{${viewer.readTitleIds.join(',')}}`);
    add(conditions.readStatus === ReadStatus.Read ? `t.id = any(${ids}::int[])` : `not (t.id = any(${ids}::int[]))`);
  }
  return { clauses, params };
}

export type CardRow = {
  total?: never;
  title_code: string; title_name: string; genre_code: number; genre_name: string; authors: string | null;
  is_new: boolean; is_free: boolean; is_free_for_wait: boolean; is_store: boolean; label_text: string | null;
  label_color: string | null; free_info: string | null; campaign_text: string | null; campaign_color: number | null;
  campaign_start_at: Date | string | null; campaign_end_at: Date | string | null; updated_at: Date | string; is_adult: boolean; total_review_count: number; total_review_point: number;
  monthly_sales_amount: number; favorite_count: number;
};

const AUTHORS_OF = `(select string_agg(distinct_name, '・' order by pos) from (
    select a.name as distinct_name, min(ta.position) as pos from title_author ta join author a on a.id = ta.author_id
     where ta.title_id = t.id group by a.name) as names)`;

export function toCard(row: CardRow): TitleCard {
  const campaign = runningCampaign({ text: row.campaign_text, color: row.campaign_color, startAt: row.campaign_start_at, endAt: row.campaign_end_at });
  return {
    titleCode: row.title_code,
    titleName: row.title_name,
    thumbnailImagePath: coverPath(row.title_code, 240),
    coverImagePath: coverPath(row.title_code, 480),
    genreCode: row.genre_code,
    genreName: row.genre_name,
    authors: row.authors ?? '',
    isNew: row.is_new,
    isFree: row.is_free,
    isFreeForWait: row.is_free_for_wait,
    isStore: row.is_store,
    labelText: row.label_text,
    labelColor: row.label_color,
    freeInfo: row.free_info,
    ...campaign,
    updateDate: new Date(row.updated_at).toISOString(),
    getAdultFlag: row.is_adult,
    totalReviewCount: row.total_review_count,
    totalReviewPoint: row.total_review_point,
    monthlySalesAmount: row.monthly_sales_amount,
    favs: row.favorite_count,
    ...cardExtras(row.title_code, campaign, row.campaign_end_at),
  };
}

/** `slim`: ranked from `title_search` alone (its copies of the adult flag and popularity), no join. */
type Plan = { folded: string; where: Where; order: string[]; slim?: boolean };

/** Relevance, then popularity from the document: the default order of a slim plan. */
const SLIM_ORDER = [`${RELEVANCE} desc`, 's.popularity desc', 's.title_id'];

export const CARD_COLUMNS = `t.title_code, t.title_name, t.genre_code, g.name_ja as genre_name, ${AUTHORS_OF} as authors,
  t.is_new, t.is_free, t.is_free_for_wait, t.is_store, t.label_text, t.label_color, t.free_info,
  t.campaign_text, t.campaign_color, t.campaign_start_at, t.campaign_end_at, t.updated_at, t.is_adult, t.total_review_count, t.total_review_point,
  t.monthly_sales_amount, t.favorite_count`;

/**
 * The ids of one page, best first. A short keyword, ranked by relevance then popularity, is ranked
 * among candidates only: the most popular matches, plus the most popular titles whose name or
 * reading is or starts with the keyword (prefix indexes). Everything else ranks all matches.
 */
function rankedIdsSql(plan: Plan, limit: number, offset: number, relevanceFirst: boolean): { text: string; params: unknown[] } {
  const params = [...plan.where.params];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const filter = plan.where.clauses.length ? `where ${plan.where.clauses.join(' and ')}` : '';
  const from = plan.slim ? 'from title_search s' : 'from title_search s join title t on t.id = s.title_id';
  const short = isShort(plan.folded);
  if (short && relevanceFirst) {
    const candidates = p(40 + offset + limit);
    const prefix = p(`${plan.folded}%`);
    const popular = `order by t.monthly_sales_amount desc, t.id limit ${candidates}`;
    return {
      text: `with candidates as (
          (select s.title_id ${from} ${filter} ${popular})
          union (select s.title_id ${from} ${filter} and (s.title_fold like ${prefix} or s.kana_fold like ${prefix}) ${popular})
          union (select s.title_id ${from} ${filter} and (s.title_fold = $1 or s.kana_fold = $1) ${popular}))
        select s.title_id as id from candidates c join title_search s on s.title_id = c.title_id join title t on t.id = s.title_id
         order by ${plan.order.join(', ')} limit ${p(limit)} offset ${p(offset)}`,
      params,
    };
  }
  // A slim plan ranks every match anyway: it counts them on the way (count(*) over ()).
  return { text: `select ${plan.slim ? 's.title_id as id, count(*) over () as total' : 't.id'} ${from} ${filter} order by ${plan.order.join(', ')} limit ${p(limit)} offset ${p(offset)}`, params };
}

/** The number of matches, counting no further than COUNT_CAP. */
function countSql(plan: Plan): { text: string; params: unknown[] } {
  const filter = plan.where.clauses.length ? `where ${plan.where.clauses.join(' and ')}` : '';
  const from = plan.slim ? 'title_search s' : 'title_search s join title t on t.id = s.title_id';
  return { text: `select count(*) as n from (select 1 from ${from} ${filter} limit ${COUNT_CAP}) as c`, params: plan.where.params };
}

/**
 * A page of a 1- or 2-character keyword read from `title_search_gram` (short-keywords.ts): the match
 * count and the rows of ids offset+1 … offset+limit, in order. Undefined when the gram has no row
 * (the table is not built yet, or nothing matches): the caller then asks the documents.
 */
async function precomputedPage<T>(sql: SqlRunner, folded: string, viewer: SearchViewer, offset: number, limit: number, columns: string) {
  // The adult flag is checked again on the title itself, so a stale row can never show an adult title.
  const rows = await sql<T & { match_count: number; ord: string | null }>(
    `select q.match_count, c.* from title_search_gram q
       left join lateral (
         select m.ord, ${columns} from unnest(q.top_ids[$3:$4]) with ordinality as m(id, ord)
           join title t on t.id = m.id join genre g on g.code = t.genre_code
          where $2 or not t.is_adult) as c on true
      where q.gram = $1 and q.for_adult = $2
      order by c.ord`,
    [folded, viewer.allowAdult, offset + 1, offset + limit],
  );
  if (!rows.length) return undefined;
  return { count: Number(rows[0]!.match_count), rows: rows.filter((row) => row.ord !== null) as T[] };
}

/** One page of results with the total count; relevance first for the default sort, then the sort key. */
export async function searchTitles(sql: SqlRunner, query: SearchQuery, viewer: SearchViewer): Promise<SearchPage> {
  const folded = fold(query.keyword);
  const where = whereFor(folded, query.conditions, viewer);
  const page = query.page;
  if (!where) return { results: [], titleCount: 0, maxPage: 0, page };
  // Only the keyword (the default sort, no condition): a short keyword is answered precomputed.
  const c = query.conditions;
  const plain = query.sort === SearchSort.Popular && !c.genres.length && !c.completion && !c.display && !c.updatePeriod && !c.readStatus
    && !c.free.allFree && !c.free.waitFree && !c.free.hasFree;
  if (plain && isShort(folded) && page * PAGE_SIZE <= TOP_IDS) {
    const found = await precomputedPage<CardRow>(sql, folded, viewer, (page - 1) * PAGE_SIZE, PAGE_SIZE, CARD_COLUMNS);
    if (found) {
      const titleCount = Math.min(found.count, COUNT_CAP);
      return { results: found.rows.map(toCard), titleCount, maxPage: Math.ceil(titleCount / PAGE_SIZE), page };
    }
  }
  const slim = plain && folded !== '' && !isShort(folded);
  const relevance = folded ? `${RELEVANCE} desc` : null;
  const relevanceFirst = query.sort === SearchSort.Popular && query.conditions.display !== StoreDisplay.First;
  const order = [
    query.conditions.display === StoreDisplay.First ? 't.is_store desc' : null,
    query.sort === SearchSort.Popular ? relevance : null,
    SORT_KEY[query.sort],
    query.sort === SearchSort.Popular ? null : relevance,
    't.monthly_sales_amount desc',
    't.id',
  ].filter((o): o is string => Boolean(o));
  const plan: Plan = slim ? { folded, where: whereFor(folded, c, viewer, true)!, order: SLIM_ORDER, slim } : { folded, where, order };
  const ranked = rankedIdsSql(plan, PAGE_SIZE, (page - 1) * PAGE_SIZE, relevanceFirst);
  const count = countSql(plan);
  const counting = () => sql<{ n: string }>(count.text, count.params).then((counted) => Number(counted[0]?.n ?? 0));
  // row_number() over () keeps the ranked order through the joins.
  const page$ = sql<CardRow & { match_total: string | null }>(
    `select ${CARD_COLUMNS}, ${slim ? 'm.total' : 'null'} as match_total
       from (select ${slim ? 'id, total' : 'id'}, row_number() over () as ord from (${ranked.text}) as ranked) as m
       join title t on t.id = m.id join genre g on g.code = t.genre_code
      ${viewer.allowAdult ? '' : 'where not t.is_adult'}
      order by m.ord`,
    ranked.params,
  );
  let rows: CardRow[];
  let titleCount: number;
  if (slim) {
    const ranked = await page$;
    rows = ranked;
    // No row (past the last page, or nothing matches): count separately.
    titleCount = ranked.length ? Math.min(Number(ranked[0]!.match_total), COUNT_CAP) : await counting();
  } else {
    [rows, titleCount] = await Promise.all([page$, counting()]);
  }
  return { results: rows.map(toCard), titleCount, maxPage: Math.ceil(titleCount / PAGE_SIZE), page };
}

/** At most SUGGESTION_LIMIT titles for a keyword, best match first; [] for a keyword with nothing searchable. */
export async function suggestTitles(sql: SqlRunner, keyword: string, viewer: SearchViewer): Promise<SuggestionItem[]> {
  const folded = fold(keyword);
  if (!folded) return [];
  type Row = { title_code: string; title_name: string; is_adult: boolean; authors: string | null };
  const columns = `t.title_code, t.title_name, t.is_adult, ${AUTHORS_OF} as authors`;
  const found = isShort(folded) ? await precomputedPage<Row>(sql, folded, viewer, 0, SUGGESTION_LIMIT, columns) : undefined;
  const rows = found?.rows ?? (await suggestFromDocuments(sql, folded, viewer, columns));
  return rows.map((row) => ({
    titleName: row.title_name,
    titleCode: row.title_code,
    author: row.authors ?? '',
    thumbnailImagePath: coverPath(row.title_code, 120),
    getAdultFlag: row.is_adult,
    isPurchased: false,
  }));
}

async function suggestFromDocuments<T>(sql: SqlRunner, folded: string, viewer: SearchViewer, columns: string): Promise<T[]> {
  const none: SelectedConditions = { genres: [], completion: 0, display: 0, updatePeriod: 0, readStatus: 0, free: { allFree: false, waitFree: false, hasFree: false } };
  const slim = !isShort(folded);
  const where = whereFor(folded, none, viewer, slim)!;
  const plan: Plan = slim ? { folded, where, order: SLIM_ORDER, slim } : { folded, where, order: [`${RELEVANCE} desc`, 't.monthly_sales_amount desc', 't.id'] };
  const ranked = rankedIdsSql(plan, SUGGESTION_LIMIT, 0, true);
  return sql<T>(
    `select ${columns}
       from (select id, row_number() over () as ord from (${ranked.text}) as ranked) as best
       join title t on t.id = best.id
      ${viewer.allowAdult ? '' : 'where not t.is_adult'}
      order by best.ord`,
    ranked.params,
  );
}

/**
 * The list pages (/book/, /comics/, /book/new/ …): which titles each shows, its sort options and the
 * address parameters, normalised like the search's (spec §5: unknown keys and bad values fall back to
 * defaults). Browser-safe (no server imports).
 */
import { genrePath } from '#platform/routes/site-paths.ts';
import { MAX_PAGE, parseTwoStateFlag } from '../search/search-query.ts';

/** List sort options (spec §3): 1 popular, 2 recently started, 3 ending soon. */
export const LIST_SORTS = [1, 2, 3] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const LIST_SORT_LABELS: Record<ListSort, string> = { 1: '人気順', 2: '新着順', 3: '終了が近い順' };

export type ListKind = 'all' | 'comics' | 'new' | 'free' | 'store' | 'campaign' | 'end' | 'genre' | 'recommend';

export type ListDefinition = {
  path: string;
  heading: string;
  /** The sorts offered, the first being the default. */
  sorts: readonly ListSort[];
};

/** Sort 3 only where titles have an end: titles on sale and free until soon. */
export const LISTS: Record<Exclude<ListKind, 'genre'>, ListDefinition> = {
  all: { path: '/book/', heading: 'マンガ一覧', sorts: [1, 2] },
  comics: { path: '/comics/', heading: 'コミック一覧', sorts: [1, 2] },
  new: { path: '/book/new/', heading: '新着・新連載マンガ', sorts: [2, 1] },
  free: { path: '/book/free/', heading: '無料・待てば¥0で読めるマンガ', sorts: [1, 2] },
  store: { path: '/book/store/', heading: 'ストア（単行本）', sorts: [1, 2] },
  campaign: { path: '/book/campaign/titles/', heading: 'セール・キャンペーン中の作品', sorts: [1, 2, 3] },
  end: { path: '/book/end/', heading: '期間限定無料（まもなく終了）', sorts: [3, 1, 2] },
  recommend: { path: '/recommend/', heading: 'おすすめマンガ', sorts: [1, 2] },
};

export const GENRE_LIST_SORTS: readonly ListSort[] = [1, 2];

/** Store page: 1 only titles with free episodes to try, 2 every store title (the navigation passes 2). */
export const StoreFree = { TrialOnly: 1, All: 2 } as const;
export type StoreFree = (typeof StoreFree)[keyof typeof StoreFree];

export type ListQuery = {
  kind: ListKind;
  /** Genre slug (genre lists only), lower case. */
  genre: string | null;
  sort: ListSort;
  page: number;
  /** /book/store/ only. */
  free: StoreFree;
  /** The view asked for in the address (true list, false grid), null when absent. */
  list: boolean | null;
};

type Params = { get(name: string): string | null };

const parsePage = (value: string | null) => (value && /^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_PAGE ? Number(value) : 1);

export function normalizeListQuery(kind: ListKind, params: Params, sorts: readonly ListSort[], genre: string | null = null): ListQuery {
  const sort = Number(params.get('sort'));
  return {
    kind,
    genre: genre?.toLowerCase() ?? null,
    sort: (sorts as readonly number[]).includes(sort) ? (sort as ListSort) : sorts[0]!,
    page: parsePage(params.get('page')),
    free: kind === 'store' && params.get('free') === '1' ? StoreFree.TrialOnly : StoreFree.All,
    list: parseTwoStateFlag(params.get('list') ?? undefined),
  };
}

export function listBasePath(query: Pick<ListQuery, 'kind' | 'genre'>): string {
  return query.kind === 'genre' ? genrePath(query.genre ?? '') : LISTS[query.kind].path;
}

/** A list page's address; defaults left out (the default sort is the list's first). */
export function listHref(query: ListQuery, sorts: readonly ListSort[], options: { withView?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (query.sort !== sorts[0]) params.set('sort', String(query.sort));
  if (query.kind === 'store' && query.free === StoreFree.TrialOnly) params.set('free', '1');
  if (query.page !== 1) params.set('page', String(query.page));
  if (options.withView && query.list !== null) params.set('list', query.list ? '1' : '0');
  const qs = params.toString();
  return qs ? `${listBasePath(query)}?${qs}` : listBasePath(query);
}

/** The kana rows of the title index (/book/title/), by the first katakana of the reading. */
export const KANA_ROWS = ['あ', 'か', 'さ', 'た', 'な', 'は', 'ま', 'や', 'ら', 'わ'] as const;
export type KanaRow = (typeof KANA_ROWS)[number];

/** Inclusive katakana ranges of each row (small kana, voiced and semi-voiced forms included). */
export const KANA_ROW_RANGES: Record<KanaRow, [string, string]> = {
  あ: ['ァ', 'オ'],
  か: ['カ', 'ゴ'],
  さ: ['サ', 'ゾ'],
  た: ['タ', 'ド'],
  な: ['ナ', 'ノ'],
  は: ['ハ', 'ポ'],
  ま: ['マ', 'モ'],
  や: ['ャ', 'ヨ'],
  ら: ['ラ', 'ロ'],
  わ: ['ヮ', 'ヺ'],
};

export function parseKanaRow(value: string | null): KanaRow {
  return (KANA_ROWS as readonly string[]).includes(value ?? '') ? (value as KanaRow) : 'あ';
}

export function kanaIndexHref(row: KanaRow, page = 1): string {
  const params = new URLSearchParams();
  if (row !== 'あ') params.set('row', row);
  if (page !== 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `/book/title/?${qs}` : '/book/title/';
}

/** The list a page address shows (for route guards): a fixed list, a genre, the kana index, or null. */
export function listRouteOf(pathname: string): { kind: ListKind; genre: string | null } | { kind: 'kana' } | null {
  if (pathname === '/book/title/') return { kind: 'kana' };
  const genre = /^\/book\/genre\/([^/]+)\/$/.exec(pathname);
  if (genre) return { kind: 'genre', genre: genre[1]! };
  const fixed = (Object.entries(LISTS) as [ListKind, ListDefinition][]).find(([, d]) => d.path === pathname);
  return fixed ? { kind: fixed[0], genre: null } : null;
}

/** The page number an address asks for (1 when absent or invalid). */
export const pageParam = (params: Params): number => parsePage(params.get('page'));

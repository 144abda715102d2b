/**
 * Search query parameters, normalised as the spec's validation rules say (§5): only known keys with
 * valid values are kept, everything else falls back to its default. Flags take "1", 1, "true", true
 * as true; the two-state `list` flag takes only "1", 1, "0", 0. Browser-safe (no server imports).
 */

/** Search sort codes (spec §3), in the order the page offers them. */
export const SearchSort = { Popular: 9, New: 1, Favorites: 11, Reviews: 5, FreeStories: 6 } as const;
export const SORT_CODES = [SearchSort.Popular, SearchSort.New, SearchSort.Favorites, SearchSort.Reviews, SearchSort.FreeStories] as const;
export type SortCode = (typeof SORT_CODES)[number];
export const DEFAULT_SORT: SortCode = SearchSort.Popular;
export const SORT_OPTIONS: readonly { code: SortCode; label: string }[] = [
  { code: SearchSort.Popular, label: '人気順' },
  { code: SearchSort.New, label: '新着順' },
  { code: SearchSort.Favorites, label: 'お気に入り数順' },
  { code: SearchSort.Reviews, label: 'レビュー数順' },
  { code: SearchSort.FreeStories, label: '無料話数順' },
];

/** Search genre codes (spec §3); TL and BL are adult genres. */
export const GENRE_CODES = [1111, 1112, 1113, 1120, 1122, 1123, 9002] as const;
export type GenreCode = (typeof GENRE_CODES)[number];
export const ADULT_GENRE_CODES: readonly GenreCode[] = [1122, 1123];

/**
 * The spec's genre ids (§ genre ids): GENERAL (every genre: no genre filter, the 総合 lists) beside the
 * six genres. GENERAL is no row of the genre table and no search condition; it names "all".
 */
export const GenreId = { GENERAL: 0, SHOUNEN: 1111, SHOUJO: 1112, SEINEN: 1113, JOSEI: 1120, TL: 1122, BL: 1123 } as const;
export type GenreIdName = keyof typeof GenreId;
export const GENRE_ID_LABELS: Record<GenreIdName, string> = { GENERAL: '総合', SHOUNEN: '少年', SHOUJO: '少女', SEINEN: '青年', JOSEI: '女性', TL: 'TL', BL: 'BL' };

/** 0 = no filter; 1 / 2 are the spec's codes. */
export type TwoCode = 0 | 1 | 2;
/** The store-only titles condition (`display`). */
export const StoreDisplay = { Any: 0, Hide: 1, First: 2 } as const;
/** The members' read condition (`read`). */
export const ReadStatus = { Any: 0, Unread: 1, Read: 2 } as const;

export type SelectedConditions = {
  genres: GenreCode[];
  /** 1 completed, 2 serialised. */
  completion: TwoCode;
  /** Store-only titles: 1 hide, 2 prioritise. */
  display: TwoCode;
  /** Updated 1 within 7 days, 2 within 30 days. */
  updatePeriod: TwoCode;
  /** 1 unread, 2 read (members; filters nothing until reads are recorded). */
  readStatus: TwoCode;
  /** The free condition panel: any of the chosen kinds of free reading. */
  free: FreeConditions;
};

export type FreeConditions = {
  /** 全話無料: every story free. */
  allFree: boolean;
  /** 待てば無料: free if you wait. */
  waitFree: boolean;
  /** 無料話あり: at least one free story. */
  hasFree: boolean;
};

export type SearchQuery = {
  keyword: string;
  sort: SortCode;
  conditions: SelectedConditions;
  page: number;
  /** The list-view flag from the address (true list, false grid), null when absent or invalid. */
  list: boolean | null;
};

export const KEYWORD_MAX_LENGTH = 100;
export const MAX_PAGE = 500;
export const PAGE_SIZE = 20;
/** Counts stop here (a common 1-character keyword matches most of the catalogue): titleCount is then "at least". */
export const COUNT_CAP = 1000;

export const EMPTY_FREE: FreeConditions = { allFree: false, waitFree: false, hasFree: false };
export const EMPTY_CONDITIONS: SelectedConditions = { genres: [], completion: 0, display: 0, updatePeriod: 0, readStatus: 0, free: EMPTY_FREE };
export const DEFAULT_QUERY: SearchQuery = { keyword: '', sort: DEFAULT_SORT, conditions: EMPTY_CONDITIONS, page: 1, list: null };

/** The parameter names in the address and in `GET /api/v1/search/`. */
export const PARAM = {
  keyword: 'keyword',
  sort: 'sort',
  genre: 'genre',
  completion: 'completion',
  display: 'display',
  updatePeriod: 'period',
  readStatus: 'read',
  allFree: 'free_all',
  waitFree: 'free_wait',
  hasFree: 'free_story',
  page: 'page',
  list: 'list',
} as const;

type Raw = Record<string, unknown>;

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** "1", 1, "true", true are true; anything else is false. */
export function parseFlag(value: unknown): boolean {
  const v = first(value);
  return v === true || v === 1 || v === '1' || v === 'true';
}

/** "1", 1 → true; "0", 0 → false; anything else → null (the default applies). */
export function parseTwoStateFlag(value: unknown): boolean | null {
  const v = first(value);
  if (v === 1 || v === '1') return true;
  if (v === 0 || v === '0') return false;
  return null;
}

/** An integer given as a number or as plain decimal digits, else null. */
function parseInteger(value: unknown): number | null {
  const v = first(value);
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : null;
  if (typeof v === 'string' && /^\d{1,6}$/.test(v)) return Number(v);
  return null;
}

function parseCode<T extends number>(value: unknown, allowed: readonly T[], fallback: T): T {
  const n = parseInteger(value);
  return n !== null && (allowed as readonly number[]).includes(n) ? (n as T) : fallback;
}

/** Genre codes given repeated, comma-separated or as numbers; unknown ones dropped, code-list order, no duplicates. */
export function parseGenres(value: unknown): GenreCode[] {
  const items = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
  const chosen = new Set(items.map(parseInteger).filter((n): n is number => n !== null));
  return GENRE_CODES.filter((code) => chosen.has(code));
}

/** Trimmed, inner runs of white space made one space, at most KEYWORD_MAX_LENGTH characters; '' when not a string. */
export function parseKeyword(value: unknown): string {
  const v = first(value);
  if (typeof v !== 'string') return '';
  // Control characters never reach the matcher.
  // eslint-disable-next-line no-control-regex
  const cleaned = v.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/gu, ' ').trim();
  return Array.from(cleaned).slice(0, KEYWORD_MAX_LENGTH).join('').trim();
}

export function normalizeSearchQuery(raw: Raw): SearchQuery {
  const page = parseInteger(raw[PARAM.page]);
  return {
    keyword: parseKeyword(raw[PARAM.keyword]),
    sort: parseCode(raw[PARAM.sort], SORT_CODES, DEFAULT_SORT),
    conditions: {
      genres: parseGenres(raw[PARAM.genre]),
      completion: parseCode<TwoCode>(raw[PARAM.completion], [1, 2], 0),
      display: parseCode<TwoCode>(raw[PARAM.display], [1, 2], 0),
      updatePeriod: parseCode<TwoCode>(raw[PARAM.updatePeriod], [1, 2], 0),
      readStatus: parseCode<TwoCode>(raw[PARAM.readStatus], [1, 2], 0),
      free: {
        allFree: parseFlag(raw[PARAM.allFree]),
        waitFree: parseFlag(raw[PARAM.waitFree]),
        hasFree: parseFlag(raw[PARAM.hasFree]),
      },
    },
    page: page !== null && page >= 1 && page <= MAX_PAGE ? page : 1,
    list: parseTwoStateFlag(raw[PARAM.list]),
  };
}

/** URLSearchParams (or any iterable of pairs) as the raw object normalizeSearchQuery takes; repeated keys become arrays. */
export function rawFromSearchParams(params: Iterable<[string, string]>): Raw {
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    const previous = raw[key];
    raw[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return raw;
}

/**
 * The canonical parameters of a query: defaults left out, fixed order. Equal queries give equal
 * strings, so this is the cache key on the server and in the client cache. `list` is left out
 * unless `withView` (it does not change the results).
 */
export function searchQueryParams(query: SearchQuery, options: { withView?: boolean; withPage?: boolean } = {}): URLSearchParams {
  const { withView = false, withPage = true } = options;
  const params = new URLSearchParams();
  const c = query.conditions;
  if (query.keyword) params.set(PARAM.keyword, query.keyword);
  if (query.sort !== DEFAULT_SORT) params.set(PARAM.sort, String(query.sort));
  if (c.genres.length) params.set(PARAM.genre, c.genres.join(','));
  if (c.completion) params.set(PARAM.completion, String(c.completion));
  if (c.display) params.set(PARAM.display, String(c.display));
  if (c.updatePeriod) params.set(PARAM.updatePeriod, String(c.updatePeriod));
  if (c.readStatus) params.set(PARAM.readStatus, String(c.readStatus));
  if (c.free.allFree) params.set(PARAM.allFree, '1');
  if (c.free.waitFree) params.set(PARAM.waitFree, '1');
  if (c.free.hasFree) params.set(PARAM.hasFree, '1');
  if (withPage && query.page !== 1) params.set(PARAM.page, String(query.page));
  if (withView && query.list !== null) params.set(PARAM.list, query.list ? '1' : '0');
  return params;
}

/** The search page address of a query. */
export function searchPageHref(query: SearchQuery, options: { withView?: boolean } = {}): string {
  const qs = searchQueryParams(query, options).toString();
  return qs ? `/book/search/?${qs}` : '/book/search/';
}

/**
 * Search conditions of the search condition panel (spec §3 "Code lists"): genre codes,
 * completion status, display option, update period and read status. Plain data, no React.
 */

/** Search genre codes (spec §3): 1111 少年, 1112 少女, 1113 青年, 1120 女性, 1122 TL, 1123 BL, 9002 マガジン. */
export const SEARCH_GENRES = [
  { code: 1111, label: '少年', adult: false },
  { code: 1112, label: '少女', adult: false },
  { code: 1113, label: '青年', adult: false },
  { code: 1120, label: '女性', adult: false },
  { code: 1122, label: 'TL', adult: true },
  { code: 1123, label: 'BL', adult: true },
  { code: 9002, label: 'マガジン', adult: false },
] as const;

export type SearchGenreCode = (typeof SEARCH_GENRES)[number]['code'];

/** 0 = no filter; the other values are the spec codes. */
export type CompletionStatus = 0 | 1 | 2;
export type DisplayOption = 0 | 1 | 2;
export type UpdatePeriod = 0 | 1 | 2;
export type ReadStatus = 0 | 1 | 2;

export interface SearchConditions {
  genres: SearchGenreCode[];
  /** 1 completed (完結), 2 serialised (連載中). */
  completion: CompletionStatus;
  /** 1 hide (非表示), 2 prioritise (優先). */
  display: DisplayOption;
  /** 1 within 7 days, 2 within 30 days. */
  updatePeriod: UpdatePeriod;
  /** 1 unread, 2 read (members only). */
  readStatus: ReadStatus;
}

export const EMPTY_SEARCH_CONDITIONS: SearchConditions = {
  genres: [],
  completion: 0,
  display: 0,
  updatePeriod: 0,
  readStatus: 0,
};

export const COMPLETION_OPTIONS = [
  { value: 0, label: 'すべて' },
  { value: 1, label: '完結' },
  { value: 2, label: '連載中' },
] as const;

export const DISPLAY_OPTIONS = [
  { value: 0, label: '指定なし' },
  { value: 1, label: '非表示' },
  { value: 2, label: '優先' },
] as const;

export const UPDATE_PERIOD_OPTIONS = [
  { value: 0, label: '指定なし' },
  { value: 1, label: '7日以内' },
  { value: 2, label: '30日以内' },
] as const;

export const READ_STATUS_OPTIONS = [
  { value: 0, label: 'すべて' },
  { value: 1, label: '未読' },
  { value: 2, label: '既読' },
] as const;

/** Fills missing fields with "no filter" and keeps genres in code-list order without duplicates. */
export function normalizeSearchConditions(partial: Partial<SearchConditions> | undefined): SearchConditions {
  const merged = { ...EMPTY_SEARCH_CONDITIONS, ...partial };
  const chosen = new Set<number>(merged.genres);
  return { ...merged, genres: SEARCH_GENRES.map((g) => g.code).filter((code) => chosen.has(code)) };
}

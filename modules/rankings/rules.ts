/**
 * What the rankings are (spec §3 code lists): kinds MONTHLY (standard) and WEEKLY (rising), bases
 * BESTSELLER (views) and SALES (purchases), and the lists: every genre and the category lists.
 */
export const RANKING_KINDS = ['MONTHLY', 'WEEKLY'] as const;
export type RankingKind = (typeof RANKING_KINDS)[number];

export const RANKING_BASES = ['BESTSELLER', 'SALES'] as const;
export type RankingBasis = (typeof RANKING_BASES)[number];

/** A title is in the free-volume list when at least this many of its volumes are free from the first to the last story. */
export const FREE_VOLUMES_MIN = 2;

/** Titles kept per list (the page shows them 20 at a time). */
export const RANKING_SIZE = 100;
export const RANKING_PAGE_SIZE = 20;

/** A title needs this many events in the current week to count as rising (a jump from 0 to 1 is noise). */
export const RISING_MIN_EVENTS = 3;

const DAY = 86_400_000;

/** The counting windows, each [from, to). MONTHLY compares the last 30 days with the 30 before; WEEKLY the last 7 with the 7 before. */
export function rankingWindows(now: Date) {
  const at = (days: number) => new Date(now.getTime() - days * DAY);
  return {
    month: { from: at(30), to: now },
    previousMonth: { from: at(60), to: at(30) },
    week: { from: at(7), to: now },
    previousWeek: { from: at(14), to: at(7) },
  };
}
export type RankingWindows = ReturnType<typeof rankingWindows>;
export const WINDOW_NAMES = ['month', 'previousMonth', 'week', 'previousWeek'] as const;
export type WindowName = (typeof WINDOW_NAMES)[number];

/** What the jobs need to know about a ranked title. */
export type TitleFacts = { titleId: number; genreCode: number; isAdult: boolean; freeVolumes: number };

type ListDefinition = { key: string; label: string; group: 'category' | 'genre'; adult: boolean; includes: (title: TitleFacts) => boolean };

const genre = (key: string, label: string, code: number, adult = false): ListDefinition => ({ key, label, group: 'genre', adult, includes: (t) => t.genreCode === code });

/** Category lists first (general, free-volume, boys, girls), then one list per genre of the spec. */
export const RANKING_LISTS: readonly ListDefinition[] = [
  { key: 'general', label: '総合', group: 'category', adult: false, includes: () => true },
  { key: 'free', label: `${FREE_VOLUMES_MIN}巻以上無料`, group: 'category', adult: false, includes: (t) => t.freeVolumes >= FREE_VOLUMES_MIN },
  { key: 'boys', label: '男性向け', group: 'category', adult: false, includes: (t) => t.genreCode === 1111 || t.genreCode === 1113 },
  { key: 'girls', label: '女性向け', group: 'category', adult: false, includes: (t) => t.genreCode === 1112 || t.genreCode === 1120 || t.genreCode === 1122 || t.genreCode === 1123 },
  genre('shounen', '少年マンガ', 1111),
  genre('shoujo', '少女マンガ', 1112),
  genre('seinen', '青年マンガ', 1113),
  genre('josei', '女性マンガ', 1120),
  genre('tl', 'TL', 1122, true),
  genre('bl', 'BL', 1123, true),
];
export const RANKING_LIST_KEYS = RANKING_LISTS.map((list) => list.key) as [string, ...string[]];

export const KIND_LABELS: Record<RankingKind, string> = { MONTHLY: '定番', WEEKLY: '急上昇' };
export const BASIS_LABELS: Record<RankingBasis, string> = { BESTSELLER: '人気', SALES: '売上' };

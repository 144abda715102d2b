/** Browser-safe part of the bookshelf: tabs, sorts, the query schema, item shapes and the remaining-time wording. */
import { remainingText } from '#platform/text/remaining-time.ts';
import { z } from 'zod';

export const SHELF_TABS = ['purchased', 'rental', 'favorite', 'history'] as const;
export type ShelfTab = (typeof SHELF_TABS)[number];

export const TAB_LABELS: Record<ShelfTab, string> = { purchased: '購入済み', rental: 'レンタル中', favorite: 'お気に入り', history: '閲覧履歴' };

export const SHELF_SORTS = ['added', 'read', 'title', 'expiry'] as const;
export type ShelfSort = (typeof SHELF_SORTS)[number];

/** The sorts each tab offers, the first being its default. */
export const TAB_SORTS: Record<ShelfTab, { sort: ShelfSort; label: string }[]> = {
  purchased: [
    { sort: 'added', label: '購入日順' },
    { sort: 'read', label: '最近読んだ順' },
    { sort: 'title', label: 'タイトル順' },
  ],
  rental: [
    { sort: 'expiry', label: '残り時間が短い順' },
    { sort: 'added', label: 'レンタル日順' },
    { sort: 'read', label: '最近読んだ順' },
    { sort: 'title', label: 'タイトル順' },
  ],
  favorite: [
    { sort: 'added', label: '登録日順' },
    { sort: 'read', label: '最近読んだ順' },
    { sort: 'title', label: 'タイトル順' },
  ],
  history: [
    { sort: 'read', label: '最近読んだ順' },
    { sort: 'title', label: 'タイトル順' },
  ],
};

export const SHELF_PAGE_SIZE = 20;
export const SHELF_KEYWORD_MAX = 50;

/** The address's query of /bookshelf/ (`?tab=&sort=&q=&page=`); a sort the tab does not offer is refused. */
export const shelfQuery = z
  .object({
    tab: z.enum(SHELF_TABS, { error: 'タブの指定が正しくありません。' }).default('purchased'),
    sort: z.enum(SHELF_SORTS, { error: '並び順の指定が正しくありません。' }).optional(),
    q: z.string().trim().max(SHELF_KEYWORD_MAX, { error: `検索語は${SHELF_KEYWORD_MAX}文字以内で入力してください。` }).default(''),
    page: z.coerce.number({ error: 'ページの指定が正しくありません。' }).int({ error: 'ページの指定が正しくありません。' }).min(1, { error: 'ページの指定が正しくありません。' }).max(9999, { error: 'ページの指定が正しくありません。' }).default(1),
  })
  .transform((query) => ({ ...query, sort: query.sort ?? TAB_SORTS[query.tab][0]!.sort }))
  .refine((query) => TAB_SORTS[query.tab].some((option) => option.sort === query.sort), { error: 'このタブではその並び順を選べません。', path: ['sort'] });

export type ShelfQuery = z.output<typeof shelfQuery>;

/** Reads a query string (empty parameters count as absent, so an empty search box is no search). */
export function parseShelfQuery(search: string | undefined) {
  const params = new URLSearchParams(search ?? '');
  const raw: Record<string, string> = {};
  for (const key of ['tab', 'sort', 'q', 'page']) {
    const value = params.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  return shelfQuery.safeParse(raw);
}

/** The address of a shelf view; defaults are left out so that the plain /bookshelf/ is the first tab. */
export function shelfHref(query: { tab: ShelfTab; sort?: ShelfSort; q?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (query.tab !== 'purchased') params.set('tab', query.tab);
  if (query.sort && query.sort !== TAB_SORTS[query.tab][0]!.sort) params.set('sort', query.sort);
  if (query.q) params.set('q', query.q);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `/bookshelf/?${search}` : '/bookshelf/';
}

/** One row of a shelf tab. Dates are ISO strings. */
export type ShelfItem = {
  key: string;
  titleCode: string;
  titleName: string;
  thumbnailImagePath: string;
  /** Where the row's title links: the title's shelf page for owned titles, else the title page. */
  href: string;
  /** What the member has of it: '2巻・3話', '第3話 タイトル', '第5話 12ページまで'. */
  detail: string;
  /** The tab's own date: bought, rented, added or read. */
  date: string;
  lastReadAt: string | null;
  /** Rentals: when the loan ends, and its wording ('あと3時間'). */
  expiresAt: string | null;
  remaining: string | null;
  /** 続きを読む: where the member left off, else the first thing they own; null when neither. */
  continueHref: string | null;
  isFavorite: boolean;
  /** 更新: a favourite with an episode published since the member last read it (or favourited it, if never read). */
  isUpdated: boolean;
};

export type ShelfPage = ShelfQuery & { items: ShelfItem[]; perPage: number; total: number; maxPage: number };

/** `name` is the label to show ("第3話 月の欠片"). */
export type ShelfStory = { storyNumber: number; name: string; href: string; expiresAt: string | null; remaining: string | null };
export type ShelfVolume = { serialNumber: number; name: string; whole: boolean; paidViewerHref: string | null; stories: ShelfStory[] };
export type ShelfTitleDetail = {
  titleCode: string;
  titleName: string;
  thumbnailImagePath: string;
  authors: string;
  volumes: ShelfVolume[];
  continueHref: string | null;
  isFavorite: boolean;
};

/** '第3話 月の欠片': the seeded names already start with their number, others get it in front. */
export const storyLabel = (storyNumber: number, name: string | null) => {
  const number = `第${storyNumber}話`;
  if (!name) return number;
  return name.startsWith(number) ? name : `${number} ${name}`;
};

/** How long a rental still runs ('あと2日5時間', the site's one wording, rounded down), and 'レンタル終了' once over. */
export const remainingLabel = (expiresAt: Date, now: Date): string => remainingText(expiresAt, now, 'validity') || 'レンタル終了';

const JST_DATE = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' });
export const shelfDate = (iso: string) => JST_DATE.format(new Date(iso));

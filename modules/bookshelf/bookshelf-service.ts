import { freeViewerPath, paidViewerPath, shelfTitlePath, titlePath } from '#platform/routes/site-paths.ts';
import { fold, type ShelfTitle, type TitleDetail } from '#modules/catalogue/index.ts';
import type { LastReadHistory } from '#modules/reader/index.ts';
import type { ShelfEntitlement } from '#modules/wallet/index.ts';
import {
  remainingLabel,
  SHELF_PAGE_SIZE,
  storyLabel,
  type ShelfItem,
  type ShelfPage,
  type ShelfQuery,
  type ShelfStory,
  type ShelfTitleDetail,
  type ShelfVolume,
} from './client.ts';

/**
 * What the bookshelf reads, each from the module that owns it (wired in src/server/services.ts).
 * Every function answers for the member it is given only; adult titles come back too and are
 * filtered here, in one place.
 */
export type BookshelfDeps = {
  /** wallet: owned entitlements and rentals still running at `at`. */
  liveEntitlements: (userId: number, at: Date, titleCode?: string) => Promise<ShelfEntitlement[]>;
  /** catalogue: the member's favourites, newest first. */
  favorites: (userId: number) => Promise<{ titleCode: string; createdAt: Date }[]>;
  /** reader: one row per title read, the most recent first. */
  readingHistory: (userId: number) => Promise<LastReadHistory[]>;
  /** catalogue: names, readings, adult flags and covers of titles. */
  titles: (titleCodes: readonly string[]) => Promise<ShelfTitle[]>;
  /** catalogue: each title's newest episode published by `at` (the favourites' 更新 badges). */
  latestEpisodeAt: (titleCodes: readonly string[], at: Date) => Promise<Map<string, Date>>;
  /** catalogue: a title with its volumes and stories. */
  titleDetail: (titleCode: string) => Promise<TitleDetail | null>;
  now?: () => Date;
};

/** Who is looking: the session's member and whether adult titles may be shown to them (userValidAdult 1). */
export type ShelfViewer = { userId: number; adultAllowed: boolean };

const TITLE_CODE = /^[A-Za-z0-9_-]{1,16}$/;
const collator = new Intl.Collator('ja');

type Draft = Omit<ShelfItem, 'titleName' | 'thumbnailImagePath' | 'lastReadAt' | 'continueHref' | 'isFavorite' | 'isUpdated'> & { ownedFirst: string | null };

const byVolumeThenStory = (a: ShelfEntitlement, b: ShelfEntitlement) => a.volumeSerialNumber - b.volumeSerialNumber || (a.storyNumber ?? 0) - (b.storyNumber ?? 0);

/** '2巻・3話' for what a member owns of one title. */
function ownedSummary(owned: ShelfEntitlement[]): string {
  const volumes = owned.filter((e) => e.storyNumber === null).length;
  const stories = new Set(owned.filter((e) => e.storyNumber !== null).map((e) => e.storyNumber)).size;
  return [volumes ? `${volumes}巻` : '', stories ? `${stories}話` : ''].filter(Boolean).join('・');
}

const firstOwnedHref = (titleCode: string, owned: ShelfEntitlement[]): string | null => {
  const first = [...owned].sort(byVolumeThenStory)[0];
  if (!first) return null;
  return first.storyNumber === null ? paidViewerPath(titleCode, first.volumeSerialNumber) : freeViewerPath(titleCode, first.volumeSerialNumber, first.storyNumber);
};

function sortItems(items: (ShelfItem & { kana: string })[], sort: ShelfQuery['sort']): void {
  const time = (iso: string | null) => (iso === null ? -Infinity : new Date(iso).getTime());
  const compare: Record<ShelfQuery['sort'], (a: ShelfItem & { kana: string }, b: ShelfItem & { kana: string }) => number> = {
    added: (a, b) => time(b.date) - time(a.date),
    read: (a, b) => time(b.lastReadAt) - time(a.lastReadAt) || time(b.date) - time(a.date),
    title: (a, b) => collator.compare(a.kana, b.kana) || collator.compare(a.titleName, b.titleName),
    expiry: (a, b) => time(a.expiresAt) - time(b.expiresAt),
  };
  items.sort((a, b) => compare[sort](a, b) || a.key.localeCompare(b.key));
}

/** A favourite is 更新 when its newest episode came out after the member last read it, or after they added it if never read. */
function isUpdated(latest: Date | undefined, addedAt: string, lastReadAt: string | null): boolean {
  if (!latest) return false;
  const seen = Math.max(new Date(addedAt).getTime(), lastReadAt ? new Date(lastReadAt).getTime() : -Infinity);
  return latest.getTime() > seen;
}

export function createBookshelfService(deps: BookshelfDeps) {
  const now = deps.now ?? (() => new Date());

  /** The tab's rows before titles, reading and favourites are joined in. */
  async function drafts(userId: number, tab: ShelfQuery['tab'], at: Date, history: LastReadHistory[]): Promise<Draft[]> {
    if (tab === 'favorite') {
      return (await deps.favorites(userId)).map((f) => ({ key: f.titleCode, titleCode: f.titleCode, href: titlePath(f.titleCode), detail: '', date: f.createdAt.toISOString(), expiresAt: null, remaining: null, ownedFirst: null }));
    }
    if (tab === 'history') {
      return history.map((h) => ({
        key: h.titleCode,
        titleCode: h.titleCode,
        href: titlePath(h.titleCode),
        detail: `第${h.storyNumber}話 ${h.page}ページまで`,
        date: h.readAt,
        expiresAt: null,
        remaining: null,
        ownedFirst: null,
      }));
    }
    const entitlements = await deps.liveEntitlements(userId, at);
    if (tab === 'rental') {
      // One row per rented story; a story rented twice over keeps its later end.
      const latest = new Map<string, ShelfEntitlement>();
      for (const e of entitlements) {
        if (e.expiresAt === null || e.storyNumber === null) continue;
        const key = `${e.titleCode}/${e.volumeSerialNumber}/${e.storyNumber}`;
        const seen = latest.get(key);
        if (!seen || seen.expiresAt! < e.expiresAt) latest.set(key, e);
      }
      return [...latest.entries()].map(([key, e]) => ({
        key,
        titleCode: e.titleCode,
        href: shelfTitlePath(e.titleCode),
        detail: storyLabel(e.storyNumber!, e.storyName),
        date: e.createdAt.toISOString(),
        expiresAt: e.expiresAt!.toISOString(),
        remaining: remainingLabel(e.expiresAt!, at),
        ownedFirst: freeViewerPath(e.titleCode, e.volumeSerialNumber, e.storyNumber!),
      }));
    }
    const owned = new Map<string, ShelfEntitlement[]>();
    for (const e of entitlements) if (e.expiresAt === null) owned.set(e.titleCode, [...(owned.get(e.titleCode) ?? []), e]);
    return [...owned.entries()].map(([titleCode, list]) => ({
      key: titleCode,
      titleCode,
      href: shelfTitlePath(titleCode),
      detail: ownedSummary(list),
      date: new Date(Math.max(...list.map((e) => e.createdAt.getTime()))).toISOString(),
      expiresAt: null,
      remaining: null,
      ownedFirst: firstOwnedHref(titleCode, list),
    }));
  }

  return {
    /** One page of one tab of the member's shelf: filtered (adult rule, title search), sorted, paged. */
    async list(viewer: ShelfViewer, query: ShelfQuery, perPage = SHELF_PAGE_SIZE): Promise<ShelfPage> {
      const at = now();
      const [history, favorites] = await Promise.all([deps.readingHistory(viewer.userId), deps.favorites(viewer.userId)]);
      const rows = await drafts(viewer.userId, query.tab, at, history);
      const codes = rows.map((r) => r.titleCode);
      const [titleRows, latest] = await Promise.all([deps.titles(codes), query.tab === 'favorite' ? deps.latestEpisodeAt(codes, at) : new Map<string, Date>()]);
      const titles = new Map(titleRows.map((t) => [t.titleCode, t]));
      const lastRead = new Map(history.map((h) => [h.titleCode, h]));
      const favorite = new Set(favorites.map((f) => f.titleCode));
      const needle = fold(query.q);

      const items: (ShelfItem & { kana: string })[] = [];
      for (const { ownedFirst, ...row } of rows) {
        const title = titles.get(row.titleCode);
        if (!title || (title.isAdult && !viewer.adultAllowed)) continue;
        const kana = fold(title.titleKana);
        if (needle && !fold(title.titleName).includes(needle) && !kana.includes(needle)) continue;
        const read = lastRead.get(row.titleCode);
        items.push({
          ...row,
          kana,
          titleName: title.titleName,
          thumbnailImagePath: title.thumbnailImagePath,
          lastReadAt: read?.readAt ?? null,
          continueHref: read ? freeViewerPath(read.titleCode, read.volumeSerialNumber, read.storyNumber, read.page) : ownedFirst,
          isFavorite: favorite.has(row.titleCode),
          isUpdated: isUpdated(latest.get(row.titleCode), row.date, read?.readAt ?? null),
        });
      }
      sortItems(items, query.sort);
      const total = items.length;
      const start = (query.page - 1) * perPage;
      return {
        ...query,
        perPage,
        total,
        maxPage: Math.max(1, Math.ceil(total / perPage)),
        items: items.slice(start, start + perPage).map(({ kana: _kana, ...item }) => item),
      };
    },

    /**
     * One title's owned volumes and stories (and running rentals) for /bookshelf/{titleCode}/; null when
     * the member has nothing of it now, or may not see it (adult): the page then answers 404 either way,
     * so guessing codes tells nothing.
     */
    async title(viewer: ShelfViewer, titleCode: string): Promise<ShelfTitleDetail | null> {
      if (!TITLE_CODE.test(titleCode)) return null;
      const at = now();
      const entitlements = await deps.liveEntitlements(viewer.userId, at, titleCode);
      if (entitlements.length === 0) return null;
      const [detail, history, favorites] = await Promise.all([deps.titleDetail(titleCode), deps.readingHistory(viewer.userId), deps.favorites(viewer.userId)]);
      if (!detail || (detail.getAdultFlag && !viewer.adultAllowed)) return null;

      const wholeVolumes = new Set(entitlements.filter((e) => e.storyNumber === null).map((e) => e.volumeSerialNumber));
      const storyEnds = new Map<string, Date | null>();
      for (const e of entitlements) {
        if (e.storyNumber === null) continue;
        const key = `${e.volumeSerialNumber}/${e.storyNumber}`;
        const seen = storyEnds.get(key);
        // Owned for good beats any rental; of two rentals the later end counts.
        if (seen === null) continue;
        storyEnds.set(key, e.expiresAt === null || seen === undefined || seen < e.expiresAt ? e.expiresAt : seen);
      }

      const volumes: ShelfVolume[] = [];
      for (const volume of detail.volumes) {
        const whole = wholeVolumes.has(volume.serialNumber);
        const stories: ShelfStory[] = [];
        for (const story of volume.stories) {
          const end = whole ? null : storyEnds.get(`${volume.serialNumber}/${story.storyNumber}`);
          if (end === undefined) continue;
          stories.push({
            storyNumber: story.storyNumber,
            name: storyLabel(story.storyNumber, story.name),
            href: freeViewerPath(titleCode, volume.serialNumber, story.storyNumber),
            expiresAt: end?.toISOString() ?? null,
            remaining: end ? remainingLabel(end, at) : null,
          });
        }
        if (whole || stories.length > 0) volumes.push({ serialNumber: volume.serialNumber, name: volume.name, whole, paidViewerHref: whole ? paidViewerPath(titleCode, volume.serialNumber) : null, stories });
      }
      const read = history.find((h) => h.titleCode === titleCode);
      return {
        titleCode,
        titleName: detail.titleName,
        thumbnailImagePath: detail.thumbnailImagePath,
        authors: detail.authors,
        volumes,
        continueHref: read ? freeViewerPath(titleCode, read.volumeSerialNumber, read.storyNumber, read.page) : firstOwnedHref(titleCode, entitlements),
        isFavorite: favorites.some((f) => f.titleCode === titleCode),
      };
    },
  };
}

export type BookshelfService = ReturnType<typeof createBookshelfService>;

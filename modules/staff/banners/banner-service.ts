import type { MikroORM } from '@mikro-orm/postgresql';
import { memoizeAsync } from '#platform/cache/memoize-async.ts';
import type { StaffEdits } from '../edits/staff-edits.ts';
import { staffDb } from '../kysely-db.ts';
import { isBannerLive, type BannerPlacement, type BannerSnapshot, type BannerView } from './banner-rules.ts';

type Row = {
  id: number; placement: string; image_url: string; alt: string; link_url: string; starts_at: Date | string | null; ends_at: Date | string | null;
  position: number; deleted_at: Date | string | null;
};

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
/** A snapshot's ISO time as the moment it names. */
const moment = (t: string | null) => (t ? new Date(t) : null);
const toSnapshot = (row: Row): BannerSnapshot => ({
  placement: row.placement as BannerPlacement,
  imageUrl: row.image_url,
  alt: row.alt,
  linkUrl: row.link_url,
  startsAt: iso(row.starts_at),
  endsAt: iso(row.ends_at),
  position: row.position,
  deletedAt: iso(row.deleted_at),
});

export type BannerServiceOptions = {
  now?: () => Date;
  /** After a save, and when a banner's start or end passes: public pages must show the change (the composition root drops the page caches). */
  onChange?: () => void;
};

/** The longest a timer may wait in Node (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Banners of the top page and the in-house ad slot, edited through the console's versioned saves (decision 053). */
export function createBannerService(orm: MikroORM, edits: StaffEdits, options: BannerServiceOptions = {}) {
  const now = () => options.now?.() ?? new Date();
  const select = () => staffDb(orm).selectFrom('staff_banner').select(['id', 'placement', 'image_url', 'alt', 'link_url', 'starts_at', 'ends_at', 'position', 'deleted_at']);
  let boundary: ReturnType<typeof setTimeout> | undefined;

  /** Everything not in the trash, read once a minute; which of them show is decided at each call, by the clock. */
  const readLive = async () => {
    const rows = await select().where('deleted_at', 'is', null).orderBy('position').orderBy('id').execute();
    const banners = rows.map((row) => ({ id: row.id, ...toSnapshot(row) }));
    scheduleBoundary(banners);
    return banners;
  };
  const live = memoizeAsync(readLive, { ttlMs: 60_000, maxEntries: 1, key: () => 'banners' });

  // The next start or end of a banner drops the cached pages at that moment, so a scheduled banner
  // appears (and leaves) on time rather than a page-cache TTL later.
  function scheduleBoundary(banners: BannerSnapshot[]) {
    if (!options.onChange) return;
    const at = now().getTime();
    const next = banners.flatMap((b) => [b.startsAt, b.endsAt]).map((t) => (t ? new Date(t).getTime() : NaN)).filter((t) => t > at).sort((a, b) => a - b)[0];
    if (boundary) clearTimeout(boundary);
    boundary = undefined;
    if (next === undefined) return;
    boundary = setTimeout(() => {
      live.clear();
      options.onChange?.();
    }, Math.min(next - at + 50, MAX_TIMER_MS));
    boundary.unref?.();
  }

  const kind = edits.register<BannerSnapshot>({
    type: 'banner',
    label: 'バナー',
    async read(id) {
      const row = await select().where('id', '=', Number(id)).executeTakeFirst();
      return row ? toSnapshot(row) : null;
    },
    async write(id, b) {
      await staffDb(orm)
        .updateTable('staff_banner')
        .set({ placement: b.placement, image_url: b.imageUrl, alt: b.alt, link_url: b.linkUrl, starts_at: moment(b.startsAt), ends_at: moment(b.endsAt), position: b.position, deleted_at: moment(b.deletedAt) })
        .where('id', '=', Number(id))
        .execute();
    },
    async create(b) {
      const row = await staffDb(orm)
        .insertInto('staff_banner')
        .values({ placement: b.placement, image_url: b.imageUrl, alt: b.alt, link_url: b.linkUrl, starts_at: moment(b.startsAt), ends_at: moment(b.endsAt), position: b.position, deleted_at: null, created_at: now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(row.id);
    },
    trashed: (b, at) => ({ ...b, deletedAt: at.toISOString() }),
    restored: (b) => ({ ...b, deletedAt: null }),
    changed() {
      live.clear();
      options.onChange?.();
    },
  });

  return {
    kind,
    /** Every banner for the console (the trash too), with its version. */
    async list(): Promise<BannerView[]> {
      const rows = await select().orderBy('placement').orderBy('position').orderBy('id').execute();
      const versions = await edits.versionsOf('banner', rows.map((r) => String(r.id)));
      return rows.map((row) => ({ id: row.id, version: versions.get(String(row.id)) ?? 0, ...toSnapshot(row) }));
    },
    async get(id: number): Promise<BannerView | null> {
      const snapshot = await kind.read(String(id));
      return snapshot ? { id, version: await edits.versionOf('banner', String(id)), ...snapshot } : null;
    },
    /** The banners of a placement shown at `at` (default: now), in order. */
    async shown(placement: BannerPlacement, at: Date = now()): Promise<(BannerSnapshot & { id: number })[]> {
      const banners = (await live()) ?? [];
      return banners.filter((b) => b.placement === placement && isBannerLive(b, at));
    },
    /**
     * The banners of a placement as the public site will show them at `at` (the staff 'as of' preview,
     * decision 058): the stored ones with the drafts scheduled to be published by then laid over them.
     */
    async shownAsOf(placement: BannerPlacement, at: Date, scheduled: readonly { draftId: number; objectId: string | null; value: Record<string, unknown> }[]): Promise<(BannerSnapshot & { id: number })[]> {
      const banners = [...((await live()) ?? [])];
      for (const draft of scheduled) {
        const index = draft.objectId === null ? -1 : banners.findIndex((b) => String(b.id) === draft.objectId);
        if (index >= 0) banners[index] = { ...banners[index]!, ...(draft.value as Partial<BannerSnapshot>) };
        else if (draft.objectId === null) banners.push({ id: -draft.draftId, ...(draft.value as BannerSnapshot) });
      }
      return banners.filter((b) => b.placement === placement && isBannerLive(b, at)).sort((a, b) => a.position - b.position || a.id - b.id);
    },
    /** Forgets the banners held in this process (changed here or in another process). */
    dropCached: () => live.clear(),
  };
}

export type BannerService = ReturnType<typeof createBannerService>;

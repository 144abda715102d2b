import type { MikroORM } from '@mikro-orm/postgresql';
import type { Kysely } from 'kysely';
import { PaymentType } from './entities/index.ts';
import { catalogueDb, type CatalogueDb } from './kysely-db.ts';

/** A volume as the staff console edits it (decision 066); times as ISO strings. */
export type VolumeEdit = {
  titleCode: string;
  serialNumber: number;
  name: string;
  /** Price of the whole volume in the store viewer, in coins. */
  priceCoins: number;
  publishedAt: string;
  endsAt: string | null;
  coverImagePath: string | null;
};

/** A story (episode) as the staff console edits it. */
export type StoryEdit = {
  titleCode: string;
  volumeId: number;
  storyNumber: number;
  name: string;
  paymentType: PaymentType;
  priceCoins: number;
  pageCount: number;
  publishedAt: string;
  endsAt: string | null;
  coverImagePath: string | null;
};

/** The reading order of a title: its volumes in order, each with its stories in order. */
export type SeriesOrder = { volumes: { volumeId: number; storyIds: number[] }[] };

export type SeriesContents = {
  titleCode: string;
  /** The title offers 待てば¥0 (its stories may be 'free if you wait'). */
  isFreeForWait: boolean;
  volumes: (VolumeEdit & { volumeId: number; stories: (StoryEdit & { storyId: number })[] })[];
};

type Db = Kysely<CatalogueDb>;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

const volumeColumns = ['v.id', 't.title_code', 'v.serial_number', 'v.name', 'v.price_coins', 'v.published_at', 'v.ends_at', 'v.cover_image_path'] as const;
const storyColumns = ['s.id', 't.title_code', 's.volume_id', 's.story_number', 's.name', 's.payment_type', 's.price_coins', 's.page_count', 's.published_at', 's.ends_at', 's.cover_image_path'] as const;

type VolumeRowOf = { id: number; title_code: string; serial_number: number; name: string; price_coins: number; published_at: Date | string; ends_at: Date | string | null; cover_image_path: string | null };
type StoryRowOf = Omit<VolumeRowOf, 'serial_number'> & { volume_id: number; story_number: number; payment_type: PaymentType; page_count: number };

const toVolume = (r: VolumeRowOf): VolumeEdit => ({
  titleCode: r.title_code,
  serialNumber: r.serial_number,
  name: r.name,
  priceCoins: r.price_coins,
  publishedAt: iso(r.published_at),
  endsAt: isoOrNull(r.ends_at),
  coverImagePath: r.cover_image_path,
});

const toStory = (r: StoryRowOf): StoryEdit => ({
  titleCode: r.title_code,
  volumeId: r.volume_id,
  storyNumber: r.story_number,
  name: r.name,
  paymentType: r.payment_type,
  priceCoins: r.payment_type === PaymentType.Coins ? r.price_coins : 0,
  pageCount: r.page_count,
  publishedAt: iso(r.published_at),
  endsAt: isoOrNull(r.ends_at),
  coverImagePath: r.cover_image_path,
});

const volumesOf = (db: Db, titleCode: string) =>
  db.selectFrom('volume as v').innerJoin('title as t', 't.id', 'v.title_id').select(volumeColumns).where('t.title_code', '=', titleCode).orderBy('v.serial_number').execute();
const storiesOf = (db: Db, titleCode: string) =>
  db.selectFrom('story as s').innerJoin('title as t', 't.id', 's.title_id').select(storyColumns).where('t.title_code', '=', titleCode).orderBy('s.story_number').limit(2000).execute();

/**
 * Numbers volumes 1… and stories 1… (title-wide, as the viewer's URLs and its previous/next use them) in
 * the given order. Both numbers are unique per volume, so every row first takes its new number negated,
 * then all are flipped: no intermediate state repeats a number.
 */
async function renumber(db: Db, titleId: number, order: SeriesOrder): Promise<void> {
  let storyNumber = 0;
  for (const [index, volume] of order.volumes.entries()) {
    await db.updateTable('volume').set({ serial_number: -(index + 1) }).where('id', '=', volume.volumeId).where('title_id', '=', titleId).execute();
    for (const storyId of volume.storyIds) {
      storyNumber += 1;
      await db.updateTable('story').set({ story_number: -storyNumber, volume_id: volume.volumeId }).where('id', '=', storyId).where('title_id', '=', titleId).execute();
    }
  }
  await db.updateTable('volume').set((eb) => ({ serial_number: eb.neg(eb.ref('serial_number')) })).where('title_id', '=', titleId).where('serial_number', '<', 0).execute();
  await db.updateTable('story').set((eb) => ({ story_number: eb.neg(eb.ref('story_number')) })).where('title_id', '=', titleId).where('story_number', '<', 0).execute();
}

const orderOf = (volumes: { id: number }[], stories: { id: number; volume_id: number }[]): SeriesOrder => ({
  volumes: volumes.map((v) => ({ volumeId: v.id, storyIds: stories.filter((s) => s.volume_id === v.id).map((s) => s.id) })),
});

/** The next id of a table whose ids are not generated (loaded in bulk): taken in the statement. */
const nextId = async (db: Db, table: 'volume' | 'story'): Promise<number> =>
  Number((await db.selectFrom(table).select((s) => s(s.fn.coalesce(s.fn.max('id'), s.lit(0)), '+', s.lit(1)).as('next')).executeTakeFirstOrThrow()).next);

/**
 * Reads and writes a title's volumes and stories for the staff console (decision 066): only the catalogue's
 * own tables. Whoever calls a write drops the caches (the composition root publishes the catalogue topics).
 */
export function createSeriesEditor(orm: MikroORM) {
  const titleIdOf = async (db: Db, code: string) => (await db.selectFrom('title').select('id').where('title_code', '=', code).executeTakeFirst())?.id ?? null;
  const tx = <T>(work: (db: Db) => Promise<T>) => orm.em.fork().transactional((em) => work(em.getKysely<CatalogueDb>()));

  return {
    /** Every volume and story of a title, published or not, in reading order. */
    async contents(titleCode: string): Promise<SeriesContents | null> {
      const db = catalogueDb(orm);
      const title = await db.selectFrom('title').select(['is_free_for_wait']).where('title_code', '=', titleCode).executeTakeFirst();
      if (!title) return null;
      const [volumes, stories] = await Promise.all([volumesOf(db, titleCode), storiesOf(db, titleCode)]);
      return {
        titleCode,
        isFreeForWait: title.is_free_for_wait,
        volumes: volumes.map((v) => ({ volumeId: v.id, ...toVolume(v), stories: stories.filter((s) => s.volume_id === v.id).map((s) => ({ storyId: s.id, ...toStory(s) })) })),
      };
    },

    async readVolume(volumeId: number): Promise<VolumeEdit | null> {
      const row = await catalogueDb(orm).selectFrom('volume as v').innerJoin('title as t', 't.id', 'v.title_id').select(volumeColumns).where('v.id', '=', volumeId).executeTakeFirst();
      return row ? toVolume(row) : null;
    },
    /** Stores a volume's fields (its number changes only through the order). */
    async writeVolume(volumeId: number, next: VolumeEdit): Promise<void> {
      await catalogueDb(orm)
        .updateTable('volume')
        .set({ name: next.name, price_coins: next.priceCoins, published_at: new Date(next.publishedAt), ends_at: next.endsAt ? new Date(next.endsAt) : null, cover_image_path: next.coverImagePath })
        .where('id', '=', volumeId)
        .execute();
    },
    /** Adds a volume after the title's last one; returns its id. */
    async createVolume(next: VolumeEdit): Promise<number> {
      return tx(async (db) => {
        const titleId = await titleIdOf(db, next.titleCode);
        if (titleId === null) throw new Error(`no title ${next.titleCode}`);
        // Creations of one title run one after the other (their numbers and ids are taken from the rows).
        await db.selectFrom('title').select('id').where('id', '=', titleId).forUpdate().execute();
        const last = await db.selectFrom('volume').select((s) => s.fn.coalesce(s.fn.max('serial_number'), s.lit(0)).as('n')).where('title_id', '=', titleId).executeTakeFirstOrThrow();
        const id = await nextId(db, 'volume');
        await db
          .insertInto('volume')
          .values({ id, title_id: titleId, serial_number: Number(last.n) + 1, name: next.name, price_coins: next.priceCoins, published_at: new Date(next.publishedAt), ends_at: next.endsAt ? new Date(next.endsAt) : null, cover_image_path: next.coverImagePath })
          .execute();
        return id;
      });
    },

    async readStory(storyId: number): Promise<StoryEdit | null> {
      const row = await catalogueDb(orm).selectFrom('story as s').innerJoin('title as t', 't.id', 's.title_id').select(storyColumns).where('s.id', '=', storyId).executeTakeFirst();
      return row ? toStory(row) : null;
    },
    /** Stores a story's fields (its number and volume change only through the order). */
    async writeStory(storyId: number, next: StoryEdit): Promise<void> {
      await catalogueDb(orm)
        .updateTable('story')
        .set({
          name: next.name,
          payment_type: next.paymentType,
          price_coins: next.paymentType === PaymentType.Coins ? next.priceCoins : 0,
          page_count: next.pageCount,
          published_at: new Date(next.publishedAt),
          ends_at: next.endsAt ? new Date(next.endsAt) : null,
          cover_image_path: next.coverImagePath,
        })
        .where('id', '=', storyId)
        .execute();
    },
    /**
     * Adds a story at the end of its volume; returns its id. Stories of later volumes move one number on
     * (story numbers run through the title in reading order).
     */
    async createStory(next: StoryEdit): Promise<number> {
      return tx(async (db) => {
        const volume = await db.selectFrom('volume').select(['id', 'title_id']).where('id', '=', next.volumeId).executeTakeFirst();
        if (!volume) throw new Error(`no volume ${next.volumeId}`);
        await db.selectFrom('title').select('id').where('id', '=', volume.title_id).forUpdate().execute();
        const id = await nextId(db, 'story');
        await db
          .insertInto('story')
          .values({
            id,
            title_id: volume.title_id,
            volume_id: volume.id,
            // Out of the way until the title is renumbered below.
            story_number: -1_000_000,
            name: next.name,
            payment_type: next.paymentType,
            price_coins: next.paymentType === PaymentType.Coins ? next.priceCoins : 0,
            page_count: next.pageCount,
            published_at: new Date(next.publishedAt),
            ends_at: next.endsAt ? new Date(next.endsAt) : null,
            cover_image_path: next.coverImagePath,
          })
          .execute();
        const volumes = await db.selectFrom('volume').select('id').where('title_id', '=', volume.title_id).orderBy('serial_number').execute();
        const stories = await db.selectFrom('story').select(['id', 'volume_id']).where('title_id', '=', volume.title_id).where('id', '<>', id).orderBy('story_number').execute();
        const order = orderOf(volumes, stories);
        order.volumes.find((v) => v.volumeId === volume.id)!.storyIds.push(id);
        await renumber(db, volume.title_id, order);
        return id;
      });
    },

    async readOrder(titleCode: string): Promise<SeriesOrder | null> {
      const db = catalogueDb(orm);
      if ((await titleIdOf(db, titleCode)) === null) return null;
      const [volumes, stories] = await Promise.all([volumesOf(db, titleCode), storiesOf(db, titleCode)]);
      return orderOf(volumes, stories);
    },
    /**
     * Puts the title's volumes and stories in this order (it must name each of them once: false if it does
     * not, and nothing changes). Stories may move to another volume.
     */
    async writeOrder(titleCode: string, order: SeriesOrder): Promise<boolean> {
      return tx(async (db) => {
        const titleId = await titleIdOf(db, titleCode);
        if (titleId === null) return false;
        await db.selectFrom('title').select('id').where('id', '=', titleId).forUpdate().execute();
        const current = orderOf(await volumesOf(db, titleCode), await storiesOf(db, titleCode));
        const ids = (o: SeriesOrder) => [o.volumes.map((v) => v.volumeId).toSorted((a, b) => a - b), o.volumes.flatMap((v) => v.storyIds).toSorted((a, b) => a - b)];
        if (JSON.stringify(ids(current)) !== JSON.stringify(ids(order))) return false;
        await renumber(db, titleId, order);
        return true;
      });
    },
  };
}

export type SeriesEditor = ReturnType<typeof createSeriesEditor>;

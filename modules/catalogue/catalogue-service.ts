import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createCache } from '#platform/cache/cache.ts';
import { config } from '#platform/config.ts';
import { LegacyTitleCode, PaymentType, Story, Title, TitleAuthor } from './entities/index.ts';
import { catalogueDb } from './kysely-db.ts';
import { createRelatedTitles } from './related-titles.ts';
import { ormSqlRunner } from './search/sql-runner.ts';
import { coverPath, toTitleCard, type StoryRow, type TitleCard } from './title-view.ts';
import { createCardCampaigns, type CardCampaignOptions } from './campaign-texts.ts';

export type { StoryRow } from './title-view.ts';

export type VolumeRow = {
  serialNumber: number;
  name: string;
  priceCoins: number;
  publishedAt: string;
  stories: StoryRow[];
  /** An uploaded cover of the volume (decision 066), null: none. */
  coverImagePath: string | null;
};

export type TitleDetail = TitleCard & {
  badgeIconUrl: string | null;
  synopsis: string;
  tags: string[];
  publisher: string;
  creators: { name: string; role: string }[];
  isCompleted: boolean;
  isVertical: boolean;
  startedAt: string;
  volumes: VolumeRow[];
};

export type StoryRef = { volumeSerialNumber: number; storyNumber: number; paymentType: PaymentType; name: string; priceCoins: number };

/** A volume as the viewer's end screen offers it: where it starts and what its first story costs. */
export type VolumeEntry = { serialNumber: number; name: string; firstStory: { storyNumber: number; paymentType: PaymentType; priceCoins: number } | null };

export type ViewerStory = {
  storyId: number;
  titleCode: string;
  titleName: string;
  isAdult: boolean;
  isVertical: boolean;
  volumeSerialNumber: number;
  volumeName: string;
  storyNumber: number;
  storyName: string;
  paymentType: PaymentType;
  pageCount: number;
  previous: StoryRef | null;
  next: StoryRef | null;
};

/** A whole volume as the paid (store) viewer shows it: its stories in order, and the next volume. */
export type ViewerVolume = {
  titleCode: string;
  titleName: string;
  isAdult: boolean;
  isVertical: boolean;
  isStore: boolean;
  volumeSerialNumber: number;
  volumeName: string;
  stories: Pick<ViewerStory, 'storyId' | 'storyNumber' | 'storyName' | 'paymentType' | 'pageCount' | 'isAdult'>[];
  /** The first story of the next volume, if there is one. */
  nextVolume: { volumeSerialNumber: number; storyNumber: number } | null;
};

export type CoverSource = { titleCode: string; titleName: string; genreCode: number; authors: string; isAdult: boolean };

/** A title as the RSS/Atom feeds list it. */
export type FeedTitle = TitleCard & { synopsis: string };

/** What a member's shelf shows of a title (adult ones included: the caller filters). */
export type ShelfTitle = { titleCode: string; titleName: string; titleKana: string; isAdult: boolean; thumbnailImagePath: string };

const KEYWORD_TTL_MS = 5 * 60_000;

/** A volume or story inside its publication window (decision 066): published, and not unpublished yet. */
const LIVE_SQL = (alias: string) => `${alias}.published_at <= now() and (${alias}.ends_at is null or ${alias}.ends_at > now())`;

/** The same rule for MikroORM's queries. */
const live = () => {
  const now = new Date();
  return { publishedAt: { $lte: now }, $or: [{ endsAt: null }, { endsAt: { $gt: now } }] };
};

/** A title's volumes with their stories, as the JSON the title page renders (timestamps in ISO form). */
const VOLUME_TREE_SQL = `
  select coalesce(json_agg(json_build_object(
           'serialNumber', v.serial_number, 'name', v.name, 'priceCoins', v.price_coins,
           'publishedAt', to_char(v.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'stories', coalesce((
             select json_agg(json_build_object(
                      'storyNumber', s.story_number, 'name', s.name, 'paymentType', s.payment_type,
                      'priceCoins', s.price_coins, 'pageCount', s.page_count,
                      'publishedAt', to_char(s.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                      'coverImagePath', s.cover_image_path)
                    order by s.story_number)
               from story s where s.volume_id = v.id and ${LIVE_SQL('s')}), '[]'::json),
           'coverImagePath', v.cover_image_path)
         order by v.serial_number), '[]'::json) as volumes
    from volume v
   where v.title_id = ? and ${LIVE_SQL('v')}`;

async function creatorsOf(em: EntityManager, titleIds: number[]): Promise<Map<number, { name: string; role: string }[]>> {
  const links = titleIds.length
    ? await em.find(TitleAuthor, { title: { $in: titleIds } }, { populate: ['author'], orderBy: { title: 'asc', position: 'asc' } })
    : [];
  const byTitle = new Map<number, { name: string; role: string }[]>();
  for (const link of links) {
    const list = byTitle.get(link.title.id) ?? [];
    list.push({ name: link.author.name, role: link.role });
    byTitle.set(link.title.id, list);
  }
  return byTitle;
}

async function cards(em: EntityManager, titles: Title[]): Promise<TitleCard[]> {
  const creators = await creatorsOf(em, titles.map((t) => t.id));
  return titles.map((title) => toTitleCard(title, [...new Set((creators.get(title.id) ?? []).map((c) => c.name))]));
}

/** `campaignTextOf` and `now`: what cards show of campaigns at the moment asked (decision 064). */
export function createCatalogueService(orm: MikroORM, options: CardCampaignOptions = {}) {
  const fork = () => orm.em.fork();
  const current = createCardCampaigns(options);
  const keywordCache = createCache<string[]>({ max: 1, ttlMs: KEYWORD_TTL_MS });

  /** General-audience titles, for lists shown to everyone. */
  async function list(where: Record<string, unknown>, orderBy: Record<string, 'asc' | 'desc'>, limit: number): Promise<TitleCard[]> {
    const em = fork();
    const titles = await em.find(Title, { isAdult: false, ...where }, { populate: ['genre'], orderBy: { ...orderBy, id: 'asc' }, limit });
    return cards(em, titles);
  }

  /** Cards of the given titles, in the given order. */
  async function cardsByIds(ids: number[]): Promise<TitleCard[]> {
    if (ids.length === 0) return [];
    const em = fork();
    const titles = await em.find(Title, { id: { $in: ids } }, { populate: ['genre'] });
    const byId = new Map(titles.map((t) => [t.id, t]));
    return cards(em, ids.map((id) => byId.get(id)).filter((t): t is Title => t !== undefined));
  }
  const related = createRelatedTitles(ormSqlRunner(orm), cardsByIds);
  /**
   * A title's detail (the same for every viewer) is reused in-process for TITLE_DETAIL_CACHE_TTL_MS, default
   * 30 s like the anonymous page cache; 0 turns it off. Members' renders of the title page skip its queries
   * and the JSON of hundreds of stories; personal parts (favourite, count, resume) are read fresh.
   */
  const details = createCache<TitleDetail | null>({ max: 500, ttlMs: config.titleDetailCacheTtlMs, staleMs: config.answerCacheStaleMs });

  async function loadTitleDetail(titleCode: string): Promise<TitleDetail | null> {
    const em = fork();
    const title = await em.findOne(Title, { titleCode }, { populate: ['genre', 'publisher'] });
    if (!title) return null;
    // Hundreds of stories: let PostgreSQL build the nested volume list instead of hydrating entities.
    const [creators, [tree]] = await Promise.all([
      creatorsOf(em, [title.id]),
      em.getConnection().execute<{ volumes: VolumeRow[] | null }[]>(VOLUME_TREE_SQL, [title.id]),
    ]);
    const people = creators.get(title.id) ?? [];
    return {
      ...toTitleCard(title, [...new Set(people.map((c) => c.name))]),
      badgeIconUrl: title.badgeIconUrl ?? null,
      synopsis: title.synopsis,
      tags: title.tags,
      publisher: title.publisher.name,
      creators: people,
      isCompleted: title.isCompleted,
      isVertical: title.isVertical,
      startedAt: title.startedAt.toISOString(),
      volumes: tree?.volumes ?? [],
    };
  }

  /** A title's detail, shared for TITLE_DETAIL_CACHE_TTL_MS (callers must not mutate it). */
  function titleDetail(titleCode: string): Promise<TitleDetail | null> {
    return details.get(titleCode, () => loadTitleDetail(titleCode));
  }

  return {
    /**
     * Forgets the title details, related lists and sample keywords held in this process (the catalogue
     * changed here or in another process); the next read goes to the database.
     */
    dropCached(): void {
      details.clear();
      related.clear();
      keywordCache.clear();
    },
    /**
     * The title page's other titles by the same creators and similar titles (shared tags, genre,
     * popularity). Adult titles only for viewers allowed them.
     */
    async relatedTitles(titleCode: string, allowAdult: boolean): Promise<{ byAuthors: TitleCard[]; similar: TitleCard[] }> {
      const lists = await related(titleCode, allowAdult);
      const [byAuthors, similar] = await Promise.all([current(lists.byAuthors), current(lists.similar)]);
      return { byAuthors, similar };
    },

    async topLists(limit = 12) {
      const [ranking, newest, free] = await Promise.all([
        list({}, { monthlySalesAmount: 'desc' }, limit).then(current),
        list({}, { startedAt: 'desc' }, limit).then(current),
        list({ $or: [{ isFree: true }, { isFreeForWait: true }] }, { favoriteCount: 'desc' }, limit).then(current),
      ]);
      return { ranking, newest, free };
    },

    /** What these cards show of campaigns now (for answers cached outside the catalogue: rankings, content blocks). */
    currentCards: current,

    /** Cards of these titles by code, in the order given (unknown codes are left out); adult titles only when `allowAdult`. */
    async cardsByCodes(titleCodes: readonly string[], allowAdult: boolean): Promise<TitleCard[]> {
      if (titleCodes.length === 0) return [];
      const em = fork();
      const titles = await em.find(Title, { titleCode: { $in: [...titleCodes] }, ...(allowAdult ? {} : { isAdult: false }) }, { populate: ['genre'] });
      const byCode = new Map(titles.map((t) => [t.titleCode, t]));
      return current(await cards(em, titleCodes.map((code) => byCode.get(code)).filter((t): t is Title => t !== undefined)));
    },
    /** The next start or end of a title's own campaign after `after` (when cards change), or null. */
    async nextCampaignBoundary(after: Date): Promise<Date | null> {
      const row = await catalogueDb(orm)
        .selectNoFrom((eb) =>
          eb
            .fn<Date | null>('least', [
              eb.selectFrom('title').select((e) => e.fn.min('campaign_start_at').as('at')).where('campaign_start_at', '>', after),
              eb.selectFrom('title').select((e) => e.fn.min('campaign_end_at').as('at')).where('campaign_end_at', '>', after),
            ])
            .as('at'),
        )
        .executeTakeFirst();
      return row?.at ? new Date(row.at) : null;
    },
    /** Cards of these titles by id (unknown ids are missing); adult titles included: the caller filters. */
    async cardsByIds(titleIds: number[]): Promise<Map<number, TitleCard>> {
      if (titleIds.length === 0) return new Map();
      const em = fork();
      const titles = await em.find(Title, { id: { $in: titleIds } }, { populate: ['genre'] });
      const list = await current(await cards(em, titles));
      return new Map(titles.map((t, i) => [t.id, list[i]!]));
    },

    /** Genre, adult flag and number of entirely free volumes of each title (what ranking lists select on). */
    async rankingFacts(titleIds: number[]): Promise<{ titleId: number; genreCode: number; isAdult: boolean; freeVolumes: number }[]> {
      if (titleIds.length === 0) return [];
      const rows = await fork().getConnection().execute<{ id: number; genre_code: number; is_adult: boolean; free_volumes: number }[]>(
        `select t.id, t.genre_code, t.is_adult,
                (select count(*)::int from volume v where v.title_id = t.id
                    and not exists (select 1 from story s where s.volume_id = v.id and s.payment_type <> ${PaymentType.Free})) as free_volumes
           from title t where t.id = any(?::int[])`,
        [`{${titleIds.map((id) => Math.trunc(id)).join(',')}}`],
      );
      return rows.map((r) => ({ titleId: r.id, genreCode: r.genre_code, isAdult: r.is_adult, freeVolumes: r.free_volumes }));
    },

    titleDetail,

    async viewerStory(titleCode: string, volumeSerialNumber: number, storyNumber: number): Promise<ViewerStory | null> {
      const em = fork();
      const story = await em.findOne(
        Story,
        { title: { titleCode }, volume: { serialNumber: volumeSerialNumber, ...live() }, storyNumber, ...live() },
        { populate: ['title', 'volume'] },
      );
      if (!story) return null;
      const neighbours = await em.find(
        Story,
        { title: story.title, storyNumber: { $in: [storyNumber - 1, storyNumber + 1] }, volume: live(), ...live() },
        { populate: ['volume'] },
      );
      const ref = (n: number): StoryRef | null => {
        const found = neighbours.find((s) => s.storyNumber === n);
        return found ? { volumeSerialNumber: found.volume.serialNumber, storyNumber: n, paymentType: found.paymentType, name: found.name, priceCoins: found.priceCoins } : null;
      };
      return {
        storyId: story.id,
        titleCode: story.title.titleCode,
        titleName: story.title.titleName,
        isAdult: story.title.isAdult,
        isVertical: story.title.isVertical,
        volumeSerialNumber: story.volume.serialNumber,
        volumeName: story.volume.name,
        storyNumber: story.storyNumber,
        storyName: story.name,
        paymentType: story.paymentType,
        pageCount: story.pageCount,
        previous: ref(storyNumber - 1),
        next: ref(storyNumber + 1),
      };
    },

    /** The titles of these codes (unknown codes are left out), in no particular order. */
    async shelfTitles(titleCodes: readonly string[]): Promise<ShelfTitle[]> {
      if (titleCodes.length === 0) return [];
      const rows = await fork()
        .getConnection()
        .execute<{ title_code: string; title_name: string; title_kana: string; is_adult: boolean }[]>(
          'select title_code, title_name, title_kana, is_adult from title where title_code = any(?::text[])',
          [`{${[...new Set(titleCodes)].map((code) => `"${code.replace(/["\\]/g, '\\$&')}"`).join(',')}}`],
        );
      return rows.map((row) => ({ titleCode: row.title_code, titleName: row.title_name, titleKana: row.title_kana, isAdult: row.is_adult, thumbnailImagePath: coverPath(row.title_code, 240) }));
    },

    async viewerVolume(titleCode: string, volumeSerialNumber: number): Promise<ViewerVolume | null> {
      const em = fork();
      const stories = await em.find(
        Story,
        { title: { titleCode }, volume: { serialNumber: volumeSerialNumber, ...live() }, ...live() },
        { populate: ['title', 'volume'], orderBy: { storyNumber: 'asc' } },
      );
      const first = stories[0];
      if (!first) return null;
      const next = await em.findOne(
        Story,
        { title: first.title, volume: { serialNumber: { $gt: volumeSerialNumber }, ...live() }, ...live() },
        { populate: ['volume'], orderBy: { volume: { serialNumber: 'asc' }, storyNumber: 'asc' } },
      );
      const { title, volume } = first;
      return {
        titleCode: title.titleCode,
        titleName: title.titleName,
        isAdult: title.isAdult,
        isVertical: title.isVertical,
        isStore: title.isStore,
        volumeSerialNumber: volume.serialNumber,
        volumeName: volume.name,
        stories: stories.map((s) => ({ storyId: s.id, storyNumber: s.storyNumber, storyName: s.name, paymentType: s.paymentType, pageCount: s.pageCount, isAdult: title.isAdult })),
        nextVolume: next ? { volumeSerialNumber: next.volume.serialNumber, storyNumber: next.storyNumber } : null,
      };
    },

    /** The title's volumes in order, each with its first story (the viewer's end screen). */
    async volumeEntries(titleCode: string): Promise<VolumeEntry[]> {
      const rows = await fork().getConnection().execute<{ serial_number: number; name: string; story_number: number | null; payment_type: PaymentType | null; price_coins: number | null }[]>(
        `select v.serial_number, v.name, s.story_number, s.payment_type, s.price_coins
           from volume v join title t on t.id = v.title_id
           left join lateral (select story_number, payment_type, price_coins from story s where s.volume_id = v.id and ${LIVE_SQL('s')} order by story_number limit 1) s on true
          where t.title_code = ? and ${LIVE_SQL('v')}
          order by v.serial_number`,
        [titleCode],
      );
      return rows.map((row) => ({
        serialNumber: row.serial_number,
        name: row.name,
        firstStory: row.story_number === null ? null : { storyNumber: row.story_number, paymentType: row.payment_type!, priceCoins: row.price_coins ?? 0 },
      }));
    },

    /**
     * Titles like this one (the title page's 「似ている作品」: shared tags, then the same genre, then
     * popularity), never the title itself; adult titles only when `adultAllowed`.
     */
    async similarTitles(titleCode: string, options: { adultAllowed: boolean; limit?: number }): Promise<TitleCard[]> {
      const limit = Math.min(Math.max(Math.trunc(options.limit ?? 6), 1), 24);
      return (await related(titleCode, options.adultAllowed)).similar.slice(0, limit);
    },

    /** Whether the title exists; loads (and keeps) its detail, which the title page reads next. */
    async titleExists(titleCode: string): Promise<boolean> {
      return (await titleDetail(titleCode)) !== null;
    },

    async coverSource(titleCode: string): Promise<CoverSource | null> {
      const em = fork();
      const title = await em.findOne(Title, { titleCode }, { fields: ['id', 'titleCode', 'titleName', 'genre', 'isAdult'] });
      if (!title) return null;
      const creators = await creatorsOf(em, [title.id]);
      const authors = [...new Set((creators.get(title.id) ?? []).map((c) => c.name))].join('・');
      return { titleCode: title.titleCode, titleName: title.titleName, genreCode: title.genre.code, authors, isAdult: title.isAdult };
    },

    /** The title code an old site's book code (`/book/{legacyCode}/`) now redirects to, or null. */
    async legacyTitleCode(legacyCode: string): Promise<string | null> {
      if (legacyCode.length === 0 || legacyCode.length > 32) return null;
      const row = await fork().findOne(LegacyTitleCode, { legacyCode }, { populate: ['title'] });
      return row?.title.titleCode ?? null;
    },

    /** The most recently updated general-audience titles, newest first (the sitemap feeds). */
    async recentlyUpdated(limit = 50): Promise<FeedTitle[]> {
      const em = fork();
      const titles = await em.find(
        Title,
        { isAdult: false },
        { populate: ['genre'], orderBy: { updatedAt: 'desc', id: 'asc' }, limit: Math.min(Math.max(Math.trunc(limit), 1), 200) },
      );
      const list = await cards(em, titles);
      return list.map((card, i) => ({ ...card, synopsis: titles[i]!.synopsis }));
    },

    /** Search suggestions shown in the header; cached because every initialize call returns them. */
    sampleKeywords(): Promise<string[]> {
      return keywordCache.get('keywords', async () => {
        const titles = await fork().find(Title, { isAdult: false }, { fields: ['titleName', 'tags'], orderBy: { favoriteCount: 'desc', id: 'asc' }, limit: 6 });
        const tags = [...new Set(titles.flatMap((t) => t.tags))].slice(0, 4);
        return [...titles.slice(0, 4).map((t) => t.titleName), ...tags];
      });
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

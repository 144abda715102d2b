import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { LegacyTitleCode, PaymentType, Story, Title, TitleAuthor } from './entities/index.ts';
import { toTitleCard, type TitleCard } from './title-view.ts';

export type StoryRow = {
  storyNumber: number;
  name: string;
  paymentType: PaymentType;
  priceCoins: number;
  pageCount: number;
  publishedAt: string;
};

export type VolumeRow = {
  serialNumber: number;
  name: string;
  priceCoins: number;
  publishedAt: string;
  stories: StoryRow[];
};

export type TitleDetail = TitleCard & {
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

export type CoverSource = { titleCode: string; titleName: string; genreCode: number; authors: string; isAdult: boolean };

/** A title as the RSS/Atom feeds list it. */
export type FeedTitle = TitleCard & { synopsis: string };

const KEYWORD_TTL_MS = 5 * 60_000;

/** A title's volumes with their stories, as the JSON the title page renders (timestamps in ISO form). */
const VOLUME_TREE_SQL = `
  select coalesce(json_agg(json_build_object(
           'serialNumber', v.serial_number, 'name', v.name, 'priceCoins', v.price_coins,
           'publishedAt', to_char(v.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'stories', coalesce((
             select json_agg(json_build_object(
                      'storyNumber', s.story_number, 'name', s.name, 'paymentType', s.payment_type,
                      'priceCoins', s.price_coins, 'pageCount', s.page_count,
                      'publishedAt', to_char(s.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                    order by s.story_number)
               from story s where s.volume_id = v.id), '[]'::json))
         order by v.serial_number), '[]'::json) as volumes
    from volume v
   where v.title_id = ?`;

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

export function createCatalogueService(orm: MikroORM) {
  const fork = () => orm.em.fork();
  let keywordCache: { at: number; keywords: Promise<string[]> } | undefined;

  /** General-audience titles, for lists shown to everyone. */
  async function list(where: Record<string, unknown>, orderBy: Record<string, 'asc' | 'desc'>, limit: number): Promise<TitleCard[]> {
    const em = fork();
    const titles = await em.find(Title, { isAdult: false, ...where }, { populate: ['genre'], orderBy: { ...orderBy, id: 'asc' }, limit });
    return cards(em, titles);
  }

  return {
    async topLists(limit = 12) {
      const [ranking, newest, free] = await Promise.all([
        list({}, { monthlySalesAmount: 'desc' }, limit),
        list({}, { startedAt: 'desc' }, limit),
        list({ $or: [{ isFree: true }, { isFreeForWait: true }] }, { favoriteCount: 'desc' }, limit),
      ]);
      return { ranking, newest, free };
    },

    async titleDetail(titleCode: string): Promise<TitleDetail | null> {
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
        synopsis: title.synopsis,
        tags: title.tags,
        publisher: title.publisher.name,
        creators: people,
        isCompleted: title.isCompleted,
        isVertical: title.isVertical,
        startedAt: title.startedAt.toISOString(),
        volumes: tree?.volumes ?? [],
      };
    },

    async viewerStory(titleCode: string, volumeSerialNumber: number, storyNumber: number): Promise<ViewerStory | null> {
      const em = fork();
      const story = await em.findOne(
        Story,
        { title: { titleCode }, volume: { serialNumber: volumeSerialNumber }, storyNumber },
        { populate: ['title', 'volume'] },
      );
      if (!story) return null;
      const neighbours = await em.find(
        Story,
        { title: story.title, storyNumber: { $in: [storyNumber - 1, storyNumber + 1] } },
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

    /** The title's volumes in order, each with its first story (the viewer's end screen). */
    async volumeEntries(titleCode: string): Promise<VolumeEntry[]> {
      const rows = await fork().getConnection().execute<{ serial_number: number; name: string; story_number: number | null; payment_type: PaymentType | null; price_coins: number | null }[]>(
        `select v.serial_number, v.name, s.story_number, s.payment_type, s.price_coins
           from volume v join title t on t.id = v.title_id
           left join lateral (select story_number, payment_type, price_coins from story where volume_id = v.id order by story_number limit 1) s on true
          where t.title_code = ?
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
     * Titles like this one: the same genre, most popular (monthly sales) first, never the title itself.
     * Adult titles only when `adultAllowed` (a member with userValidAdult 1).
     */
    async similarTitles(titleCode: string, options: { adultAllowed: boolean; limit?: number }): Promise<TitleCard[]> {
      const em = fork();
      const title = await em.findOne(Title, { titleCode }, { fields: ['id', 'genre'] });
      if (!title) return [];
      const limit = Math.min(Math.max(Math.trunc(options.limit ?? 6), 1), 24);
      const titles = await em.find(
        Title,
        { genre: title.genre, id: { $ne: title.id }, ...(options.adultAllowed ? {} : { isAdult: false }) },
        { populate: ['genre'], orderBy: { monthlySalesAmount: 'desc', id: 'asc' }, limit },
      );
      return cards(em, titles);
    },

    async titleExists(titleCode: string): Promise<boolean> {
      return (await fork().count(Title, { titleCode })) > 0;
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
      if (!keywordCache || Date.now() - keywordCache.at > KEYWORD_TTL_MS) {
        const keywords = (async () => {
          const titles = await fork().find(Title, { isAdult: false }, { fields: ['titleName', 'tags'], orderBy: { favoriteCount: 'desc', id: 'asc' }, limit: 6 });
          const tags = [...new Set(titles.flatMap((t) => t.tags))].slice(0, 4);
          return [...titles.slice(0, 4).map((t) => t.titleName), ...tags];
        })();
        keywordCache = { at: Date.now(), keywords };
        keywords.catch(() => (keywordCache = undefined));
      }
      return keywordCache.keywords;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

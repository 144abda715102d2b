import type { MikroORM } from '@mikro-orm/postgresql';
import { memoizeAsync } from '#platform/cache/memoize-async.ts';
import { catalogueDb, type CatalogueDb } from './kysely-db.ts';

export type StoryAltTexts = { storyId: number; titleCode: string; volume: number; storyNumber: number; name: string; pageCount: number; alts: string[] };

/** Per-page alt text of the viewer, written by staff (decision 053). Reads are reused for a minute, dropped on change. */
export function createPageAltTexts(orm: MikroORM) {
  const altsOf = (storyId: number) => catalogueDb(orm).selectFrom('page_alt_text').select(['page', 'alt']).where('story_id', '=', storyId).execute();
  const readStory = async (storyId: number): Promise<StoryAltTexts | null> => {
    const story = await catalogueDb(orm)
      .selectFrom('story as s')
      .innerJoin('volume as v', 'v.id', 's.volume_id')
      .innerJoin('title as t', 't.id', 's.title_id')
      .select(['t.title_code', 'v.serial_number as volume', 's.story_number', 's.name', 's.page_count'])
      .where('s.id', '=', storyId)
      .executeTakeFirst();
    if (!story) return null;
    const rows = await altsOf(storyId);
    const alts = Array.from({ length: story.page_count }, (_, i) => rows.find((r) => r.page === i + 1)?.alt ?? '');
    return { storyId, titleCode: story.title_code, volume: story.volume, storyNumber: story.story_number, name: story.name, pageCount: story.page_count, alts };
  };
  const forStory = memoizeAsync(async (storyId: number) => new Map((await altsOf(storyId)).map((r) => [r.page, r.alt])), {
    ttlMs: 60_000,
    maxEntries: 5_000,
    key: (storyId) => String(storyId),
  });
  return {
    readStory,
    /** The stories of a title, in reading order, for the console. */
    async storiesOf(titleCode: string): Promise<{ storyId: number; volume: number; storyNumber: number; name: string; pageCount: number }[]> {
      return catalogueDb(orm)
        .selectFrom('story as s')
        .innerJoin('volume as v', 'v.id', 's.volume_id')
        .innerJoin('title as t', 't.id', 's.title_id')
        .select(['s.id as storyId', 'v.serial_number as volume', 's.story_number as storyNumber', 's.name', 's.page_count as pageCount'])
        .where('t.title_code', '=', titleCode)
        .orderBy('v.serial_number')
        .orderBy('s.story_number')
        .limit(500)
        .execute();
    },
    /** Replaces a story's alt texts (an empty one removes the page's). */
    async write(storyId: number, alts: readonly string[]): Promise<void> {
      await orm.em.fork().transactional(async (em) => {
        const db = em.getKysely<CatalogueDb>();
        await db.deleteFrom('page_alt_text').where('story_id', '=', storyId).execute();
        for (const [index, alt] of alts.entries()) if (alt.trim()) await db.insertInto('page_alt_text').values({ story_id: storyId, page: index + 1, alt: alt.trim() }).execute();
      });
      forStory.clear();
    },
    /** Page → alt of the given stories (the viewer's page shapes). */
    async forStories(storyIds: readonly number[]): Promise<Map<number, Map<number, string>>> {
      return new Map(await Promise.all(storyIds.map(async (id) => [id, (await forStory(id)) ?? new Map<number, string>()] as const)));
    },
    dropCached: () => forStory.clear(),
  };
}

export type PageAltTexts = ReturnType<typeof createPageAltTexts>;

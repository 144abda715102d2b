import type { MikroORM } from '@mikro-orm/postgresql';
import { memoizeAsync } from '#platform/cache/memoize-async.ts';

export type StoryAltTexts = { storyId: number; titleCode: string; volume: number; storyNumber: number; name: string; pageCount: number; alts: string[] };

/** Per-page alt text of the viewer, written by staff (decision 053). Reads are reused for a minute, dropped on change. */
export function createPageAltTexts(orm: MikroORM) {
  const readStory = async (storyId: number): Promise<StoryAltTexts | null> => {
    const em = orm.em.fork();
    const [story] = await em.execute<{ title_code: string; volume: number; story_number: number; name: string; page_count: number }[]>(
      'select t.title_code, v.serial_number as volume, s.story_number, s.name, s.page_count from story s join volume v on v.id = s.volume_id join title t on t.id = s.title_id where s.id = ?',
      [storyId],
    );
    if (!story) return null;
    const rows = await em.execute<{ page: number; alt: string }[]>('select page, alt from page_alt_text where story_id = ?', [storyId]);
    const alts = Array.from({ length: story.page_count }, (_, i) => rows.find((r) => r.page === i + 1)?.alt ?? '');
    return { storyId, titleCode: story.title_code, volume: story.volume, storyNumber: story.story_number, name: story.name, pageCount: story.page_count, alts };
  };
  const forStory = memoizeAsync(async (storyId: number) => new Map((await orm.em.fork().execute<{ page: number; alt: string }[]>('select page, alt from page_alt_text where story_id = ?', [storyId])).map((r) => [r.page, r.alt])), {
    ttlMs: 60_000,
    maxEntries: 5_000,
    key: (storyId) => String(storyId),
  });
  return {
    readStory,
    /** The stories of a title, in reading order, for the console. */
    async storiesOf(titleCode: string): Promise<{ storyId: number; volume: number; storyNumber: number; name: string; pageCount: number }[]> {
      return orm.em.fork().execute(
        `select s.id as "storyId", v.serial_number as volume, s.story_number as "storyNumber", s.name, s.page_count as "pageCount"
           from story s join volume v on v.id = s.volume_id join title t on t.id = s.title_id where t.title_code = ? order by v.serial_number, s.story_number limit 500`,
        [titleCode],
      );
    },
    /** Replaces a story's alt texts (an empty one removes the page's). */
    async write(storyId: number, alts: readonly string[]): Promise<void> {
      await orm.em.fork().transactional(async (em) => {
        await em.execute('delete from page_alt_text where story_id = ?', [storyId]);
        for (const [index, alt] of alts.entries()) if (alt.trim()) await em.execute('insert into page_alt_text (story_id, page, alt) values (?, ?, ?)', [storyId, index + 1, alt.trim()]);
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

import type { MikroORM } from '@mikro-orm/postgresql';
import { catalogueDb } from './kysely-db.ts';

/** An episode whose publication time fell in a window: what a new-episode notice names. */
export type PublishedEpisode = {
  titleCode: string;
  titleName: string;
  isAdult: boolean;
  volumeSerialNumber: number;
  storyNumber: number;
  storyName: string;
  publishedAt: Date;
};

/** At most this many episodes per window: a bulk import of a back catalogue is not news. */
const WINDOW_LIMIT = 5000;

/** When titles got new episodes: what the new-episode notices and the bookshelf's 更新 badges read. */
export function createEpisodeUpdates(orm: MikroORM) {
  const db = () => catalogueDb(orm);
  return {
    /** Episodes published in (from, to], oldest first. */
    async publishedBetween(from: Date, to: Date): Promise<PublishedEpisode[]> {
      const rows = await db()
        .selectFrom('story as s')
        .innerJoin('title as t', 't.id', 's.title_id')
        .innerJoin('volume as v', 'v.id', 's.volume_id')
        .select(['t.title_code', 't.title_name', 't.is_adult', 'v.serial_number', 's.story_number', 's.name', 's.published_at'])
        .where('s.published_at', '>', from)
        .where('s.published_at', '<=', to)
        .orderBy('s.published_at')
        .orderBy('s.id')
        .limit(WINDOW_LIMIT)
        .execute();
      return rows.map((row) => ({
        titleCode: row.title_code,
        titleName: row.title_name,
        isAdult: row.is_adult,
        volumeSerialNumber: row.serial_number,
        storyNumber: row.story_number,
        storyName: row.name,
        publishedAt: new Date(row.published_at),
      }));
    },

    /** Each title's newest episode already published at `at` (titles without one are left out). */
    async latestEpisodeAt(titleCodes: readonly string[], at: Date): Promise<Map<string, Date>> {
      if (titleCodes.length === 0) return new Map();
      const rows = await db()
        .selectFrom('story as s')
        .innerJoin('title as t', 't.id', 's.title_id')
        .select(['t.title_code', (eb) => eb.fn.max('s.published_at').as('latest')])
        .where('t.title_code', 'in', [...new Set(titleCodes)])
        .where('s.published_at', '<=', at)
        .groupBy('t.title_code')
        .execute();
      return new Map(rows.map((row) => [row.title_code, new Date(row.latest as Date | string)]));
    },
  };
}

export type EpisodeUpdates = ReturnType<typeof createEpisodeUpdates>;

import type { MikroORM } from '@mikro-orm/postgresql';
import { createCache } from '#platform/cache/cache.ts';
import { catalogueDb } from './kysely-db.ts';

/**
 * Whether an uploaded image (`/img/staff/{id}`) is the cover of an adult title, or of a volume or story
 * of one: such an image is served only to members allowed adult content, as the catalogue's own covers
 * are. Answers are kept a few seconds (an image request must not scan the stories each time).
 */
export function createAdultCoverPaths(orm: MikroORM, options: { ttlMs?: number } = {}) {
  const known = createCache<boolean>({ max: 5_000, ttlMs: options.ttlMs ?? 10_000 });
  return {
    isAdultCover: (path: string): Promise<boolean> =>
      known.get(path, async () => {
        const row = await catalogueDb(orm)
          .selectNoFrom((eb) => [
            eb.exists(eb.selectFrom('title as t').select('t.id').where('t.is_adult', '=', true).where('t.cover_image_path', '=', path)).as('title'),
            eb.exists(eb.selectFrom('volume as v').innerJoin('title as t', 't.id', 'v.title_id').select('v.id').where('t.is_adult', '=', true).where('v.cover_image_path', '=', path)).as('volume'),
            eb.exists(eb.selectFrom('story as s').innerJoin('title as t', 't.id', 's.title_id').select('s.id').where('t.is_adult', '=', true).where('s.cover_image_path', '=', path)).as('story'),
          ])
          .executeTakeFirstOrThrow();
        return Boolean(row.title || row.volume || row.story);
      }),
    dropCached: () => known.clear(),
  };
}

export type AdultCoverPaths = ReturnType<typeof createAdultCoverPaths>;

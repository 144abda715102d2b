import type { MikroORM } from '@mikro-orm/postgresql';
import { catalogueDb } from './kysely-db.ts';

/**
 * Whether an uploaded image (`/img/staff/{id}`) is the cover of a title, or of a volume or story published
 * by `at`: the staff module serves such an image to the public (the composition root passes this in).
 */
export function publishedCoverUses(orm: MikroORM): (path: string, at: Date) => Promise<boolean> {
  return async (path, at) => {
    const row = await catalogueDb(orm)
      .selectNoFrom((eb) => [
        eb.exists(eb.selectFrom('title as t').select('t.id').where('t.cover_image_path', '=', path)).as('title'),
        eb.exists(eb.selectFrom('volume as v').select('v.id').where('v.cover_image_path', '=', path).where('v.published_at', '<=', at)).as('volume'),
        eb.exists(eb.selectFrom('story as s').select('s.id').where('s.cover_image_path', '=', path).where('s.published_at', '<=', at)).as('story'),
      ])
      .executeTakeFirstOrThrow();
    return Boolean(row.title || row.volume || row.story);
  };
}

import type { MikroORM } from '@mikro-orm/postgresql';
import { rewardsDb } from '../kysely-db.ts';

/**
 * Whether a stamp card started by `at` and not in the trash shows the image at `path` as its thumbnail
 * (the path, or it with a query): the staff module serves such an uploaded image to the public.
 */
export function startedStampCardUses(orm: MikroORM): (path: string, at: Date) => Promise<boolean> {
  return async (path, at) => {
    const row = await rewardsDb(orm)
      .selectFrom('reward_stamp_card')
      .select('id')
      .where('deleted_at', 'is', null)
      .where('starts_at', '<=', at)
      .where((eb) => eb.or([eb('thumbnail_url', '=', path), eb('thumbnail_url', 'like', `${path}?%`)]))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  };
}

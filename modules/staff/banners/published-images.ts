import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { createCache } from '#platform/cache/cache.ts';
import { staffDb } from '../kysely-db.ts';
import { STAFF_IMAGE_PATH } from './staff-images.ts';

/**
 * Whether a published object of another module shows the uploaded image at `path` (`/img/staff/{id}`;
 * a stored reference may add a query, `?w=640`) to the public at `at`. The composition root injects one
 * per module whose objects take uploaded images (the catalogue's covers, the rewards module's stamp cards).
 */
export type ImageUse = (path: string, at: Date) => Promise<boolean>;

export type PublishedImagesOptions = {
  now?: () => Date;
  /** The other modules' uses. */
  elsewhere?: readonly ImageUse[];
  /** How long an answer is reused (default 10 s); a save drops them all (dropCached). */
  ttlMs?: number;
  /** Answers kept at most (default 5000). */
  max?: number;
};

/**
 * Which uploaded images the public may see: those a published object shows (a banner not in the trash
 * whose window has started, a site setting, and the other modules' uses). An image only a draft or
 * nothing uses is the console's alone (issue 29 item 8). Answers are cached per image: an image request
 * must not run these queries each time.
 */
export function createPublishedImages(orm: MikroORM, options: PublishedImagesOptions = {}) {
  const now = () => options.now?.() ?? new Date();
  const known = createCache<boolean>({ max: options.max ?? 5_000, ttlMs: options.ttlMs ?? 10_000 });

  /** Whether the image exists, and whether a banner or a site setting of this module shows it. */
  const ownUses = async (id: number, path: string, at: Date) => {
    const like = `${path}?%`;
    return staffDb(orm)
      .selectNoFrom((eb) => [
        eb.exists(eb.selectFrom('staff_image').select('id').where('id', '=', id)).as('image'),
        eb
          .exists(
            eb
              .selectFrom('staff_banner')
              .select('id')
              .where('deleted_at', 'is', null)
              .where((w) => w.or([w('starts_at', 'is', null), w('starts_at', '<=', at)]))
              .where((w) => w.or([w('image_url', '=', path), w('image_url', 'like', like)])),
          )
          .as('banner'),
        // The rectangle and member coupon banners (when switched on) and the daily recommendation.
        eb
          .exists(
            eb
              .selectFrom('site_setting')
              .select('key')
              .where(sql<boolean>`(value->>'imageUrl' = ${path} or value->>'imageUrl' like ${like}) and value->'enabled' is distinct from 'false'::jsonb`),
          )
          .as('setting'),
      ])
      .executeTakeFirstOrThrow();
  };

  return {
    /** Whether the public may see uploaded image `id`. */
    isPublished: (id: number): Promise<boolean> =>
      known.get(String(id), async () => {
        const path = `${STAFF_IMAGE_PATH}${id}`;
        const at = now();
        const own = await ownUses(id, path, at);
        // An id that was never uploaded asks no other module (a visitor walking the ids costs one lookup each).
        if (!own.image) return false;
        if (own.banner || own.setting) return true;
        for (const use of options.elsewhere ?? []) if (await use(path, at)) return true;
        return false;
      }),
    /** Forgets every answer (a banner, setting, cover or card was saved, here or in another process). */
    dropCached: () => known.clear(),
  };
}

export type PublishedImages = ReturnType<typeof createPublishedImages>;

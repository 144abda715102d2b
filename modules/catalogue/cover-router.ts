import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { memoizeAsync } from '#platform/cache/memoize-async.ts';
import { ApiError } from '#platform/http/api-error.ts';
import { validate } from '#platform/http/validate.ts';
import { encodeImage, negotiateFormat, widthQuery, COVER_WIDTHS, DEFAULT_COVER_WIDTH } from '#platform/images/encode.ts';
import { defaultImageCache, type ImageCache } from '#platform/images/image-cache.ts';
import type { MasterImageSource } from '#platform/images/master-source.ts';
import { serveImage } from '#platform/images/respond.ts';
import type { CatalogueService, CoverSource } from './catalogue-service.ts';

export type CoverRouterOptions = {
  /** Where the covers come from (the composition root's choice: the demo's art in demo mode). */
  masters: MasterImageSource;
  /** Defaults to the process-wide cache under config.dataDir. */
  cache?: ImageCache;
  /** How long a title's cover source is reused without asking the catalogue (default 60 s; 0 disables). */
  sourceTtlMs?: number;
  /** Whether the request comes from a member allowed adult content (adult covers are refused to anyone else). */
  adultAllowed?: (request: Request) => Promise<boolean>;
};

const params = z.object({ titleCode: z.string().min(1).max(64) });
const query = widthQuery(COVER_WIDTHS, DEFAULT_COVER_WIDTH);

/** Everything the artwork depends on, hashed, so a renamed title gets a new variant (and ETag). */
const sourceHash = (source: CoverSource) =>
  createHash('sha256').update(JSON.stringify([source.titleName, source.genreCode, source.authors])).digest('base64url').slice(0, 12);

/** `GET /img/cover/:titleCode?w=` — the title's cover, negotiated to AVIF/WebP/JPEG. */
export function coverRouter(catalogue: Pick<CatalogueService, 'coverSource'>, options: CoverRouterOptions) {
  const lookup = memoizeAsync(catalogue.coverSource, { ttlMs: options.sourceTtlMs ?? 60_000, maxEntries: 10_000, key: (code) => code });
  const app = new Hono({ strict: true })
    .get('/img/cover/:titleCode', validate('param', params), validate('query', query), async (c) => {
      const { titleCode } = c.req.valid('param');
      const { w } = c.req.valid('query');
      const source = await lookup(titleCode);
      if (!source) throw new ApiError(404, { content: 'この作品の表紙は見つかりませんでした。', label: 'notfound', level: 'warning' });
      if (source.isAdult && !(await (options.adultAllowed?.(c.req.raw) ?? false))) {
        throw new ApiError(403, { content: 'この画像を表示する権限がありません。', label: 'modal', level: 'warning' });
      }
      const master = await options.masters.cover(source);
      if (!master) throw new ApiError(404, { content: 'この作品の表紙は見つかりませんでした。', label: 'notfound', level: 'warning' });
      const format = negotiateFormat(c.req.header('accept'));
      return serveImage(c.req.raw, {
        cache: options.cache ?? defaultImageCache(),
        kind: 'cover',
        key: `${source.titleCode}-${sourceHash(source)}-w${w}`,
        format,
        // An adult cover never goes into a shared cache: the next person behind the proxy may not be allowed.
        policy: source.isAdult ? 'private' : 'public',
        render: () => encodeImage(master(w), format),
      });
    });
  return app;
}

import { Hono } from 'hono';
import { z } from 'zod';
import { memoizeAsync } from '#platform/cache/memoize-async.ts';
import { ApiError } from '#platform/http/api-error.ts';
import { validate } from '#platform/http/validate.ts';
import { encodeImage, negotiateFormat, widthQuery, DEFAULT_PAGE_WIDTH, PAGE_WIDTHS } from '#platform/images/encode.ts';
import { defaultImageCache, type ImageCache } from '#platform/images/image-cache.ts';
import type { MasterImageSource } from '#platform/images/master-source.ts';
import { serveImage } from '#platform/images/respond.ts';
import type { CatalogueService } from '#modules/catalogue/index.ts';
import { freeStoriesOnly, type PageAccessPolicy } from './page-access.ts';
import { PAGE_TOKEN_PARAM } from './client.ts';

export type PageRouterDeps = {
  catalogue: Pick<CatalogueService, 'viewerStory'>;
  /** Where the pages come from (the composition root's choice: the demo's art in demo mode). */
  masters: MasterImageSource;
  /** Who may see which pages; defaults to free stories only. */
  access?: PageAccessPolicy;
  /** Defaults to the process-wide cache under config.dataDir. */
  cache?: ImageCache;
  /** How long a story's metadata is reused between page requests (default 60 s; 0 disables). */
  storyTtlMs?: number;
  /** Subscribes the story lookup's drop to catalogue changes (a story edited, unpublished or renumbered by staff). */
  dropOn?: (drop: () => void) => void;
};

const positiveInt = z
  .string()
  .regex(/^[1-9][0-9]{0,5}$/, 'must be a positive integer')
  .transform(Number);
const params = z.object({ titleCode: z.string().min(1).max(64), volume: positiveInt, story: positiveInt, page: positiveInt });
const query = widthQuery(PAGE_WIDTHS, DEFAULT_PAGE_WIDTH).extend({
  [PAGE_TOKEN_PARAM]: z.string().max(600).regex(/^[A-Za-z0-9_.-]+$/, 'malformed token').optional(),
});

export const pageMessages = {
  pageNotFound: 'このページは見つかりませんでした。',
  pageDenied: 'このページを表示する権限がありません。',
} as const;

/** `GET /img/page/:titleCode/:volume/:story/:page?w=` — one manga page, after the access policy agrees. */
export function pageRouter(deps: PageRouterDeps) {
  const access = deps.access ?? freeStoriesOnly;
  // Every page of a story names the same story: read it once, not once per image.
  const lookup = memoizeAsync(deps.catalogue.viewerStory, {
    ttlMs: deps.storyTtlMs ?? 60_000,
    maxEntries: 10_000,
    key: (code, volume, story) => `${code}/${volume}/${story}`,
  });
  deps.dropOn?.(() => lookup.clear());
  const app = new Hono({ strict: true })
    .get('/img/page/:titleCode/:volume/:story/:page', validate('param', params), validate('query', query), async (c) => {
      const { titleCode, volume, story: storyNumber, page } = c.req.valid('param');
      const { w, [PAGE_TOKEN_PARAM]: token } = c.req.valid('query');
      const story = await lookup(titleCode, volume, storyNumber);
      if (!story || page > story.pageCount) throw new ApiError(404, { content: pageMessages.pageNotFound, label: 'notfound', level: 'warning' });
      // The policy decides before anything is read or rendered.
      const decision = await access({ story, request: c.req.raw, page, token });
      if (decision === 'denied') throw new ApiError(403, { content: pageMessages.pageDenied, label: 'modal', level: 'warning' });
      const master = await deps.masters.page({ titleCode: story.titleCode, storyNumber: story.storyNumber, page, pageCount: story.pageCount });
      if (!master) throw new ApiError(404, { content: pageMessages.pageNotFound, label: 'notfound', level: 'warning' });
      const format = negotiateFormat(c.req.header('accept'));
      return serveImage(c.req.raw, {
        cache: deps.cache ?? defaultImageCache(),
        kind: 'page',
        key: `${story.titleCode}-v${story.volumeSerialNumber}-s${story.storyNumber}-p${page}-n${story.pageCount}-w${w}`,
        format,
        policy: decision,
        render: () => encodeImage(master(w), format),
      });
    });
  return app;
}

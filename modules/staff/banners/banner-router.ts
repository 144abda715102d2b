import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '#platform/http/api-error.ts';
import { validate } from '#platform/http/validate.ts';
import { encodeImage, negotiateFormat, widthQuery } from '#platform/images/encode.ts';
import { defaultImageCache, type ImageCache } from '#platform/images/image-cache.ts';
import { RenderFailures, UnrenderableImage } from '#platform/images/render-failures.ts';
import { serveImage } from '#platform/images/respond.ts';
import type { Sharp } from 'sharp';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import type { StaffEdits } from '../edits/staff-edits.ts';
import { draftFields } from '../edits/draft-router.ts';
import type { StaffDrafts } from '../edits/staff-drafts.ts';
import { staffActor, staffOnly } from '../staff-only.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import { bannerFields, bannerUpdate, versionOnly, type BannerSnapshot } from './banner-rules.ts';
import type { BannerService } from './banner-service.ts';
import { decodeStaffImage, IMAGE_RULES, STAFF_IMAGE_PATH, STAFF_IMAGE_WIDTHS, type StaffImages } from './staff-images.ts';

const idParam = z.object({ id: z.string().regex(/^[1-9][0-9]{0,8}$/, { error: 'バナーの番号が正しくありません' }).transform(Number) });

/** The upload's body may be the image itself (2 MB and a little room). */
export const staffImageBodyLimit = { prefix: STAFF_PATHS.images, maxBytes: IMAGE_RULES.maxBytes + 1024 };

const toSnapshot = (input: z.output<typeof bannerFields>, deletedAt: string | null = null): BannerSnapshot => ({
  placement: input.placement,
  imageUrl: input.image_url,
  alt: input.alt,
  linkUrl: input.link_url,
  startsAt: input.starts_at,
  endsAt: input.ends_at,
  position: input.position,
  deletedAt,
});

/** The console's banner API: list, create, save (versioned), trash, restore, and image upload. */
const bannerDraft = z.intersection(bannerFields, draftFields);

export function bannerRouter(deps: { banners: BannerService; edits: StaffEdits; images: StaffImages; drafts: StaffDrafts }) {
  const { banners, edits, images, drafts } = deps;
  const kind = banners.kind;
  const answer = (saved: { id: string; version: number; value: BannerSnapshot }) => ({ success: true as const, banner: { id: Number(saved.id), version: saved.version, ...saved.value } });
  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get(STAFF_PATHS.banners, staffOnly(), async (c) => c.json({ success: true as const, banners: await banners.list() }))
    .post(STAFF_PATHS.banners, staffOnly(), validate('json', bannerFields), async (c) => c.json(answer(await edits.create(kind, toSnapshot(c.req.valid('json')), staffActor(c)))))
    .post(`${STAFF_PATHS.banners}:id/`, staffOnly(), validate('param', idParam), validate('json', bannerUpdate), async (c) => {
      const { version, ...fields } = c.req.valid('json');
      const { deletedAt: _keep, ...patch } = toSnapshot(fields);
      return c.json(answer(await edits.save(kind, String(c.req.valid('param').id), version, patch, staffActor(c))));
    })
    .post(`${STAFF_PATHS.banners}:id/trash/`, staffOnly(), validate('param', idParam), validate('json', versionOnly), async (c) =>
      c.json(answer(await edits.trash(kind, String(c.req.valid('param').id), c.req.valid('json').version, staffActor(c)))),
    )
    .post(`${STAFF_PATHS.banners}:id/restore/`, staffOnly(), validate('param', idParam), validate('json', versionOnly), async (c) =>
      c.json(answer(await edits.restore(kind, String(c.req.valid('param').id), c.req.valid('json').version, staffActor(c)))),
    )
    // Drafts (decision 058): a new banner's, or an existing one's fields, saved without publishing them.
    .post(`${STAFF_PATHS.drafts}banners/`, staffOnly(), validate('json', bannerDraft), async (c) => {
      const { draft_id, draft_version, version: _none, ...fields } = c.req.valid('json');
      return c.json({ success: true as const, draft: await drafts.save(kind, null, { draftId: draft_id, draftVersion: draft_version, baseVersion: 0, value: toSnapshot(fields) }, staffActor(c)) });
    })
    .post(`${STAFF_PATHS.drafts}banners/:id/`, staffOnly(), validate('param', idParam), validate('json', bannerDraft), async (c) => {
      const { draft_id, draft_version, version, ...fields } = c.req.valid('json');
      const { deletedAt: _keep, ...patch } = toSnapshot(fields);
      const draft = await drafts.save(kind, String(c.req.valid('param').id), { draftId: draft_id, draftVersion: draft_version, baseVersion: version, value: patch }, staffActor(c));
      return c.json({ success: true as const, draft });
    })
    .post(STAFF_PATHS.images, staffOnly(), async (c) => {
      const image = await images.upload(new Uint8Array(await c.req.arrayBuffer()), staffActor(c).userId);
      return c.json({ success: true as const, image });
    });
}

const imageParam = z.object({ id: z.string().regex(/^[1-9][0-9]{0,8}$/) });
const imageQuery = widthQuery(STAFF_IMAGE_WIDTHS, 640);

export type StaffImageRouterOptions = {
  /** Whether a published object uses the image (createPublishedImages): else only staff see it. */
  published: (id: number) => Promise<boolean>;
  /** Whether the request comes from a staff member's session (asked only for an unpublished image). */
  isStaff: (request: Request) => Promise<boolean>;
  cache?: ImageCache;
  /** Whether the image at this path is an adult title's cover (the catalogue's, injected): then only for `adultAllowed`. */
  adultOnly?: (path: string) => Promise<boolean>;
  adultAllowed?: (request: Request) => Promise<boolean>;
  /** The decoder of the stored bytes (default decodeStaffImage). */
  decode?: (bytes: Uint8Array) => Sharp;
  /** Images whose render failed, not decoded again (default: this router's own). */
  failures?: RenderFailures;
};

const notFound = () => new ApiError(404, { content: '画像が見つかりませんでした。', label: 'notfound', level: 'warning' }, undefined, { 'Cache-Control': 'no-store' });

/**
 * `GET /img/staff/{id}?w=`: an uploaded image through the pipeline (AVIF/WebP/JPEG, cached). Public, for a
 * year (an upload never changes: a new one is a new id), once a published object uses it; until then
 * only staff see it (the console, the preview), never stored by any cache, and anyone else gets 404.
 * An adult title's cover: 403 for anyone not allowed adult content, never in a shared cache. A stored
 * image that does not decode answers 404, remembered, rather than a 500 decoding it again each time.
 */
export function staffImageRouter(images: StaffImages, options: StaffImageRouterOptions) {
  const decode = options.decode ?? decodeStaffImage;
  const failures = options.failures ?? new RenderFailures();
  return new Hono({ strict: true }).get(`${STAFF_IMAGE_PATH}:id`, validate('param', imageParam), validate('query', imageQuery), async (c) => {
    const id = Number(c.req.valid('param').id);
    const { w } = c.req.valid('query');
    const published = await options.published(id);
    if (!published && !(await options.isStaff(c.req.raw))) throw notFound();
    const adult = (await options.adultOnly?.(`${STAFF_IMAGE_PATH}${id}`)) ?? false;
    if (adult && !(await (options.adultAllowed?.(c.req.raw) ?? false))) {
      throw new ApiError(403, { content: 'この画像を表示する権限がありません。', label: 'modal', level: 'warning' });
    }
    const master = `staff/${id}`;
    if (failures.has(master)) throw notFound();
    const bytes = await images.bytesOf(id);
    if (!bytes) throw notFound();
    const format = negotiateFormat(c.req.header('accept'));
    try {
      return await serveImage(c.req.raw, {
        cache: options.cache ?? defaultImageCache(),
        kind: 'staff',
        key: `${id}-w${w}`,
        format,
        policy: !published ? 'uncached' : adult ? 'private' : 'public',
        render: failures.guard(master, () => encodeImage(decode(bytes).resize({ width: w, withoutEnlargement: true }), format)),
      });
    } catch (error) {
      if (error instanceof UnrenderableImage) throw notFound();
      throw error;
    }
  });
}

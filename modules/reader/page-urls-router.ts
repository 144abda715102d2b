import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '#platform/http/api-error.ts';
import { validate } from '#platform/http/validate.ts';
import { memberOf, requireMember, type ViewerVariables } from '#modules/accounts/index.ts';
import type { CatalogueService } from '#modules/catalogue/index.ts';
import { PAGE_URLS_PATH } from './client.ts';
import { pageMessages } from './page-router.ts';
import type { SignedPages } from './signed-pages.ts';

const number = (field: string) =>
  z
    .string({ error: `${field} は1以上の整数で指定してください` })
    .regex(/^[1-9][0-9]{0,5}$/, { error: `${field} は1以上の整数で指定してください` })
    .transform(Number);

export const pageUrlsQuery = z.object({
  title: z.string().regex(/^[A-Za-z0-9_-]{1,16}$/, { error: 'title が正しくありません' }),
  volume: number('volume'),
  /** One story (the free viewer); without it, the whole volume (the paid viewer). */
  story: number('story').optional(),
});


export type PageUrlsRouterDeps = {
  catalogue: Pick<CatalogueService, 'viewerStory' | 'viewerVolume'>;
  signedPages: SignedPages;
};

/**
 * `GET /api/v1/viewer/page-urls/?title=&volume=[&story=]`: fresh signed page URLs for a viewer open
 * longer than their life. Members only; a story the member may no longer read (a rental that ended)
 * is 403, and a volume answers only with the stories still readable.
 */
export { PAGE_URLS_PATH };

export function pageUrlsRouter(deps: PageUrlsRouterDeps) {
  const denied = () => new ApiError(403, { content: pageMessages.pageDenied, label: 'modal', level: 'warning' });
  const router = new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get(PAGE_URLS_PATH, requireMember(), validate('query', pageUrlsQuery), async (c) => {
      const member = memberOf(c);
      const { title, volume, story } = c.req.valid('query');
      const reader = { userId: member.userId, userValidAdult: member.userValidAdult };
      c.header('Cache-Control', 'no-store');
      if (story !== undefined) {
        const found = await deps.catalogue.viewerStory(title, volume, story);
        if (!found) throw new ApiError(404, { content: pageMessages.pageNotFound, label: 'notfound', level: 'warning' });
        const list = await deps.signedPages.list([found], reader);
        if (list.pages.length === 0) throw denied();
        return c.json({ success: true, data: list });
      }
      const found = await deps.catalogue.viewerVolume(title, volume);
      if (!found) throw new ApiError(404, { content: pageMessages.pageNotFound, label: 'notfound', level: 'warning' });
      const list = await deps.signedPages.list(found.stories, reader);
      if (list.pages.length === 0) throw denied();
      return c.json({ success: true, data: list });
    });
  return router;
}

import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { ViewerVariables } from '../../accounts/index.ts';
import { validate } from '../../../platform/http/validate.ts';
import { KEYWORD_MAX_LENGTH, normalizeSearchQuery, rawFromSearchParams } from './search-query.ts';
import type { SearchService } from './search-service.ts';
import type { SearchViewer } from './search-sql.ts';

type Env = { Variables: ViewerVariables };

/** Seconds a shared cache may keep an anonymous answer. */
export const SHARED_MAX_AGE = 60;

/**
 * Anonymous answers are the same for everyone: cacheable by browsers and shared caches, varying on
 * Cookie (a signed-in member's cookie gives another answer). Members' answers are private.
 */
function cacheHeaders(c: Context<Env>): SearchViewer {
  const viewer = c.get('viewer');
  const user = viewer?.user ?? null;
  c.header('Vary', 'Cookie');
  if (user || viewer?.refreshCookie) c.header('Cache-Control', 'private, no-store');
  else c.header('Cache-Control', `public, max-age=30, s-maxage=${SHARED_MAX_AGE}`);
  return { allowAdult: user?.userValidAdult === 1 };
}

const suggestInput = z.object({
  keyword: z
    .string({ error: 'キーワードを指定してください。' })
    .max(KEYWORD_MAX_LENGTH, { error: `キーワードは${KEYWORD_MAX_LENGTH}文字以内で入力してください。` })
    .optional(),
});

/** `GET /api/v1/search/` (results for the client cache) and `GET /api/v1/suggest/?keyword=`. */
export function searchRouter(search: SearchService): Hono<Env> {
  const router = new Hono<Env>({ strict: true });

  router.get('/api/v1/search/', async (c) => {
    const viewer = cacheHeaders(c);
    const query = normalizeSearchQuery(rawFromSearchParams(new URL(c.req.url).searchParams));
    const page = await search.search(query, viewer);
    const { list: _list, ...selected } = query;
    return c.json({
      success: true,
      message: null,
      results: page.results,
      titleCount: page.titleCount,
      maxPage: page.maxPage,
      page: page.page,
      keyword: selected.keyword,
      selectedConditions: selected.conditions,
      selectedSortBy: selected.sort,
    });
  });

  router.get('/api/v1/suggest/', validate('query', suggestInput), async (c) => {
    const viewer = cacheHeaders(c);
    const keyword = (c.req.valid('query').keyword ?? '').trim();
    const items = keyword ? await search.suggest(keyword, viewer) : [];
    return c.json({ success: true, message: null, items });
  });

  return router;
}

import { AdultSetting } from '#modules/accounts/client.ts';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { CSRF_COOKIE } from '#platform/http/csrf.ts';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import { validate } from '#platform/http/validate.ts';
import { KEYWORD_MAX_LENGTH, normalizeSearchQuery, rawFromSearchParams } from './search-query.ts';
import type { SearchService } from './search-service.ts';
import type { SearchViewer } from './search-sql.ts';
import { withMemberMarks, type MemberMarks } from '../member-marks.ts';

type Env = { Variables: ViewerVariables };

/** Seconds a shared cache may keep an anonymous answer. */
export const SHARED_MAX_AGE = 60;

const CSRF_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Anonymous answers are the same for everyone: cacheable by browsers and shared caches, varying on
 * Cookie (a session cookie gives another answer; a shared cache should key on the session cookie
 * only, see docs/decisions/010). Members' answers, and any answer that sets a cookie (the session
 * refresh, or the CSRF cookie handed to a visitor without one), are private and not stored.
 */
export function viewerCacheHeaders(c: Context<Env>): SearchViewer {
  const viewer = c.get('viewer');
  const user = viewer?.user ?? null;
  const setsCsrfCookie = !CSRF_TOKEN.test(getCookie(c, CSRF_COOKIE) ?? '');
  c.header('Vary', 'Cookie');
  if (user || viewer?.refreshCookie || setsCsrfCookie) c.header('Cache-Control', 'private, no-store');
  else c.header('Cache-Control', `public, max-age=30, s-maxage=${SHARED_MAX_AGE}`);
  return { allowAdult: user?.userValidAdult === AdultSetting.Enabled };
}

const suggestInput = z.object({
  keyword: z
    .string({ error: 'キーワードを指定してください。' })
    .max(KEYWORD_MAX_LENGTH, { error: `キーワードは${KEYWORD_MAX_LENGTH}文字以内で入力してください。` })
    .optional(),
});

/** `GET /api/v1/search/` (results for the client cache) and `GET /api/v1/suggest/?keyword=`. */
/** The member's opened titles (reader module), for the read-status condition. */
export type ReadTitleIds = (userId: number) => Promise<number[]>;

export function searchRouter(search: SearchService, readTitleIds?: ReadTitleIds, memberMarks?: MemberMarks) {
  const router = new Hono<Env>({ strict: true })
    .get('/api/v1/search/', async (c) => {
      const viewer = viewerCacheHeaders(c);
      const query = normalizeSearchQuery(rawFromSearchParams(new URL(c.req.url).searchParams));
      const user = c.get('viewer')?.user;
      if (query.conditions.readStatus && user && readTitleIds) viewer.readTitleIds = await readTitleIds(user.userId);
      const page = await search.search(query, viewer);
      const { list: _list, ...selected } = query;
      return c.json({
        success: true,
        message: null,
        results: await withMemberMarks(page.results, user?.userId ?? null, memberMarks, c.req.header('cookie')),
        titleCount: page.titleCount,
        maxPage: page.maxPage,
        page: page.page,
        keyword: selected.keyword,
        selectedConditions: selected.conditions,
        selectedSortBy: selected.sort,
      });
    })
    .get('/api/v1/suggest/', validate('query', suggestInput), async (c) => {
      const viewer = viewerCacheHeaders(c);
      const keyword = (c.req.valid('query').keyword ?? '').trim();
      const items = keyword ? await search.suggest(keyword, viewer) : [];
      const user = c.get('viewer')?.user;
      // isPurchased is the member's own (the suggestions themselves are shared per audience).
      const marked = await withMemberMarks(items, user?.userId ?? null, memberMarks, c.req.header('cookie'));
      return c.json({ success: true, message: null, items: marked.map(({ isFavorite: _favorite, ...item }) => item) });
    });

  return router;
}

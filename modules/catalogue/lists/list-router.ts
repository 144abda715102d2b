import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ApiError, messages } from '#platform/http/api-error.ts';
import { validate } from '#platform/http/validate.ts';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import { viewerCacheHeaders } from '../search/search-router.ts';
import { GENRE_LIST_SORTS, LISTS, normalizeListQuery, type ListKind } from './list-query.ts';
import type { ListService } from './list-service.ts';
import { withMemberMarks, type MemberMarks } from '../member-marks.ts';

type Env = { Variables: ViewerVariables };

const FIXED = Object.keys(LISTS) as [Exclude<ListKind, 'genre'>, ...Exclude<ListKind, 'genre'>[]];
const fixedParams = z.object({ list: z.enum(FIXED, { error: '一覧の種類が正しくありません。' }) });
const genreParams = z.object({ genre: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, { error: 'ジャンルが正しくありません。' }) });
const notFound = () => new ApiError(404, { content: messages.notFound, label: 'notfound', level: 'warning' });

/**
 * The list pages' data as JSON: `GET /api/v1/titles/{list}/` (all, comics, new, free, store, campaign,
 * end, recommend) and `GET /api/v1/titles/genre/{genre}/`, with `sort`, `page` (and `free` for store)
 * normalised as on the pages. Adult titles only for adult-valid members; anonymous answers are shared.
 */
export function listRouter(lists: ListService, memberMarks?: MemberMarks) {
  const answer = async (c: Context<Env>, page: Awaited<ReturnType<ListService['list']>>, sort: number) => ({
    success: true,
    message: null,
    results: await withMemberMarks(page.results, c.get('viewer')?.user?.userId ?? null, memberMarks, c.req.header('cookie')),
    titleCount: page.titleCount,
    maxPage: page.maxPage,
    page: page.page,
    selectedSortBy: sort,
  });
  const router = new Hono<Env>({ strict: true })
    .get('/api/v1/titles/genre/:genre/', validate('param', genreParams), async (c) => {
      const genre = await lists.genreBySlug(c.req.valid('param').genre);
      if (!genre) throw notFound();
      const { allowAdult } = viewerCacheHeaders(c);
      const query = normalizeListQuery('genre', new URL(c.req.url).searchParams, GENRE_LIST_SORTS, genre.slug);
      if (genre.isAdult && !allowAdult) return c.json(await answer(c, { results: [], titleCount: 0, maxPage: 0, page: query.page }, query.sort));
      return c.json(await answer(c, await lists.list({ kind: 'genre', genreCode: genre.code }, query.sort, query.page, allowAdult), query.sort));
    })
    .get('/api/v1/titles/:list/', validate('param', fixedParams), async (c) => {
      const kind = c.req.valid('param').list;
      const { allowAdult } = viewerCacheHeaders(c);
      const query = normalizeListQuery(kind, new URL(c.req.url).searchParams, LISTS[kind].sorts);
      return c.json(await answer(c, await lists.list({ kind, free: query.free }, query.sort, query.page, allowAdult), query.sort));
    });

  return router;
}

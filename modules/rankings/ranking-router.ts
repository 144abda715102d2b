import { AdultSetting } from '#modules/accounts/client.ts';
import { Hono } from 'hono';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import { ApiError, messages } from '#platform/http/api-error.ts';
import { validate } from '#platform/http/validate.ts';
import { rankingInput } from './ranking-query.ts';
import { listVisible, type RankingService } from './ranking-service.ts';

type Env = { Variables: ViewerVariables };

/** `GET /api/v1/ranking/?kind=&basis=&list=&page=`: one page of a ranking list from the rollups. */
export function rankingRouter(rankings: RankingService) {
  const router = new Hono<Env>({ strict: true })
    .get('/api/v1/ranking/', validate('query', rankingInput), async (c) => {
      const user = c.get('viewer')?.user ?? null;
      const allowAdult = user?.userValidAdult === AdultSetting.Enabled;
      const query = c.req.valid('query');
      // TL and BL lists do not exist for anyone else (the same answer as an unknown list would deserve).
      if (!listVisible(query.list, allowAdult)) throw new ApiError(404, { content: messages.notFound, label: 'notfound', level: 'warning' });
      c.header('Cache-Control', user ? 'private, no-store' : 'public, max-age=60');
      c.header('Vary', 'Cookie');
      const page = await rankings.page(query, allowAdult);
      return c.json({
        success: true,
        message: null,
        kind: page.kind,
        basis: page.basis,
        list: page.list,
        page: page.page,
        maxPage: page.maxPage,
        titleCount: page.titleCount,
        computedAt: page.computedAt,
        titles: page.entries.map((e) => ({ rank: e.rank, movement: e.movement, score: e.score, growth: e.growth, ...e.title })),
      });
    });
  return router;
}

import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { validate } from '#platform/http/validate.ts';
import { memberOf, requireMember, type ViewerVariables } from '#modules/accounts/index.ts';
import { exchangeMessages } from './exchange-rules.ts';
import type { PointExchange } from './exchange.ts';
import { HISTORY_KINDS } from './history-labels.ts';
import type { WalletHistory } from './history.ts';

const pageError = 'ページ番号が正しくありません。';
export const historyQuery = z.object({
  page: z.coerce.number({ error: pageError }).int({ error: pageError }).min(1, { error: pageError }).max(10_000, { error: pageError }).default(1),
});
export const historyParams = z.object({ kind: z.enum(HISTORY_KINDS, { error: '履歴の種類が正しくありません。' }) });

export const exchangeInput = z.object({
  points: z.number({ error: exchangeMessages.points }).int({ error: exchangeMessages.points }).min(1, { error: exchangeMessages.points }),
  request_id: z.string({ error: exchangeMessages.requestId }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: exchangeMessages.requestId }),
});

const ok = (content = '') => ({ success: true, message: { content, label: 'string', level: 'info' } }) as const;

/**
 * The member's own wallet pages as JSON: balances, coin/point history, coupons, and the point
 * exchange. The member is always the session's: no route takes a member id.
 */
export function myItemRouter(deps: { history: WalletHistory; exchange: PointExchange }) {
  const member = requireMember();
  const noStore = createMiddleware(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  });
  const router = new Hono<{ Variables: ViewerVariables }>()
    .get('/api/v1/myitem/', member, noStore, async (c) => c.json({ ...ok(), data: await deps.history.summary(memberOf(c).userId) }))
    .get('/api/v1/myitem/history/:kind/', member, noStore, validate('param', historyParams), validate('query', historyQuery), async (c) => {
      const { kind } = c.req.valid('param');
      const { page } = c.req.valid('query');
      return c.json({ ...ok(), data: await deps.history.page(memberOf(c).userId, kind, page) });
    })
    .get('/api/v1/myitem/unlocks/', member, noStore, async (c) => c.json({ ...ok(), data: await deps.history.unlocks(memberOf(c).userId) }))
    .get('/api/v1/myitem/coupon/', member, noStore, async (c) => c.json({ ...ok(), coupons: await deps.history.coupons(memberOf(c).userId) }))
    .post('/api/v1/point/exchange/', member, noStore, validate('json', exchangeInput), async (c) => {
      const input = c.req.valid('json');
      const userId = memberOf(c).userId;
      const outcome = await deps.exchange.exchange(userId, { points: input.points, requestId: input.request_id });
      const content = outcome.exchanged ? exchangeMessages.done(outcome.points, outcome.coins) : exchangeMessages.already;
      return c.json({ ...ok(content), data: { ...outcome, expiresAt: outcome.expiresAt.toISOString(), balances: await deps.history.summary(userId) } });
    });

  return router;
}

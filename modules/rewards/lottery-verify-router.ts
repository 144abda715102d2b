import { Hono } from 'hono';
import { z } from 'zod';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import { validate } from '#platform/http/validate.ts';
import { oddsPercentText } from './domain/odds.ts';
import type { LotteryVerify } from './lottery-verify.ts';
import { rewardsMessages as m } from './rewards-messages.ts';

const lotteryIdParam = z.object({ lotteryId: z.coerce.number({ error: m.lotteryIdInvalid }).int({ error: m.lotteryIdInvalid }).min(1, { error: m.lotteryIdInvalid }).max(2_147_483_647, { error: m.lotteryIdInvalid }) });
const positive = (error: string) => z.coerce.number({ error }).int({ error }).min(1, { error }).max(2_147_483_647, { error });
export const verifyQuery = z.object({
  period: z.string({ error: m.periodKeyInvalid }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}$/, { error: m.periodKeyInvalid }),
  member: positive(m.memberIdInvalid),
  draw: positive(m.drawNumberInvalid).max(1000, { error: m.drawNumberInvalid }),
});

/** Anyone may recompute a past draw from its period's revealed seed (issue 16 item 3, decision 050). */
export function lotteryVerifyRouter(deps: { verify: LotteryVerify }) {
  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get('/api/reward/v1/lottery/:lotteryId/verify/', validate('param', lotteryIdParam), validate('query', verifyQuery), async (c) => {
      const { period, member, draw } = c.req.valid('query');
      const result = await deps.verify.verify({ lotteryId: c.req.valid('param').lotteryId, periodKey: period, memberId: member, drawNumber: draw }, c.get('viewer')?.user?.userId ?? null);
      return c.json(
        {
          success: true,
          message: null,
          ...result,
          odds: result.odds.map((line) => ({ ...line, rate: oddsPercentText(line.weight) })),
          periodStart: result.periodStart.toISOString(),
          periodEnd: result.periodEnd.toISOString(),
        },
        200,
        // An ended period never changes; the recorded draw is the viewer's own.
        { 'Cache-Control': 'private, max-age=300' },
      );
    })
    .get('/api/reward/v1/lottery/:lotteryId/periods/', validate('param', lotteryIdParam), async (c) => {
      const periods = await deps.verify.pastPeriods(c.req.valid('param').lotteryId);
      return c.json({ success: true, message: null, periods: periods.map((p) => ({ periodKey: p.periodKey, periodEnd: p.periodEnd.toISOString() })) }, 200, { 'Cache-Control': 'public, max-age=60' });
    });
}

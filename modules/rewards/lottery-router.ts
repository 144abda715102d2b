import { Hono } from 'hono';
import { z } from 'zod';
import { memberOf, requireMember, type ViewerVariables } from '../accounts/index.ts';
import { validate } from '../../platform/http/validate.ts';
import { jstMonthDayTime } from './domain/draw-periods.ts';
import { oddsPercentText } from './domain/odds.ts';
import type { LotteryService } from './lottery-service.ts';
import { rewardsMessages as m } from './rewards-messages.ts';

const lotteryIdParam = z.object({ lotteryId: z.coerce.number({ error: m.lotteryIdInvalid }).int({ error: m.lotteryIdInvalid }).min(1, { error: m.lotteryIdInvalid }).max(2_147_483_647, { error: m.lotteryIdInvalid }) });
export const confirmInput = z.object({ request_id: z.string({ error: m.requestIdInvalid }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: m.requestIdInvalid }) });

const noStore = { 'Cache-Control': 'private, no-store' };

/** The daily gacha (spec §7: `GET /api/special/gacha/daily/{lotteryId}/`, `POST .../confirm/`). */
export function lotteryRouter(deps: { lottery: LotteryService }): Hono<{ Variables: ViewerVariables }> {
  const router = new Hono<{ Variables: ViewerVariables }>({ strict: true });

  router.get('/api/special/gacha/daily/:lotteryId/', validate('param', lotteryIdParam), async (c) => {
    const userId = c.get('viewer')?.user?.userId ?? null;
    const status = await deps.lottery.status(c.req.valid('param').lotteryId, userId);
    const nextRefill = jstMonthDayTime(status.periodEnd);
    return c.json(
      {
        success: true,
        message: null,
        lotteryId: status.lotteryId,
        label: status.label,
        description: status.description,
        conditions: status.conditions,
        remained: status.remained,
        maxGacha: status.maxGacha,
        statusText: m.remained(status.remained, nextRefill),
        odds: status.odds.map((line) => ({ label: line.label, rate: oddsPercentText(line.weight) })),
        oddsVersion: status.oddsVersion,
        periodKey: status.periodKey,
        nextRefillText: nextRefill,
        commitment: status.commitment,
      },
      200,
      noStore,
    );
  });

  router.post('/api/special/gacha/daily/:lotteryId/confirm/', requireMember(), validate('param', lotteryIdParam), validate('json', confirmInput), async (c) => {
    const outcome = await deps.lottery.confirm(c.req.valid('param').lotteryId, memberOf(c).userId, c.req.valid('json').request_id);
    return c.json(
      {
        success: true,
        message: { content: m.drawn(outcome.prizeLabel), label: 'string', level: 'info' },
        result: { drawId: outcome.drawId, drawNumber: outcome.drawNumber, periodKey: outcome.periodKey, tierId: outcome.tierId, tierLabel: outcome.tierLabel, prizeLabel: outcome.prizeLabel },
        presentList: outcome.presentList.map((present) => ({ ...present, expiresAt: present.expiresAt?.toISOString() ?? null })),
        resultCouponCode: outcome.resultCouponCode,
        remained: outcome.remained,
      },
      200,
      noStore,
    );
  });

  return router;
}

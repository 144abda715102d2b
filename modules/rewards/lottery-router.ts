import { Hono } from 'hono';
import { z } from 'zod';
import { memberOf, requireMember, type ViewerVariables } from '#modules/accounts/index.ts';
import { validate } from '#platform/http/validate.ts';
import { jstMonthDayTime } from './domain/draw-periods.ts';
import { oddsPercentText } from './domain/odds.ts';
import type { LotteryService } from './lottery-service.ts';
import { rewardsMessages as m } from './rewards-messages.ts';

const lotteryIdParam = z.object({ lotteryId: z.coerce.number({ error: m.lotteryIdInvalid }).int({ error: m.lotteryIdInvalid }).min(1, { error: m.lotteryIdInvalid }).max(2_147_483_647, { error: m.lotteryIdInvalid }) });
const periodParam = lotteryIdParam.extend({ periodKey: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}$/, { error: m.periodKeyInvalid }) });
export const confirmInput = z.object({ request_id: z.string({ error: m.requestIdInvalid }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: m.requestIdInvalid }) });

const noStore = { 'Cache-Control': 'private, no-store' };

/** The daily gacha (spec §7: `GET /api/special/gacha/daily/{lotteryId}/`, `POST .../confirm/`). */
export function lotteryRouter(deps: { lottery: LotteryService }) {
  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get('/api/special/gacha/daily/:lotteryId/', validate('param', lotteryIdParam), async (c) => {
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
    })
    .post('/api/special/gacha/daily/:lotteryId/confirm/', requireMember(), validate('param', lotteryIdParam), validate('json', confirmInput), async (c) => {
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
    })
    /** Anyone may check a period: its odds, its commitment and, once it has ended, its seed. */
    .get('/api/reward/v1/lottery/:lotteryId/period/:periodKey/', validate('param', periodParam), async (c) => {
      const { lotteryId, periodKey } = c.req.valid('param');
      const record = await deps.lottery.period(lotteryId, periodKey);
      // An ended period never changes again; a running one changes when its seed is revealed.
      const cache = record.seed ? { 'Cache-Control': 'public, max-age=86400' } : { 'Cache-Control': 'no-cache' };
      return c.json(
        {
          success: true,
          message: null,
          ...record,
          odds: record.odds.map((line) => ({ ...line, rate: oddsPercentText(line.weight) })),
          periodStart: record.periodStart.toISOString(),
          periodEnd: record.periodEnd.toISOString(),
        },
        200,
        cache,
      );
    })
    /** The member's own draws, with the member id and draw number that recompute each one. */
    .get('/api/reward/v1/lottery/:lotteryId/draws/', requireMember(), validate('param', lotteryIdParam), async (c) => {
      const draws = await deps.lottery.memberDraws(c.req.valid('param').lotteryId, memberOf(c).userId);
      return c.json({ success: true, message: null, draws: draws.map((draw) => ({ ...draw, drawnAt: draw.drawnAt.toISOString() })) }, 200, noStore);
    });
}

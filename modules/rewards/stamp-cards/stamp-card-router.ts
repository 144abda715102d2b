import { Hono } from 'hono';
import { z } from 'zod';
import { memberOf, requireMember, type ViewerVariables } from '#modules/accounts/index.ts';
import { validate } from '#platform/http/validate.ts';
import { jstMonthDayTime } from '../domain/draw-periods.ts';
import { stampCardMessages as m } from './stamp-card-messages.ts';
import type { StampCardService, StampCardView } from './stamp-card-service.ts';

const campaignParam = z.object({ campaignCode: z.string({ error: m.codeInvalid }).regex(/^[A-Za-z0-9_-]{1,40}$/, { error: m.codeInvalid }) });
const alwaysQuery = z.object({ always: z.enum(['', '0', '1', 'true', 'false'], { error: m.codeInvalid }).optional() });

const noStore = { 'Cache-Control': 'private, no-store' };

/** The spec's stamp card campaign (thumbnail_url, message, card_items, details, gachaId), as the API sends it. */
export function stampCardCampaignJson(view: StampCardView) {
  return {
    code: view.code,
    label: view.label,
    thumbnail_url: view.thumbnailUrl,
    thumbnailUrl: view.thumbnailUrl,
    message: view.message,
    details: view.details,
    gachaId: view.gachaId,
    prizeText: view.prizeText,
    card_items: view.cardItems,
    running: view.running,
    filled: view.filled,
    completed: view.completed,
    endsAtText: view.endsAt ? jstMonthDayTime(view.endsAt) : null,
  };
}

/** Stamp cards (spec §7 `GET /api/reward/v1/stamp_card/{campaignCode}/?always=`; the completion claim). */
export function stampCardRouter(deps: { stampCards: StampCardService }) {
  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get('/api/reward/v1/stamp_card/:campaignCode/', validate('param', campaignParam), validate('query', alwaysQuery), async (c) => {
      const userId = c.get('viewer')?.user?.userId ?? null;
      const always = ['1', 'true'].includes(c.req.valid('query').always ?? '');
      const view = await deps.stampCards.card(c.req.valid('param').campaignCode, userId, { always });
      return c.json({ success: true, message: null, stamp_card_campaign: view && stampCardCampaignJson(view) }, 200, noStore);
    })
    .post('/api/reward/v1/stamp_card/:campaignCode/complete/', requireMember(), validate('param', campaignParam), async (c) => {
      const outcome = await deps.stampCards.complete(c.req.valid('param').campaignCode, memberOf(c).userId);
      const draw = outcome.draw;
      const content = outcome.prizeLabel ? m.completed(outcome.prizeLabel) : m.completedGacha;
      return c.json(
        {
          success: true,
          message: { content, label: 'string', level: 'info' },
          firstTime: outcome.firstTime,
          prizeLabel: outcome.prizeLabel,
          result: draw && { drawId: draw.drawId, drawNumber: draw.drawNumber, periodKey: draw.periodKey, tierId: draw.tierId, tierLabel: draw.tierLabel, prizeLabel: draw.prizeLabel },
          presentList: outcome.presentList.map((present) => ({ ...present, expiresAt: present.expiresAt?.toISOString() ?? null })),
          resultCouponCode: draw?.resultCouponCode ?? null,
        },
        200,
        noStore,
      );
    });
}

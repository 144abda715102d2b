import { Hono } from 'hono';
import { z } from 'zod';
import { memberOf, requireMember, type ViewerVariables } from '#modules/accounts/index.ts';
import { validate } from '#platform/http/validate.ts';
import { jstDateTimeText, jstDeadlineText } from '../domain/jst-day.ts';
import { missionMessages as m } from './mission-messages.ts';
import type { MissionBoardView, MissionService } from './mission-service.ts';

const boardParam = z.object({ code: z.string({ error: m.idInvalid }).regex(/^[A-Za-z0-9_-]{1,40}$/, { error: m.idInvalid }) });
const missionParam = z.object({ missionId: z.coerce.number({ error: m.idInvalid }).int({ error: m.idInvalid }).min(1, { error: m.idInvalid }).max(2_147_483_647, { error: m.idInvalid }) });

const noStore = { 'Cache-Control': 'private, no-store' };

/** A board as the API sends it. */
export function missionBoardJson(view: MissionBoardView) {
  return {
    code: view.code,
    label: view.label,
    description: view.description,
    running: view.running,
    endsAtText: view.endsAt ? jstDeadlineText(view.endsAt) : null,
    nextResetText: jstDateTimeText(view.nextReset),
    missions: view.missions,
  };
}

/** Missions (issue 16 item 7, decision 050): a board with the member's progress, and the claim. */
export function missionRouter(deps: { missions: MissionService }) {
  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get('/api/reward/v1/mission/:code/', validate('param', boardParam), async (c) => {
      const view = await deps.missions.board(c.req.valid('param').code, c.get('viewer')?.user?.userId ?? null);
      return c.json({ success: true, message: null, board: missionBoardJson(view) }, 200, noStore);
    })
    .post('/api/reward/v1/mission/:missionId/claim/', requireMember(), validate('param', missionParam), async (c) => {
      const claimed = await deps.missions.claim(c.req.valid('param').missionId, memberOf(c).userId);
      return c.json(
        {
          success: true,
          message: { content: m.claimed(claimed.missionLabel, claimed.prizeLabel), label: 'string', level: 'info' },
          claimId: claimed.claimId,
          prizeLabel: claimed.prizeLabel,
          presentList: claimed.credits.map((credit) => ({ ...credit, expiresAt: credit.expiresAt?.toISOString() ?? null })),
        },
        200,
        noStore,
      );
    });
}

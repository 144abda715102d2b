import { Hono } from 'hono';
import { memberOf, requireMember, type ViewerVariables } from '#modules/accounts/index.ts';
import type { TutorialLead } from './tutorial-lead.ts';

/** `GET /api/reward/v1/tutorial/lead/` (spec §7, logged in): success and row.contents. */
export function tutorialRouter(deps: { tutorialLead: TutorialLead }) {
  return new Hono<{ Variables: ViewerVariables }>({ strict: true }).get('/api/reward/v1/tutorial/lead/', requireMember(), async (c) => {
    const contents = await deps.tutorialLead.contents(memberOf(c).userId);
    // Asked after each signed-in initialize: the browser keeps it a minute.
    return c.json({ success: true, message: null, row: { contents } }, 200, { 'Cache-Control': 'private, max-age=60' });
  });
}

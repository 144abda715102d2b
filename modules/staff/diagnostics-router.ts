import { Hono } from 'hono';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import { formatJst } from '#platform/text/jst-datetime.ts';
import { staffActor, staffOnly } from './staff-only.ts';
import { STAFF_PATHS } from './staff-paths.ts';

/** `POST /api/staff/v1/diagnostics/test-message/`: a test notice to the staff member's own /message/. */
export function diagnosticsRouter(deps: { sendMessage: (userId: number, message: { title: string; body: string }) => Promise<number>; now?: () => Date }) {
  return new Hono<{ Variables: ViewerVariables }>({ strict: true }).post(STAFF_PATHS.testMessage, staffOnly(), async (c) => {
    const actor = staffActor(c);
    const at = formatJst(deps.now?.() ?? new Date());
    const id = await deps.sendMessage(actor.userId, { title: 'テスト通知', body: `スタッフ管理の診断ページから送ったテスト通知です（${at}）。` });
    return c.json({ success: true as const, id });
  });
}

import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '#platform/http/validate.ts';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import { staffActor, staffOnly } from '../staff-only.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import type { StaffEdits } from './staff-edits.ts';

const historyQuery = z.object({
  type: z.string().regex(/^[a-z-]{1,32}$/, { error: '種類（type）が正しくありません' }).optional(),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: '対象（id）が正しくありません' }).optional(),
  before: z.string().regex(/^[1-9][0-9]{0,15}$/, { error: 'before は数字で指定してください' }).transform(Number).optional(),
});
const entryParam = z.object({ entryId: z.string().regex(/^[1-9][0-9]{0,15}$/, { error: '変更履歴の番号が正しくありません' }).transform(Number) });

/** `GET /api/staff/v1/audit/?type=&id=&before=` (the log, newest first) and `POST …/audit/{entryId}/revert/`. */
export function auditRouter(edits: StaffEdits) {
  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get(STAFF_PATHS.audit, staffOnly(), validate('query', historyQuery), async (c) => {
      const { type, id, before } = c.req.valid('query');
      return c.json({ success: true as const, entries: await edits.history({ type, id, beforeId: before, limit: 50 }) });
    })
    .post(`${STAFF_PATHS.audit}:entryId/revert/`, staffOnly(), validate('param', entryParam), async (c) => {
      const saved = await edits.revert(c.req.valid('param').entryId, staffActor(c));
      return c.json({ success: true as const, id: saved.id, version: saved.version, value: saved.value });
    });
}

import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '#platform/http/validate.ts';
import { parseJstLocal } from '#platform/text/jst-datetime.ts';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import { staffActor, staffOnly } from '../staff-only.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import type { StaffDrafts } from './staff-drafts.ts';

const listQuery = z.object({
  type: z.string().regex(/^[a-z-]{1,32}$/, { error: '種類（type）が正しくありません' }).optional(),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: '対象（id）が正しくありません' }).optional(),
});
const draftParam = z.object({ draftId: z.string().regex(/^[1-9][0-9]{0,9}$/, { error: '下書きの番号が正しくありません' }).transform(Number) });
const draftVersion = z.object({ version: z.number({ error: '下書きの版（version）がありません' }).int().min(1, { error: '下書きの版（version）が正しくありません' }) });
const schedule = draftVersion.extend({
  publish_at: z.string({ error: '公開日時を入力してください' }).transform((value, ctx) => {
    const at = parseJstLocal(value);
    if (!at) {
      ctx.addIssue({ code: 'custom', message: '公開日時は「YYYY-MM-DDTHH:mm」（日本時間 JST）で入力してください' });
      return z.NEVER;
    }
    return at;
  }),
});

/** The fields every kind's draft save takes beside the kind's own: which draft, at which version. */
export const draftFields = z.object({
  /** The object's version the draft edits. */
  version: z.number({ error: '版（version）がありません' }).int().min(0),
  draft_id: z.number({ error: '下書きの番号が正しくありません' }).int().min(1).nullable().default(null),
  draft_version: z.number({ error: '下書きの版（version）が正しくありません' }).int().min(1).nullable().default(null),
});

/**
 * Drafts of every kind (decision 058): `GET /api/staff/v1/drafts/?type=&id=`, `GET …/drafts/{id}/`, and
 * `POST …/drafts/{id}/publish/ | schedule/ | unschedule/ | discard/` with the draft's version. A kind's
 * router saves its drafts with its own fields (e.g. `POST …/drafts/banners/{id}/`).
 */
export function draftRouter(drafts: StaffDrafts) {
  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get(STAFF_PATHS.drafts, staffOnly(), validate('query', listQuery), async (c) => {
      const { type, id } = c.req.valid('query');
      return c.json({ success: true as const, drafts: await drafts.list({ type, objectId: id }) });
    })
    .get(`${STAFF_PATHS.drafts}:draftId{[0-9]+}/`, staffOnly(), validate('param', draftParam), async (c) => c.json({ success: true as const, draft: await drafts.get(c.req.valid('param').draftId) }))
    .post(`${STAFF_PATHS.drafts}:draftId{[0-9]+}/publish/`, staffOnly(), validate('param', draftParam), validate('json', draftVersion), async (c) => {
      const id = c.req.valid('param').draftId;
      const saved = await drafts.publish(id, c.req.valid('json').version, staffActor(c));
      return c.json({ success: true as const, draft: await drafts.get(id), objectId: saved.id, objectVersion: saved.version });
    })
    .post(`${STAFF_PATHS.drafts}:draftId{[0-9]+}/schedule/`, staffOnly(), validate('param', draftParam), validate('json', schedule), async (c) => {
      const input = c.req.valid('json');
      return c.json({ success: true as const, draft: await drafts.schedule(c.req.valid('param').draftId, input.version, input.publish_at, staffActor(c)) });
    })
    .post(`${STAFF_PATHS.drafts}:draftId{[0-9]+}/unschedule/`, staffOnly(), validate('param', draftParam), validate('json', draftVersion), async (c) =>
      c.json({ success: true as const, draft: await drafts.unschedule(c.req.valid('param').draftId, c.req.valid('json').version) }),
    )
    .post(`${STAFF_PATHS.drafts}:draftId{[0-9]+}/discard/`, staffOnly(), validate('param', draftParam), validate('json', draftVersion), async (c) =>
      c.json({ success: true as const, draft: await drafts.discard(c.req.valid('param').draftId, c.req.valid('json').version) }),
    );
}

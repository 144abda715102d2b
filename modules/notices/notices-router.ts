import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { memberOf, requireMember, type ViewerVariables } from '#modules/accounts/index.ts';
import { ApiError, messages } from '#platform/http/api-error.ts';
import { validate } from '#platform/http/validate.ts';
import { AGREE_POLICY_PATH, AGREE_TYPES } from './agree-types.ts';
import type { MessagesService } from './messages-service.ts';
import { noticeMessages as m } from './notice-messages.ts';
import { MAX_PAGE, parseNoticeId } from './notice-views.ts';
import type { SiteNoticesService } from './site-notices-service.ts';
import type { TermsService } from './terms-service.ts';

export type NoticesRouterDeps = { terms: TermsService; siteNotices: SiteNoticesService; messages: MessagesService };

const termQuery = z.object({ agree_type: z.enum(AGREE_TYPES, { error: m.agreeTypeInvalid }) });
export const agreePolicyInput = z.object({
  agree_type: z.enum(AGREE_TYPES, { error: m.agreeTypeInvalid }),
  version: z.number({ error: m.versionInvalid }).int({ error: m.versionInvalid }).min(1, { error: m.versionInvalid }).max(1_000_000, { error: m.versionInvalid }),
});
const pageQuery = z.object({
  page: z.coerce.number({ error: m.pageInvalid }).int({ error: m.pageInvalid }).min(1, { error: m.pageInvalid }).max(MAX_PAGE, { error: m.pageInvalid }).default(1),
});
/** Ids are positive int4 values written in plain digits. */
const idParam = z.object({
  id: z.string().transform((raw, ctx) => parseNoticeId(raw) ?? (ctx.addIssue({ code: 'custom', message: m.idInvalid }), z.NEVER)),
});

const noStore = { 'Cache-Control': 'private, no-store' };

/** An agreement is a few dozen bytes; anything large is refused before parsing. */
const agreementBodyLimit = bodyLimit({
  maxSize: 1024,
  onError: (c) => c.json(new ApiError(413, { content: messages.invalidInput, label: 'string', level: 'warning' }).toJSON(), 413),
});

/**
 * Terms (`/api/v1/term/`, `/api/v2/agree_policy/`), site notices (`/api/v1/info/...`) and personal
 * messages (`/api/v1/message/...`). Every answer depends on the viewer, so none is cached.
 */
export function noticesRouter(deps: NoticesRouterDeps) {
  const router = new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get('/api/v1/term/', validate('query', termQuery), async (c) => {
      const term = await deps.terms.currentTerm(c.req.valid('query').agree_type);
      if (!term) throw new ApiError(404, { content: m.termNotFound, label: 'modal', level: 'warning' });
      return c.json({ success: true, message: null, term }, 200, noStore);
    })
    .post(AGREE_POLICY_PATH, requireMember(), agreementBodyLimit, validate('json', agreePolicyInput), async (c) => {
      const { agree_type, version } = c.req.valid('json');
      const next = await deps.terms.agree(memberOf(c).userId, agree_type, version);
      return c.json({ success: true, message: { content: m.agreed, label: 'string', level: 'info' }, term: next }, 200, noStore);
    })
    .get('/api/v1/info/', validate('query', pageQuery), async (c) => {
      const viewer = c.get('viewer');
      const page = await deps.siteNotices.list(viewer.user?.userId ?? null, c.req.valid('query').page);
      const { items, ...pagination } = page;
      return c.json({ success: true, message: null, notices: items, pagination }, 200, noStore);
    })
    .get('/api/v1/info/:id/', validate('param', idParam), async (c) => {
      const notice = await deps.siteNotices.get(c.req.valid('param').id, c.get('viewer').user?.userId ?? null);
      if (!notice) throw new ApiError(404, { content: m.noticeNotFound, label: 'notfound', level: 'warning' });
      return c.json({ success: true, message: null, notice }, 200, noStore);
    })
    .post('/api/v1/info/:id/read/', requireMember(), validate('param', idParam), async (c) => {
      const userId = memberOf(c).userId;
      if (!(await deps.siteNotices.markRead(userId, c.req.valid('param').id))) {
        throw new ApiError(404, { content: m.noticeNotFound, label: 'notfound', level: 'warning' });
      }
      return c.json({ success: true, message: null, unread_info_count: await deps.siteNotices.unreadCount(userId) }, 200, noStore);
    })
    .get('/api/v1/message/', requireMember(), validate('query', pageQuery), async (c) => {
      const { items, unread, ...pagination } = await deps.messages.list(memberOf(c).userId, c.req.valid('query').page);
      return c.json({ success: true, message: null, messages: items, unread_count: unread, pagination }, 200, noStore);
    })
    .post('/api/v1/message/:id/read/', requireMember(), validate('param', idParam), async (c) => {
      // Another member's message answers exactly like one that does not exist (404), so ids are not confirmed.
      if (!(await deps.messages.markRead(memberOf(c).userId, c.req.valid('param').id))) {
        throw new ApiError(404, { content: m.messageNotFound, label: 'string', level: 'warning' });
      }
      return c.json({ success: true, message: null }, 200, noStore);
    });

  return router;
}

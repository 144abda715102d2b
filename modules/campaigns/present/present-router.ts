import { Hono } from 'hono';
import { z } from 'zod';
import { memberOf, requireMember, type ViewerVariables } from '#modules/accounts/index.ts';
import { ApiError } from '#platform/http/api-error.ts';
import { mapDomainErrors } from '#platform/http/domain-error-mapping.ts';
import { validate } from '#platform/http/validate.ts';
import { CampaignsError, entryMessage, type CampaignsErrorCode } from './campaigns-errors.ts';
import type { PresentService } from './present-service.ts';
import { normalPostUrl, POST_URL, POST_URL_MESSAGE } from './post-url.ts';

const STATUS: Record<CampaignsErrorCode, 400 | 403 | 404 | 409> = {
  'campaign-not-found': 404,
  'not-present': 404,
  'outside-window': 409,
  ineligible: 403,
  'already-entered': 409,
  'already-entered-course': 409,
  'invalid-course': 400,
  'draw-not-ready': 409,
  'seed-mismatch': 400,
  'seed-too-late': 409,
  'already-drawn': 409,
  'slug-taken': 409,
  'unknown-titles': 400,
  'coupon-invalid': 400,
};

/** How the API answers the campaigns module's refusals (decision 030), each in Japanese. */
const answer = (error: CampaignsError) =>
  new ApiError(STATUS[error.code], { content: entryMessage(error), label: 'string', level: 'warning' }, error.code === 'invalid-course' ? [{ path: 'course', message: entryMessage(error) }] : undefined);

export const campaignsErrorMapping = mapDomainErrors(CampaignsError, {
  'campaign-not-found': answer,
  'not-present': answer,
  'outside-window': answer,
  ineligible: answer,
  'already-entered': answer,
  'already-entered-course': answer,
  'invalid-course': answer,
  'draw-not-ready': answer,
  'seed-mismatch': answer,
  'seed-too-late': answer,
  'already-drawn': answer,
  'slug-taken': (error) => new ApiError(409, { content: entryMessage(error), label: 'string', level: 'warning' }, [{ path: 'slug', message: entryMessage(error) }]),
  'unknown-titles': (error) => new ApiError(400, { content: entryMessage(error), label: 'string', level: 'warning' }, [{ path: 'title_codes', message: entryMessage(error) }]),
  'coupon-invalid': (error) => new ApiError(400, { content: error.details?.problems?.[0]?.message ?? entryMessage(error), label: 'string', level: 'warning' }, error.details?.problems),
});

const text = (max: number, label: string) => z.string().trim().max(max, { error: `${label}は${max}文字以内で入力してください。` });
/** A present campaign's slug: one segment, or two for an edition (manga-festival/2024, sent as manga-festival%2F2024). */
export const presentParam = z.object({ slug: z.string().regex(/^[a-z0-9_-]{1,64}(?:\/[a-z0-9_-]{1,64})?$/, { error: 'キャンペーンが正しくありません。' }) });
export const tweetPresentParam = z.object({ slug: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'キャンペーンが正しくありません。' }) });

export const tweetEntryInput = z.object({
  postUrl: z.string({ error: POST_URL_MESSAGE }).trim().max(300, { error: POST_URL_MESSAGE }).regex(POST_URL, { error: POST_URL_MESSAGE }),
});
export const entryInput = z.object({
  course: text(50, 'コース').default(''),
  comment: text(400, 'ひとこと').default(''),
  name: text(50, 'お名前').optional(),
  postalCode: z.string().trim().regex(/^\d{3}-?\d{4}$/, { error: '郵便番号は7桁の数字で入力してください。' }).optional(),
  address: text(200, 'ご住所').optional(),
});

const noStore = { 'Cache-Control': 'private, no-store' };

/** A member's entry to a present campaign (/special/{slug}/form/) and their entries (already_entries). */
export function presentRouter(deps: { presents: PresentService }) {
  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .post('/api/campaign/v1/present/:slug/entry/', requireMember(), validate('param', presentParam), validate('json', entryInput), async (c) => {
      const input = c.req.valid('json');
      const contact = input.name || input.postalCode || input.address ? { name: input.name ?? '', postalCode: input.postalCode ?? '', address: input.address ?? '' } : null;
      const { entryId } = await deps.presents.enter('named', c.req.valid('param').slug, memberOf(c).userId, { course: input.course, answers: { comment: input.comment }, contact });
      return c.json({ success: true, message: { content: '応募を受け付けました。当選者の発表は当選のお知らせをもってかえさせていただきます。', label: 'string', level: 'info' }, entryId }, 200, noStore);
    })
    .post('/api/campaign/v1/tweet_present/:slug/entry/', requireMember(), validate('param', tweetPresentParam), validate('json', tweetEntryInput), async (c) => {
      const postUrl = normalPostUrl(c.req.valid('json').postUrl);
      const { entryId } = await deps.presents.enter('tweet_present', c.req.valid('param').slug, memberOf(c).userId, { course: '', answers: { postUrl }, contact: null });
      return c.json({ success: true, message: { content: '応募を受け付けました。当選された方にはメッセージでお知らせします。', label: 'string', level: 'info' }, entryId }, 200, noStore);
    })
    .get('/api/campaign/v1/present/:slug/entries/', requireMember(), validate('param', presentParam), async (c) => {
      const entries = await deps.presents.entriesOf(memberOf(c).userId, 'named', c.req.valid('param').slug);
      return c.json({ success: true, message: null, entries }, 200, noStore);
    });
}

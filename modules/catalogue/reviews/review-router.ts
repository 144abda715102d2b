import { AdultSetting } from '#modules/accounts/client.ts';
import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '#platform/http/api-error.ts';
import { limitByKey, tooManyRequests } from '#platform/http/rate-limit.ts';
import { validate } from '#platform/http/validate.ts';
import { memberOf, requireMember, type ViewerVariables } from '#modules/accounts/index.ts';
import { normalizeReviewText, REPORT_COMMENT_MAX, REVIEW_BODY_MAX, REVIEW_REPORT_REASONS, REVIEW_SORTS, reviewRuleMessages } from './review-rules.ts';
import type { ReviewService } from './review-service.ts';

/** Review texts are long: up to 64 KB per request body (413 above). */
export const reviewBodyLimit = { prefix: '/api/v1/review/', maxBytes: 64 * 1024 };

export const reviewMessages = {
  ...reviewRuleMessages,
  created: 'レビューを投稿しました',
  updated: 'レビューを更新しました',
  removed: 'レビューを削除しました',
  nothingToRemove: '削除するレビューがありません',
  notFound: 'この作品は見つかりませんでした。',
  reported: '通報を受け付けました。ご協力ありがとうございます。',
  alreadyReported: 'このレビューはすでに通報済みです。',
  ownReview: 'ご自身のレビューは通報できません。',
  reviewNotFound: 'このレビューは見つかりませんでした。',
} as const;

const titleCode = z.string({ error: 'title_code を指定してください' }).regex(/^[A-Za-z0-9_-]{1,16}$/, { error: 'title_code が正しくありません' });
/** A whole number of stars from 1 to 5; anything else gets `message`. */
const stars = (message: string) => z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(5, { error: message });
/** A text kept normalized (normalizeReviewText), at most `max` characters. */
const keptText = (max: number, messages: { required?: string; tooLong: string }) =>
  z
    .string({ error: messages.required ?? messages.tooLong })
    .transform(normalizeReviewText)
    .pipe(messages.required ? z.string().min(1, { error: messages.required }).max(max, { error: messages.tooLong }) : z.string().max(max, { error: messages.tooLong }));

const page = z.coerce.number({ error: 'page は数字で指定してください' }).int({ error: 'page は整数で指定してください' }).min(1, { error: 'page は1以上で指定してください' }).max(500, { error: 'page は500以下で指定してください' }).default(1);

export const reviewInput = z.object({
  title_code: titleCode,
  rating: stars(reviewMessages.ratingRequired),
  body: keptText(REVIEW_BODY_MAX, { required: reviewMessages.bodyRequired, tooLong: reviewMessages.bodyTooLong }),
  has_spoiler: z.boolean({ error: 'has_spoiler は true か false で指定してください' }).default(false),
});

/** A title's list: page, one star rating (rating=1..5), spoilers hidden (spoiler=hide), order (sort=new|high|low). */
export const reviewListQuery = z.object({
  title_code: titleCode,
  page,
  rating: stars('rating は1〜5で指定してください').optional(),
  spoiler: z.enum(['hide', 'show'], { error: 'spoiler は hide か show で指定してください' }).default('show'),
  sort: z.enum(REVIEW_SORTS, { error: 'sort は new, high, low のどれかで指定してください' }).default('new'),
});
const latestQuery = z.object({ page });
const removeInput = z.object({ title_code: titleCode });

export const reportInput = z.object({
  review_id: z.coerce.number({ error: 'review_id を指定してください' }).int({ error: 'review_id が正しくありません' }).min(1, { error: 'review_id が正しくありません' }).max(2_147_483_647, { error: 'review_id が正しくありません' }),
  reason: z.enum(REVIEW_REPORT_REASONS, { error: reviewMessages.reasonRequired }),
  comment: keptText(REPORT_COMMENT_MAX, { tooLong: reviewMessages.commentTooLong }).default(''),
});

const notFound = () => new ApiError(404, { content: reviewMessages.notFound, label: 'string', level: 'warning' });

/**
 * Reviews: anyone reads a title's reviews and the newest ones (adult titles only for members allowed
 * them); members write one review per title, rewrite it and delete it.
 */
export function reviewRouter(reviews: ReviewService) {
  const limit = limitByKey('review-member', 30, 60);
  const viewerOf = (c: { get: (key: 'viewer') => ViewerVariables['viewer'] }) => {
    const user = c.get('viewer').user;
    return { viewerId: user?.userId ?? 0, allowAdult: user?.userValidAdult === AdultSetting.Enabled };
  };
  const router = new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get('/api/v1/review/', validate('query', reviewListQuery), async (c) => {
      const query = c.req.valid('query');
      const filter = { rating: query.rating ?? 0, hideSpoilers: query.spoiler === 'hide', sort: query.sort };
      const answer = await reviews.forTitle(query.title_code, { page: query.page, filter, ...viewerOf(c) });
      if (!answer) throw notFound();
      c.header('Cache-Control', 'private, no-store');
      return c.json({ success: true, message: null, ...answer });
    })
    .get('/api/v1/review/latest/', validate('query', latestQuery), async (c) => {
      const answer = await reviews.latest({ page: c.req.valid('query').page, ...viewerOf(c) });
      c.header('Cache-Control', 'private, no-store');
      return c.json({ success: true, message: null, ...answer });
    })
    .get('/api/v1/review/mine/', requireMember(), validate('query', latestQuery), async (c) => {
      const member = memberOf(c);
      const answer = await reviews.byMember(member.userId, { page: c.req.valid('query').page, allowAdult: member.userValidAdult === AdultSetting.Enabled });
      c.header('Cache-Control', 'private, no-store');
      return c.json({ success: true, message: null, ...answer });
    })
    .post('/api/v1/review/', requireMember(), validate('json', reviewInput), async (c) => {
      const member = memberOf(c);
      const allowed = await limit(String(member.userId));
      if (!allowed.allowed) throw tooManyRequests(allowed.retryAfterSeconds);
      const input = c.req.valid('json');
      const answer = await reviews.write(member.userId, input.title_code, { rating: input.rating, body: input.body, hasSpoiler: input.has_spoiler }, member.userValidAdult === AdultSetting.Enabled);
      if (!answer) throw notFound();
      c.header('Cache-Control', 'private, no-store');
      return c.json({ success: true, message: { content: answer.created ? reviewMessages.created : reviewMessages.updated, label: 'string', level: 'info' }, ...answer });
    })
    .post('/api/v1/review/delete/', requireMember(), validate('json', removeInput), async (c) => {
      const member = memberOf(c);
      const allowed = await limit(String(member.userId));
      if (!allowed.allowed) throw tooManyRequests(allowed.retryAfterSeconds);
      const answer = await reviews.remove(member.userId, c.req.valid('json').title_code, member.userValidAdult === AdultSetting.Enabled);
      if (!answer) throw notFound();
      c.header('Cache-Control', 'private, no-store');
      return c.json({ success: true, message: { content: answer.removed ? reviewMessages.removed : reviewMessages.nothingToRemove, label: 'string', level: 'info' }, ...answer });
    })
    .post('/api/v1/review/report/', requireMember(), validate('json', reportInput), async (c) => {
      const member = memberOf(c);
      const allowed = await limit(String(member.userId));
      if (!allowed.allowed) throw tooManyRequests(allowed.retryAfterSeconds);
      const input = c.req.valid('json');
      const outcome = await reviews.report(member.userId, input.review_id, { reason: input.reason, comment: input.comment }, member.userValidAdult === AdultSetting.Enabled);
      if (!outcome) throw new ApiError(404, { content: reviewMessages.reviewNotFound, label: 'string', level: 'warning' });
      if (outcome === 'own') throw new ApiError(400, { content: reviewMessages.ownReview, label: 'string', level: 'warning' });
      c.header('Cache-Control', 'private, no-store');
      return c.json({ success: true, message: { content: outcome === 'reported' ? reviewMessages.reported : reviewMessages.alreadyReported, label: 'string', level: 'info' }, reported: outcome === 'reported' });
    });

  return router;
}

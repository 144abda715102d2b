import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError, messages } from '#platform/http/api-error.ts';
import type { CodeAttempts } from '#platform/http/code-attempts.ts';
import { validate } from '#platform/http/validate.ts';
import type { TitleCard } from '#modules/catalogue/index.ts';
import { memberOf, requireMember, type ViewerVariables } from '#modules/accounts/index.ts';
import { RECOMMEND_COUPON_PATH } from './coupon-paths.ts';
import type { CouponService } from './coupon-service.ts';
import type { CouponView } from './coupon-view.ts';

export const couponMessages = {
  notFound: 'このクーポンは見つかりませんでした。',
  grantNeedsLogin: 'クーポンを受け取るにはログインが必要です',
  grantUnavailable: 'ただいまクーポンを受け取れません。しばらくしてから再度お試しください。',
  badPath: 'url はサイト内のパス（/ で始まる）を指定してください',
} as const;

/** The spec's flags: "1", "true" (and 1, true) are true; "0", "false" are false. */
const flag = z
  .enum(['1', '0', 'true', 'false'], { error: 'grant は true / false で指定してください' })
  .default('false')
  .transform((value) => value === '1' || value === 'true');
const sitePath = z
  .string()
  .max(2048)
  .refine((value) => value.startsWith('/') && !value.startsWith('//') && !value.includes('\\'), { error: couponMessages.badPath });

export const recommendQuery = z.object({ grant: flag, url: sitePath.default('/') });
export const grantInput = z.object({ url: sitePath.default('/') });
export const couponQuery = z.object({ coupon_code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, { error: 'coupon_code が正しくありません' }) });

export type CouponRouterDeps = {
  coupons: CouponService;
  /** Titles of the coupon page's popular row. */
  popularTitles: () => Promise<TitleCard[]>;
  /** Gives the member the coupon (the wallet); absent until the wallet provides it. */
  grant?: (userId: number, coupon: CouponView) => Promise<void>;
  /** The failed-attempt limits shared by every place that takes a code: a lookup of an unknown code is one. */
  codeAttempts: CodeAttempts;
};

/** `GET /api/gift/v1/coupon/recommend/` (and its POST, the grant) and `GET /api/gift/v1/coupon/` (spec §7). */
export function couponRouter(deps: CouponRouterDeps) {
  const recommendFor = (c: { get: (key: 'viewer') => ViewerVariables['viewer'] }, url: string) => {
    const user = c.get('viewer')?.user ?? null;
    return { user, coupon: deps.coupons.recommend(url.split(/[?#]/)[0]!, user !== null) };
  };
  const router = new Hono<{ Variables: ViewerVariables }>({ strict: true })
    /** The recommendation only: a GET never changes anything (grant=true is a POST now, with the CSRF token). */
    .get(RECOMMEND_COUPON_PATH, validate('query', recommendQuery), async (c) => {
      const { grant, url } = c.req.valid('query');
      if (grant) throw new ApiError(405, { content: messages.methodNotAllowed, label: 'string', level: 'warning' }, undefined, { Allow: 'POST' });
      const coupon = await recommendFor(c, url).coupon;
      c.header('Cache-Control', 'private, no-store');
      return c.json({ success: true, message: null, ...(coupon ? { coupon } : {}) });
    })
    /** `POST /api/gift/v1/coupon/recommend/` `{ url }`: gives the signed-in member the page's recommended coupon (once per campaign). */
    .post(RECOMMEND_COUPON_PATH, validate('json', grantInput), async (c) => {
      const { user, coupon: recommended } = recommendFor(c, c.req.valid('json').url);
      const coupon = await recommended;
      c.header('Cache-Control', 'private, no-store');
      if (coupon) {
        if (!user) throw new ApiError(401, { content: couponMessages.grantNeedsLogin, label: 'modal', level: 'warning' });
        if (!deps.grant) throw new ApiError(503, { content: couponMessages.grantUnavailable, label: 'string', level: 'warning' });
        await deps.grant(user.userId, coupon);
      }
      return c.json({ success: true, message: null, ...(coupon ? { coupon } : {}) });
    })
    /**
     * Members only (like /gift/coupon/{code}/): a visitor gets the same 401 for any well-formed code, so the
     * lookup never confirms a code to someone who is not signed in (issue 29).
     */
    .get('/api/gift/v1/coupon/', validate('query', couponQuery), requireMember(), async (c) => {
      const code = c.req.valid('query').coupon_code;
      const coupon = await deps.codeAttempts.attemptFrom(c, memberOf(c).userId, () => deps.coupons.byCode(code), { succeeded: (found) => found !== null });
      if (!coupon) throw new ApiError(404, { content: couponMessages.notFound, label: 'string', level: 'warning' });
      const titles = await deps.popularTitles();
      c.header('Cache-Control', 'private, max-age=60');
      return c.json({ success: true, message: null, coupon, popular_row: { contents: [{ title: '人気の作品', grid: titles }] } });
    });

  return router;
}

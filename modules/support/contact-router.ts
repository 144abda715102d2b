import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '#platform/http/api-error.ts';
import { clientIp, rateLimit, type RateLimitStore } from '#platform/http/rate-limit.ts';
import { validate } from '#platform/http/validate.ts';
import { contactInput } from './contact-schema.ts';
import type { SupportService } from './support-service.ts';

export type ContactRouterDeps = Pick<SupportService, 'submitInquiry'>;

export type ContactRouterOptions = {
  /** Whose inquiries count together (default: the client's address, see `clientIp`). */
  clientIp?: (c: Context) => string;
  /** Where the counts live (default: Redis when REDIS_URL is set, else memory). */
  store?: RateLimitStore;
};

export const CONTACT_BODY_LIMIT_BYTES = 16 * 1024;
/** Inquiries accepted per client address and window. */
export const CONTACT_RATE_LIMIT = { points: 5, durationSeconds: 10 * 60 } as const;
export const CONTACT_THANKS = 'お問い合わせを受け付けました。内容を確認のうえ、担当者より順次ご連絡いたします。';

/** The inquiry number shown to the sender, e.g. Y-000042. */
export const inquiryNumber = (id: number) => `Y-${String(id).padStart(6, '0')}`;

export const CONTACT_PATH = '/api/v1/contact/';
/** Long texts: the contact API takes up to 64 KB before its own, tighter limit answers (413). */
export const contactBodyLimit = { prefix: CONTACT_PATH, maxBytes: 64 * 1024 };

/** `POST /api/v1/contact/` — stores an inquiry from the /contact/ form (5 per 10 minutes per address). */
export function contactRouter(deps: ContactRouterDeps, options: ContactRouterOptions = {}) {
  const ipOf = options.clientIp ?? ((c: Context) => clientIp(c));
  const router = new Hono({ strict: true })
    .post(
      CONTACT_PATH,
      bodyLimit({
        maxSize: CONTACT_BODY_LIMIT_BYTES,
        onError: (c) => {
          const error = new ApiError(413, { content: 'お問い合わせ内容が長すぎます。内容を短くして再度お送りください。', label: 'string', level: 'warning' });
          return c.json(error.toJSON(), 413);
        },
      }),
      validate('json', contactInput),
      // After validation: only inquiries that would be stored count, so a few typos never lock a visitor out.
      rateLimit({ name: 'contact', ...CONTACT_RATE_LIMIT, key: ipOf, store: options.store }),
      async (c) => {
        const input = c.req.valid('json');
        const id = await deps.submitInquiry(input, c.req.header('user-agent') ?? '');
        c.header('Cache-Control', 'private, no-store');
        return c.json({
          success: true,
          inquiry_number: inquiryNumber(id),
          message: { content: CONTACT_THANKS, label: 'string', level: 'info' },
        });
      },
    );
  return router;
}

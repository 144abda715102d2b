import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../../platform/http/api-error.ts';
import { validate } from '../../platform/http/validate.ts';
import { contactInput } from './contact-schema.ts';
import type { SupportService } from './support-service.ts';

export type ContactRouterDeps = Pick<SupportService, 'submitInquiry'>;

export const CONTACT_BODY_LIMIT_BYTES = 16 * 1024;
export const CONTACT_THANKS = 'お問い合わせを受け付けました。内容を確認のうえ、担当者より順次ご連絡いたします。';

/** The inquiry number shown to the sender, e.g. Y-000042. */
export const inquiryNumber = (id: number) => `Y-${String(id).padStart(6, '0')}`;

/** `POST /api/v1/contact/` — stores an inquiry from the /contact/ form. */
export function contactRouter(deps: ContactRouterDeps): Hono {
  const router = new Hono({ strict: true });
  router.post(
    '/api/v1/contact/',
    bodyLimit({
      maxSize: CONTACT_BODY_LIMIT_BYTES,
      onError: (c) => {
        const error = new ApiError(413, { content: 'お問い合わせ内容が長すぎます。内容を短くして再度お送りください。', label: 'string', level: 'warning' });
        return c.json(error.toJSON(), 413);
      },
    }),
    validate('json', contactInput),
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

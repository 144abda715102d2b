import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '#platform/http/validate.ts';
import { accountMailMessages } from './account-mail-messages.ts';
import { done, mailLimits, smallJsonBody, tokenField, type MailRouterOptions } from './http/account-mail-http.ts';
import type { AccountsService } from './accounts-service.ts';

/** `POST /api/v1/email/verify/` `{token}`: the sign-up mail's link, posted from /signup/verify/. */
export function emailVerificationRouter(deps: Pick<AccountsService, 'verifyEmail'>, options: MailRouterOptions = {}) {
  const limits = mailLimits(options);
  const router = new Hono({ strict: true })
    .post('/api/v1/email/verify/', smallJsonBody, validate('json', z.object({ token: tokenField })), async (c) => {
      await limits.check('tokenAddress', limits.ipOf(c));
      await deps.verifyEmail(c.req.valid('json').token);
      return done(c, accountMailMessages.emailVerified);
    });
  return router;
}

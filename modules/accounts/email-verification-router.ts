import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '#platform/http/validate.ts';
import { accountMailMessages } from './account-mail-messages.ts';
import { done, mailLimits, smallJsonBody, tokenField, type MailRouterOptions } from './http/account-mail-http.ts';
import type { AccountsService } from './accounts-service.ts';
import { isSecureRequest } from './sessions.ts';

/**
 * `POST /api/v1/email/verify/` `{token}`: the sign-up mail's link, posted from /signup/verify/. It
 * completes the sign-up and signs this browser in (the sign-up itself opens no session).
 */
export function emailVerificationRouter(deps: Pick<AccountsService, 'verifyEmail'>, options: MailRouterOptions = {}) {
  const limits = mailLimits(options);
  const router = new Hono({ strict: true })
    .post('/api/v1/email/verify/', smallJsonBody, validate('json', z.object({ token: tokenField })), async (c) => {
      await limits.check('verifyAddress', limits.ipOf(c));
      const signedIn = await deps.verifyEmail(c.req.valid('json').token, { userAgent: c.req.header('user-agent') ?? '', secure: isSecureRequest(c.req.raw) });
      c.header('Set-Cookie', signedIn.cookie, { append: true });
      return done(c, accountMailMessages.emailVerified);
    });
  return router;
}

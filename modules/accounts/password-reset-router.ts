import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '#platform/http/validate.ts';
import { accountMailMessages } from './account-mail-messages.ts';
import { done, emailField, mailLimits, newPasswordField, smallJsonBody, tokenField, type MailRouterOptions } from './http/account-mail-http.ts';
import type { AccountsService } from './accounts-service.ts';
import { isSecureRequest } from './sessions.ts';

export const forgotPasswordInput = z.object({ email: emailField });
export const resetPasswordInput = z.object({ token: tokenField, password: newPasswordField });

/**
 * `POST /api/v1/password/forgot/` `{email}`: the same answer, at the same speed, for every address
 * (the mail goes out after the response). `POST /api/v1/password/reset/` `{token, password}`.
 */
export function passwordResetRouter(deps: Pick<AccountsService, 'requestPasswordReset' | 'resetPassword'>, options: MailRouterOptions = {}) {
  const limits = mailLimits(options);
  const router = new Hono({ strict: true })
    .post('/api/v1/password/forgot/', smallJsonBody, validate('json', forgotPasswordInput), async (c) => {
      const email = c.req.valid('json').email.toLowerCase();
      await limits.check('forgotAddress', limits.ipOf(c));
      await limits.check('forgotEmail', email);
      deps.requestPasswordReset(email);
      return done(c, accountMailMessages.forgotAccepted);
    })
    .post('/api/v1/password/reset/', smallJsonBody, validate('json', resetPasswordInput), async (c) => {
      const input = c.req.valid('json');
      await limits.check('resetAddress', limits.ipOf(c));
      const signedIn = await deps.resetPassword(input.token, input.password, {
        userAgent: c.req.header('user-agent') ?? '',
        secure: isSecureRequest(c.req.raw),
      });
      c.header('Set-Cookie', signedIn.cookie, { append: true });
      return done(c, accountMailMessages.passwordReset);
    });

  return router;
}

import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '#platform/http/validate.ts';
import { accountFieldMessages } from './account-fields.ts';
import { accountMailMessages } from './account-mail-messages.ts';
import { done, emailField, mailLimits, smallJsonBody, tokenField, type MailRouterOptions } from './http/account-mail-http.ts';
import type { AccountsService } from './accounts-service.ts';
import { memberOf, requireMember } from './http/require-member.ts';
import type { ViewerVariables } from './sessions.ts';

export const changeEmailInput = z.object({
  email: emailField,
  password: z.string({ error: accountFieldMessages.passwordRequired }).min(1, { error: accountFieldMessages.passwordRequired }).max(1024, { error: accountFieldMessages.passwordTooLong }),
});

/**
 * `POST /api/user/v1/profile/email/` `{email, password}` mails a link to the new address (the same
 * answer when it is taken); `POST /api/v1/email/change/confirm/` `{token}` applies it.
 */
export function emailChangeRouter(deps: Pick<AccountsService, 'requestEmailChange' | 'confirmEmailChange'>, options: MailRouterOptions = {}) {
  const limits = mailLimits(options);
  const router = new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .post('/api/user/v1/profile/email/', requireMember(), smallJsonBody, validate('json', changeEmailInput), async (c) => {
      const member = memberOf(c);
      await limits.check('emailChangeMember', String(member.userId));
      const input = c.req.valid('json');
      await deps.requestEmailChange({ userId: member.userId, sessionId: member.sessionId }, input.email, input.password);
      return done(c, accountMailMessages.emailChangeAccepted);
    })
    .post('/api/v1/email/change/confirm/', smallJsonBody, validate('json', z.object({ token: tokenField })), async (c) => {
      await limits.check('tokenAddress', limits.ipOf(c));
      await deps.confirmEmailChange(c.req.valid('json').token);
      return done(c, accountMailMessages.emailChanged);
    });

  return router;
}

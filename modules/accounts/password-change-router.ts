import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '#platform/http/validate.ts';
import { accountMailMessages } from './account-mail-messages.ts';
import { done, mailLimits, newPasswordField, smallJsonBody, type MailRouterOptions } from './http/account-mail-http.ts';
import type { AccountsService } from './accounts-service.ts';
import { memberOf, requireMember } from './http/require-member.ts';
import type { ViewerVariables } from './sessions.ts';

export const changePasswordInput = z.object({
  current_password: z
    .string({ error: accountMailMessages.currentPasswordRequired })
    .min(1, { error: accountMailMessages.currentPasswordRequired })
    .max(1024, { error: accountMailMessages.currentPasswordWrong }),
  password: newPasswordField,
});

/** `POST /api/user/v1/profile/password/` `{current_password, password}`: ends every other session. */
export function passwordChangeRouter(deps: Pick<AccountsService, 'changePassword'>, options: MailRouterOptions = {}) {
  const limits = mailLimits(options);
  const router = new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .post('/api/user/v1/profile/password/', requireMember(), smallJsonBody, validate('json', changePasswordInput), async (c) => {
      const member = memberOf(c);
      await limits.check('passwordChangeMember', String(member.userId));
      const input = c.req.valid('json');
      await deps.changePassword({ userId: member.userId, sessionId: member.sessionId }, input.current_password, input.password);
      return done(c, accountMailMessages.passwordChanged);
    });
  return router;
}

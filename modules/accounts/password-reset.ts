import { AccountError } from './account-errors.ts';
import { User } from './entities/user.ts';
import { tokenError } from './email-tokens-errors.ts';
import { TOKEN_LIFETIME_SECONDS } from './email-tokens.ts';
import { completeSignUp, type MailFlowDeps } from './email-verification.ts';
import { linkTo } from './mail/mail-config.ts';
import { resetPasswordMail } from './mail/mail-templates.ts';
import { hashPassword, passwordProblem } from './passwords.ts';
import type { SessionService } from './sessions.ts';

export type ResetRequestInfo = { userAgent: string; secure: boolean };

/** `POST /api/v1/password/forgot/` and `/api/v1/password/reset/`. */
export function createPasswordReset(deps: MailFlowDeps & { sessions: SessionService }) {
  const { orm, tokens, mailer, now = () => new Date(), sessions } = deps;
  return {
    /**
     * Returns at once, whether or not the address belongs to a member: the lookup, the token and the
     * mail happen after the response, so neither the answer nor its timing says anything.
     */
    requestPasswordReset(email: string): void {
      const address = email.trim().toLowerCase();
      mailer.later('password reset mail', async () => {
        const user = await orm.em.fork().findOne(User, { email: address, deletedAt: null });
        if (!user?.email) return;
        const mailedTo = user.email;
        const queued = await orm.em.fork().transactional(async (em) => {
          const token = await tokens.issue(user.id, 'reset_password', mailedTo, em);
          const url = linkTo(mailer.settings.publicUrl, '/reset_password/', { token });
          return mailer.queue(em, resetPasswordMail(mailedTo, url, TOKEN_LIFETIME_SECONDS.reset_password / 60));
        });
        await mailer.deliver(queued);
      });
    },

    /**
     * Sets a new password with a reset token, ends every session of the member and opens a new one (a
     * member whose sign-up was pending chooses their password here: see the sign-up's mail for a pending address).
     * The password is checked before the token is used, so a refused password does not spend the link.
     */
    async resetPassword(token: string, password: string, request: ResetRequestInfo) {
      const look = await tokens.inspect(token, 'reset_password');
      if (look.state !== 'valid' || !look.holder) throw tokenError(look.state === 'valid' ? 'invalid' : look.state);
      const problem = passwordProblem(password, look.holder.email);
      if (problem) throw new AccountError('password-refused', { problem });
      const passwordHash = await hashPassword(password);
      const used = await tokens.consume(token, 'reset_password');
      if (!used.ok) throw tokenError(used.state);
      const em = orm.em.fork();
      const updated = await em.nativeUpdate(User, { id: used.userId, email: used.email, deletedAt: null }, { passwordHash });
      if (updated === 0) throw tokenError('invalid');
      // The link reached the inbox: the address is proven too, and a pending sign-up complete.
      await em.nativeUpdate(User, { id: used.userId, emailVerifiedAt: null }, { emailVerifiedAt: now() });
      await completeSignUp(deps, used.userId);
      await tokens.retire(used.userId, 'reset_password');
      await sessions.revokeUserSessions(used.userId);
      const session = await sessions.startSession(used.userId, request.userAgent, request.secure);
      return { userId: used.userId, ...session };
    },
  };
}

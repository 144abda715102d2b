import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { AccountError } from './account-errors.ts';
import { User } from './entities/user.ts';
import { tokenError } from './email-tokens-errors.ts';
import { TOKEN_LIFETIME_SECONDS } from './email-tokens.ts';
import type { MailFlowDeps } from './email-verification.ts';
import { linkTo } from './mail/mail-config.ts';
import { changeEmailMail, emailChangedNoticeMail } from './mail/mail-templates.ts';
import { checkMemberPassword, type Member } from './password-change.ts';

/** `POST /api/user/v1/profile/email/` and `POST /api/v1/email/change/confirm/`. */
export function createEmailChange({ orm, tokens, mailer, now = () => new Date() }: MailFlowDeps) {
  return {
    /**
     * Checks the password, then (after the response) mails a confirmation link to the new address.
     * An address that already belongs to someone gets the same answer and no mail.
     */
    async requestEmailChange(member: Member, newEmail: string, password: string): Promise<void> {
      const user = await checkMemberPassword(orm, member.userId, password);
      if (!user) throw new AccountError('password-wrong');
      const email = newEmail.trim().toLowerCase();
      if (email === user.email) throw new AccountError('email-unchanged');
      mailer.later('email change mail', async () => {
        if ((await orm.em.fork().count(User, { email })) > 0) return;
        const queued = await orm.em.fork().transactional(async (em) => {
          const token = await tokens.issue(user.id, 'change_email', email, em);
          const url = linkTo(mailer.settings.publicUrl, '/email/change/confirm/', { token });
          return mailer.queue(em, changeEmailMail(email, url, TOKEN_LIFETIME_SECONDS.change_email / 3600));
        });
        await mailer.deliver(queued);
      });
    },

    /** Uses a change token: the member's email becomes the confirmed address (verified), unless taken meanwhile. */
    async confirmEmailChange(token: string): Promise<{ userId: number; email: string }> {
      const used = await tokens.consume(token, 'change_email');
      if (!used.ok) throw tokenError(used.state);
      const previous = (await orm.em.fork().findOne(User, { id: used.userId }))?.email ?? null;
      // The change, the retired links and the notice to the old address commit together.
      const notice = await orm.em.fork().transactional(async (em) => {
        let updated: number;
        try {
          updated = await em.nativeUpdate(User, { id: used.userId, deletedAt: null }, { email: used.email, emailVerifiedAt: now() });
        } catch (error) {
          if (error instanceof UniqueConstraintViolationException) throw new AccountError('email-taken');
          throw error;
        }
        if (updated === 0) throw tokenError('invalid');
        // Links mailed to the old address stop working (their email no longer matches); pending ones are retired too.
        await tokens.retire(used.userId, 'change_email', em);
        await tokens.retire(used.userId, 'reset_password', em);
        await tokens.retire(used.userId, 'verify_email', em);
        if (!previous || previous === used.email) return null;
        return mailer.queue(em, emailChangedNoticeMail(previous, used.email, linkTo(mailer.settings.publicUrl, '/contact/')));
      });
      if (notice) mailer.later('email changed notice', () => mailer.deliver(notice));
      return { userId: used.userId, email: used.email };
    },
  };
}

import type { MikroORM } from '@mikro-orm/postgresql';
import { User } from './entities/user.ts';
import { tokenError } from './email-tokens-errors.ts';
import { TOKEN_LIFETIME_SECONDS, type EmailTokens } from './email-tokens.ts';
import { linkTo } from './mail/mail-config.ts';
import { verifyEmailMail } from './mail/mail-templates.ts';
import type { Mailer } from './mail/mailer.ts';

export type MailFlowDeps = { orm: MikroORM; tokens: EmailTokens; mailer: Mailer; now?: () => Date };

/** The sign-up confirmation mail and `POST /api/v1/email/verify/`. */
export function createEmailVerification({ orm, tokens, mailer, now = () => new Date() }: MailFlowDeps) {
  return {
    /** Mails a verification link to a new member, after the response (sign-up does not wait for SMTP). */
    sendVerificationMail(userId: number, email: string): void {
      mailer.later('verification mail', async () => {
        const token = await tokens.issue(userId, 'verify_email', email);
        const url = linkTo(mailer.settings.publicUrl, '/signup/verify/', { token });
        await mailer.send(verifyEmailMail(email, url, TOKEN_LIFETIME_SECONDS.verify_email / 3600));
      });
    },

    /** Uses a verification token: the member's address counts as verified, if it is still the one mailed. */
    async verifyEmail(token: string): Promise<{ userId: number }> {
      const used = await tokens.consume(token, 'verify_email');
      if (!used.ok) throw tokenError(used.state);
      const updated = await orm.em.fork().nativeUpdate(User, { id: used.userId, email: used.email, deletedAt: null }, { emailVerifiedAt: now() });
      if (updated === 0) throw tokenError('invalid');
      return { userId: used.userId };
    },
  };
}

import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { User } from './entities/user.ts';
import { tokenError } from './email-tokens-errors.ts';
import { TOKEN_LIFETIME_SECONDS, type EmailTokens } from './email-tokens.ts';
import { linkTo } from './mail/mail-config.ts';
import { verifyEmailMail } from './mail/mail-templates.ts';
import type { Mailer, QueuedMail } from './mail/mailer.ts';

export type MailFlowDeps = { orm: MikroORM; tokens: EmailTokens; mailer: Mailer; now?: () => Date };

/** The sign-up confirmation mail and `POST /api/v1/email/verify/`. */
export function createEmailVerification({ orm, tokens, mailer, now = () => new Date() }: MailFlowDeps) {
  return {
    /**
     * Issues a verification token and queues its mail within `em`'s transaction (the sign-up's): the
     * member and their mail commit together; `mailer.deliver` sends it after the response.
     */
    async queueVerificationMail(em: EntityManager, userId: number, email: string): Promise<QueuedMail> {
      const token = await tokens.issue(userId, 'verify_email', email, em);
      const url = linkTo(mailer.settings.publicUrl, '/signup/verify/', { token });
      return mailer.queue(em, verifyEmailMail(email, url, TOKEN_LIFETIME_SECONDS.verify_email / 3600));
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

import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { log } from '#platform/log/logger.ts';
import { User } from './entities/user.ts';
import { tokenError } from './email-tokens-errors.ts';
import { TOKEN_LIFETIME_SECONDS, type EmailTokens } from './email-tokens.ts';
import { linkTo } from './mail/mail-config.ts';
import { verifyEmailMail } from './mail/mail-templates.ts';
import type { Mailer, QueuedMail } from './mail/mailer.ts';
import { DEFAULT_NEXT } from './safe-next.ts';
import type { SessionService } from './sessions.ts';

export type MailFlowDeps = {
  orm: MikroORM;
  tokens: EmailTokens;
  mailer: Mailer;
  now?: () => Date;
  /** Told once a member's pending sign-up is complete (their address proven by a mailed link); a failure is logged. */
  onSignUpCompleted?: (userId: number) => Promise<void>;
};

export type LinkRequestInfo = { userAgent: string; secure: boolean };

/**
 * Ends a member's pending sign-up (a mailed link proved the address): their password signs in from now
 * on, and the composition root hears of it (a referral then counts). Nothing for a complete member.
 */
export async function completeSignUp(deps: Pick<MailFlowDeps, 'orm' | 'onSignUpCompleted'>, userId: number): Promise<void> {
  const completed = await deps.orm.em.fork().nativeUpdate(User, { id: userId, signUpPending: true }, { signUpPending: false });
  if (completed === 0 || !deps.onSignUpCompleted) return;
  try {
    await deps.onSignUpCompleted(userId);
  } catch (error) {
    log.error(`[accounts] sign-up completion of member ${userId}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The sign-up confirmation mail and `POST /api/v1/email/verify/`. */
export function createEmailVerification(deps: MailFlowDeps & { sessions: SessionService }) {
  const { orm, tokens, mailer, now = () => new Date(), sessions } = deps;
  return {
    /**
     * Issues a verification token and queues its mail within `em`'s transaction (the sign-up's): the
     * member and their mail commit together; `mailer.deliver` sends it after the response. `next` (a
     * same-site path) rides on the link: where the member goes once it has signed them in.
     */
    async queueVerificationMail(em: EntityManager, userId: number, email: string, next: string = DEFAULT_NEXT): Promise<QueuedMail> {
      const token = await tokens.issue(userId, 'verify_email', email, em);
      const url = linkTo(mailer.settings.publicUrl, '/signup/verify/', next === DEFAULT_NEXT ? { token } : { token, next });
      return mailer.queue(em, verifyEmailMail(email, url, TOKEN_LIFETIME_SECONDS.verify_email / 3600));
    },

    /**
     * Uses a verification token: the member's address counts as verified (if it is still the one mailed),
     * a pending sign-up is complete, and this browser is signed in (the link proves the mailbox, as a
     * password reset link does). The sign-up itself never opens a session (issue 29 item 6).
     */
    async verifyEmail(token: string, request: LinkRequestInfo): Promise<{ userId: number; sessionId: string; cookie: string }> {
      const used = await tokens.consume(token, 'verify_email');
      if (!used.ok) throw tokenError(used.state);
      const updated = await orm.em.fork().nativeUpdate(User, { id: used.userId, email: used.email, deletedAt: null }, { emailVerifiedAt: now() });
      if (updated === 0) throw tokenError('invalid');
      await completeSignUp(deps, used.userId);
      const session = await sessions.startSession(used.userId, request.userAgent, request.secure);
      return { userId: used.userId, ...session };
    },
  };
}

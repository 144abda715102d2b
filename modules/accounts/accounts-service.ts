import { AdultSetting } from './client.ts';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { log } from '#platform/log/logger.ts';
import { AccountError } from './account-errors.ts';
import { User } from './entities/user.ts';
import { hashPassword, passwordProblem, verifyDummyPassword, verifyPassword } from './passwords.ts';
import { createSessionService, type SessionServiceOptions } from './sessions.ts';
import { createEmailChange } from './email-change.ts';
import { createEmailTokens, TOKEN_LIFETIME_SECONDS } from './email-tokens.ts';
import { createEmailVerification } from './email-verification.ts';
import { linkTo } from './mail/mail-config.ts';
import { signUpAttemptMail, signUpPendingMail } from './mail/mail-templates.ts';
import { createMailer, type Mailer, type QueuedMail } from './mail/mailer.ts';
import { createOutboxReader } from './mail/outbox.ts';
import { createPasswordChange } from './password-change.ts';
import { createPasswordReset } from './password-reset.ts';
import { safeNextPath } from './safe-next.ts';

export const accountMessages = {
  signedIn: 'ログインしました。',
  emailTaken: 'このメールアドレスは登録できません。別のメールアドレスをお試しください。',
  badCredentials: 'メールアドレスまたはパスワードが正しくありません。',
} as const;

export const DEFAULT_DISPLAY_NAME = '読み場ユーザー';

/** Emails are compared and stored trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** `next`: where the verification link leads once it has signed the member in (a same-site path, else '/'). */
export type SignUpInput = { email: string; password: string; displayName?: string; next?: string };
export type SignInInput = { email: string; password: string };
export type RequestInfo = { userAgent: string; secure: boolean };
export type SignedIn = { userId: number; sessionId: string; cookie: string };

export type AccountsServiceOptions = SessionServiceOptions & {
  /** Default: SMTP when SMTP_URL is set, otherwise the mail_outbox table (mail/mailer.ts). */
  mailer?: Mailer;
  /** Told once a pending sign-up is complete (the verification link, or a password reset, followed). */
  onSignUpCompleted?: (userId: number) => Promise<void>;
};

/** Email/password accounts, their sessions and the mailed links (verification, reset, email change). */
export function createAccountsService(orm: MikroORM, options: AccountsServiceOptions = {}) {
  const sessions = createSessionService(orm, options);
  const mailer = options.mailer ?? createMailer(orm);
  const tokens = createEmailTokens(orm, { now: options.now });
  const flow = { orm, tokens, mailer, now: options.now, sessions, onSignUpCompleted: options.onSignUpCompleted };
  const verification = createEmailVerification(flow);
  const emailChange = createEmailChange(flow);

  /**
   * The mail for a sign-up with an address already in use, queued (null if the address was freed meanwhile):
   * to a member, someone tried to register it (sign-in and password-reset links); to a sign-up still
   * pending, a link to set the password and complete it, so the mailbox's owner, not whoever asked first,
   * decides the password.
   */
  async function mailTakenAddress(email: string): Promise<QueuedMail | null> {
    return orm.em.fork().transactional(async (em) => {
      const owner = await em.findOne(User, { email, deletedAt: null }, { fields: ['id', 'signUpPending'] });
      if (!owner) return null;
      const link = (path: string, query?: Record<string, string>) => linkTo(mailer.settings.publicUrl, path, query);
      if (!owner.signUpPending) return mailer.queue(em, signUpAttemptMail(email, link('/signin/'), link('/forgot_password/')));
      const token = await tokens.issue(owner.id, 'reset_password', email, em);
      return mailer.queue(em, signUpPendingMail(email, link('/reset_password/', { token }), TOKEN_LIFETIME_SECONDS.reset_password / 60));
    });
  }

  return {
    ...sessions,
    ...verification,
    ...createPasswordReset(flow),
    ...createPasswordChange(flow),
    ...emailChange,
    /** The member's email changes: their kept session rows (which carry it) are dropped in every process. */
    async confirmEmailChange(token: string) {
      const changed = await emailChange.confirmEmailChange(token);
      sessions.memberChanged(changed.userId);
      return changed;
    },
    mailer,
    tokens,
    outbox: createOutboxReader(orm),

    /** When the member signed up (null for no such member): rewards' tutorial lead shows to new members. */
    async signedUpAt(userId: number): Promise<Date | null> {
      const user = await orm.em.fork().findOne(User, { id: userId }, { fields: ['createdAt'] });
      return user?.createdAt ?? null;
    },

    /**
     * Signs up (issue 29 item 6): answers once the input is checked and the password hashed, the same way
     * for every address; then, after the answer (`mailer.later`), makes a member whose sign-up waits for
     * the mailed verification link (no session: the link signs them in) and mails it, or, for an address
     * in use, mails its owner instead (`mailTakenAddress`). So neither the answer nor its timing depends on
     * whether the address was known. `onCreated` runs for a new member before their mail goes (the
     * composition root's terms agreement and referral). Throws AccountError 'password-refused'.
     */
    async signUp(input: SignUpInput, options: { onCreated?: (userId: number) => Promise<void> } = {}): Promise<void> {
      const email = normalizeEmail(input.email);
      const problem = passwordProblem(input.password, email);
      if (problem) throw new AccountError('password-refused', { problem });
      // Argon2 is most of the answer's time, and the same for every address.
      const passwordHash = await hashPassword(input.password);
      const displayName = input.displayName?.trim() || DEFAULT_DISPLAY_NAME;
      const next = safeNextPath(input.next);
      mailer.later('sign-up', async () => {
        let created: { userId: number; mail: QueuedMail };
        try {
          // The member, their verification token and its mail commit together.
          created = await orm.em.fork().transactional(async (em) => {
            const user = em.create(User, {
              email,
              passwordHash,
              displayName,
              userValidAdult: AdultSetting.Unset,
              isStaff: false,
              isAgreedTerms: false,
              isAgreedPrivacy: false,
              createdAt: new Date(),
              emailVerifiedAt: null,
              signUpPending: true,
            });
            await em.flush();
            return { userId: user.id, mail: await verification.queueVerificationMail(em, user.id, email, next) };
          });
        } catch (error) {
          if (!(error instanceof UniqueConstraintViolationException)) throw error;
          const notice = await mailTakenAddress(email);
          if (notice) await mailer.deliver(notice);
          return;
        }
        try {
          await options.onCreated?.(created.userId);
        } catch (error) {
          // The member and their mail stand: the link still completes the sign-up.
          log.error(`[accounts] after the sign-up of member ${created.userId}: ${error instanceof Error ? error.message : String(error)}`);
        }
        await mailer.deliver(created.mail);
      });
    },

    /**
     * Checks the password and opens a new session. Unknown email, account without a password, wrong
     * password and a pending sign-up all throw the same 'bad-credentials' after the same argon2 work.
     */
    async signIn(input: SignInInput, request: RequestInfo): Promise<SignedIn> {
      const user = await orm.em.fork().findOne(User, { email: normalizeEmail(input.email) });
      const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : await verifyDummyPassword(input.password);
      // A pending sign-up answers like a wrong password: whoever signed up with someone else's address
      // cannot tell from here whether it was new (its owner completes it by the mailed link).
      if (!user || !valid || user.signUpPending) throw new AccountError('bad-credentials');
      const session = await sessions.startSession(user.id, request.userAgent, request.secure);
      return { userId: user.id, ...session };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

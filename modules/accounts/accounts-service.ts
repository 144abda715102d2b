import { AdultSetting } from './client.ts';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AccountError } from './account-errors.ts';
import { User } from './entities/user.ts';
import { hashPassword, passwordProblem, verifyDummyPassword, verifyPassword } from './passwords.ts';
import { createSessionService, type SessionServiceOptions } from './sessions.ts';
import { createEmailChange } from './email-change.ts';
import { createEmailTokens } from './email-tokens.ts';
import { createEmailVerification } from './email-verification.ts';
import { linkTo } from './mail/mail-config.ts';
import { signUpAttemptMail } from './mail/mail-templates.ts';
import { createMailer, type Mailer, type QueuedMail } from './mail/mailer.ts';
import { createOutboxReader } from './mail/outbox.ts';
import { createPasswordChange } from './password-change.ts';
import { createPasswordReset } from './password-reset.ts';

export const accountMessages = {
  signedUp: '会員登録が完了しました。',
  signedIn: 'ログインしました。',
  emailTaken: 'このメールアドレスは登録できません。別のメールアドレスをお試しください。',
  badCredentials: 'メールアドレスまたはパスワードが正しくありません。',
} as const;

export const DEFAULT_DISPLAY_NAME = '読み場ユーザー';

/** Emails are compared and stored trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export type SignUpInput = { email: string; password: string; displayName?: string };
export type SignInInput = { email: string; password: string };
export type RequestInfo = { userAgent: string; secure: boolean };
export type SignedIn = { userId: number; sessionId: string; cookie: string };

export type AccountsServiceOptions = SessionServiceOptions & {
  /** Default: SMTP when SMTP_URL is set, otherwise the mail_outbox table (mail/mailer.ts). */
  mailer?: Mailer;
};

/** Email/password accounts, their sessions and the mailed links (verification, reset, email change). */
export function createAccountsService(orm: MikroORM, options: AccountsServiceOptions = {}) {
  const sessions = createSessionService(orm, options);
  const mailer = options.mailer ?? createMailer(orm);
  const tokens = createEmailTokens(orm, { now: options.now });
  const flow = { orm, tokens, mailer, now: options.now, sessions };
  const verification = createEmailVerification(flow);
  const emailChange = createEmailChange(flow);

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
     * Creates a member and signs them in. Throws AccountError 'password-refused' for a refused password.
     * An email that is already registered is never told apart in the answer (issue 14): no account, no
     * session (null), and its owner gets a mail saying so, with the sign-in and password-reset links.
     */
    async signUp(input: SignUpInput, request: RequestInfo): Promise<SignedIn | null> {
      const email = normalizeEmail(input.email);
      const problem = passwordProblem(input.password, email);
      if (problem) throw new AccountError('password-refused', { problem });
      // Hashed before the uniqueness check, so a taken email answers no faster than a free one.
      const passwordHash = await hashPassword(input.password);
      let created: { user: User; mail: QueuedMail };
      try {
        // The member, their verification token and its mail commit together (the mail is sent after the answer).
        created = await orm.em.fork().transactional(async (em) => {
          const user = em.create(User, {
            email,
            passwordHash,
            displayName: input.displayName?.trim() || DEFAULT_DISPLAY_NAME,
            userValidAdult: AdultSetting.Unset,
            isStaff: false,
            isAgreedTerms: false,
            isAgreedPrivacy: false,
            createdAt: new Date(),
            emailVerifiedAt: null,
          });
          await em.flush();
          return { user, mail: await verification.queueVerificationMail(em, user.id, email) };
        });
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) {
          // Queued before the answer, sent after it.
          const attempt = await mailer.queue(
            orm.em.fork(),
            signUpAttemptMail(email, linkTo(mailer.settings.publicUrl, '/signin/'), linkTo(mailer.settings.publicUrl, '/forgot_password/')),
          );
          mailer.later('sign-up attempt mail', () => mailer.deliver(attempt));
          return null;
        }
        throw error;
      }
      const { user, mail } = created;
      mailer.later('verification mail', () => mailer.deliver(mail));
      const session = await sessions.startSession(user.id, request.userAgent, request.secure);
      return { userId: user.id, ...session };
    },

    /**
     * Checks the password and opens a new session. Unknown email, account without a password and wrong
     * password all throw the same 'bad-credentials' after the same argon2 work.
     */
    async signIn(input: SignInInput, request: RequestInfo): Promise<SignedIn> {
      const user = await orm.em.fork().findOne(User, { email: normalizeEmail(input.email) });
      const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : await verifyDummyPassword(input.password);
      if (!user || !valid) throw new AccountError('bad-credentials');
      const session = await sessions.startSession(user.id, request.userAgent, request.secure);
      return { userId: user.id, ...session };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

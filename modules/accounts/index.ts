import { Session } from './entities/session.ts';
import { User } from './entities/user.ts';

export { Session, User };
export { initializeRouter, type InitializeDeps, type MemberPart, type MemberTopFields } from './initialize-router.ts';
export { authRouter, signInInput, signUpInput, type AuthRouterDeps } from './auth-router.ts';
export {
  createAccountsService,
  accountMessages,
  normalizeEmail,
  DEFAULT_DISPLAY_NAME,
  type AccountsService,
  type SignInInput,
  type SignUpInput,
  type SignedIn,
} from './accounts-service.ts';
export {
  createSessionService,
  sessionMiddleware,
  sessionCookie,
  sessionCookieName,
  clearSessionCookie,
  isSecureRequest,
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  SESSION_REFRESH_AFTER_MS,
  JWT_AUDIENCE,
  JWT_ISSUER,
  type SessionService,
  type SessionServiceOptions,
  type Viewer,
  type ViewerVariables,
} from './sessions.ts';
export { loadSessionSecret } from './session-secret.ts';
export { hashPassword, passwordProblem, verifyPassword, passwordMessages, ARGON2_OPTIONS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords.ts';
export { toUserView, type UserView } from './user-view.ts';
export { requireMember, memberOf, LOGIN_REQUIRED_MESSAGE } from './http/require-member.ts';
export { createDisplayNames, type DisplayNames } from './display-names.ts';
export { agreementFlags, type AgreementFlag } from './agreement-flags.ts';
export { AccountError, type AccountErrorCode, type AccountErrorDetails } from './account-errors.ts';
export { accountErrorMapping } from './http/account-error-mapping.ts';
export { accountBodyLimits } from './http/account-body-limits.ts';
export { SIGN_UP_PATH } from './sign-up-path.ts';

export { createProfileService, type ProfileService, type AccountHolderName } from './profile-service.ts';
export { profileRouter } from './profile-router.ts';
export * from './profile-fields.ts';
export { importMembersWithoutPassword } from './import-members.ts';
export { createMemberDirectory, type MemberDirectory } from './member-directory.ts';
export {
  createSocialAccountsService,
  socialRouterFromEnv,
  SOCIAL_CALLBACK_ROUTE,
  enabledSocialProviders,
  SOCIAL_PROVIDER_IDS,
  SOCIAL_PROVIDER_NAMES,
  USER_PROVIDER_NAMES,
  socialErrorMessage,
  type SocialProviderId,
  type SocialAccountsService,
} from './social/index.ts';
import { SocialIdentity } from './social/index.ts';

export const accountsEntities = [User, Session, SocialIdentity];
import { MailOutbox } from './mail/mail-outbox-entity.ts';
import { EmailToken } from './email-tokens-entity.ts';
import { OutgoingMail as OutgoingMailRow } from './mail/outgoing-mail-entity.ts';
export { MailOutbox, EmailToken };
export { accountMailRouter } from './account-mail-router.ts';
export { MAIL_RATE_LIMITS, type MailRouterOptions } from './http/account-mail-http.ts';
export { accountMailMessages, tokenStateMessage, type MailTokenState } from './account-mail-messages.ts';
export { createMailer, type Mailer, type OutgoingMail } from './mail/mailer.ts';
export { episodeDigestMail, type DigestItem } from './mail/mail-templates.ts';
export { mailSettingsFromEnv, linkTo, DEFAULT_MAIL_FROM, DEFAULT_PUBLIC_URL, type MailSettings } from './mail/mail-config.ts';
export { createEmailTokens, TOKEN_LIFETIME_SECONDS, TOKEN_PATTERN, type TokenPurpose, type TokenState } from './email-tokens.ts';
export const accountMailEntities = [MailOutbox, EmailToken, OutgoingMailRow];

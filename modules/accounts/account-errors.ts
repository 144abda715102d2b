import { DomainError } from '#platform/errors/domain-error.ts';

/** Why the accounts module refused (decision 030); http/account-error-mapping.ts says how the API answers each. */
export type AccountErrorCode =
  | 'bad-credentials'
  /** The password rules refused the new password; `problem` is their wording (account-fields.ts). */
  | 'password-refused'
  /** The address belongs to another member; `field` names the form field when the form shows it there. */
  | 'email-taken'
  | 'email-unchanged'
  /** The password given to confirm an email change. */
  | 'password-wrong'
  /** The current password of a password change. */
  | 'current-password-wrong'
  /** The password given to leave (delete the account). */
  | 'leave-password-wrong'
  | 'member-not-found'
  /** A mailed link: unknown, already used, or expired. */
  | 'token-invalid'
  | 'token-used'
  | 'token-expired'
  | 'social-not-linked'
  /** Unlinking would leave the member no way to sign in. */
  | 'last-sign-in-method';

export type AccountErrorDetails = { problem?: string; field?: string };

export class AccountError extends DomainError<AccountErrorCode, AccountErrorDetails> {}

/**
 * The sign-up and sign-in forms' rules and Japanese messages. Dependency-free on purpose: the
 * /signin/ and /signup/ client components import this file (through client.ts) so that the browser
 * checks with the same rules and wording as the server; the module's index.ts pulls in the ORM and
 * argon2, which must stay out of the browser bundle.
 */
import { COMMON_PASSWORDS } from './common-passwords.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const DISPLAY_NAME_MAX_LENGTH = 30;

export const passwordMessages = {
  tooShort: `パスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください。`,
  tooLong: `パスワードは${PASSWORD_MAX_LENGTH}文字以内で入力してください。`,
  common: 'よく使われているパスワードのため登録できません。推測されにくいパスワードを設定してください。',
  sameAsEmail: 'メールアドレスと同じ文字列はパスワードに使用できません。',
} as const;

/** Field messages of the sign-up/sign-in API (zod) and of the forms. */
export const accountFieldMessages = {
  emailRequired: 'メールアドレスを入力してください',
  emailInvalid: 'メールアドレスの形式が正しくありません',
  emailTooLong: 'メールアドレスが長すぎます',
  passwordRequired: 'パスワードを入力してください',
  passwordTooLong: 'パスワードが長すぎます',
  displayNameTooLong: `表示名は${DISPLAY_NAME_MAX_LENGTH}文字以内で入力してください`,
  agreementRequired: '利用規約とプライバシーポリシーへの同意が必要です',
} as const;

/** Fields of the sign-up form, in display order (the keys of the API's `errors[].path`). */
export const SIGN_UP_FIELDS = ['email', 'password', 'display_name'] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];

const common = new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase()));

/** Why a new password is refused (a Japanese sentence for the sign-up form), or null when it is acceptable. */
export function passwordProblem(password: string, email?: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  const lower = password.toLowerCase();
  if (common.has(lower)) return passwordMessages.common;
  const localPart = email?.split('@')[0]?.toLowerCase();
  if (localPart && lower === localPart) return passwordMessages.sameAsEmail;
  return null;
}

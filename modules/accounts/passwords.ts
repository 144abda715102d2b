import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { COMMON_PASSWORDS } from './common-passwords.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** argon2id, 19 MiB, 2 passes, 1 lane (OWASP's minimum recommendation). */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Algorithm, // Algorithm.Argon2id (a const enum: not usable under isolatedModules)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export const passwordMessages = {
  tooShort: `パスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください。`,
  tooLong: `パスワードは${PASSWORD_MAX_LENGTH}文字以内で入力してください。`,
  common: 'よく使われているパスワードのため登録できません。推測されにくいパスワードを設定してください。',
  sameAsEmail: 'メールアドレスと同じ文字列はパスワードに使用できません。',
} as const;

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

/** The PHC string of a password: `$argon2id$v=19$m=19456,t=2,p=1$…`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Whether the password matches the stored hash; false (never an exception) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real verification and answers false: used when the email is unknown
 * (or the account has no password) so that sign-in takes as long as with a wrong password.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}

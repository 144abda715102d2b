import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// The rules and their wording live in account-fields.ts (browser-safe: the sign-up form uses them too).
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordMessages, passwordProblem } from './account-fields.ts';

/** argon2id, 19 MiB, 2 passes, 1 lane (OWASP's minimum recommendation). */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Algorithm, // Algorithm.Argon2id (a const enum: not usable under isolatedModules)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

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

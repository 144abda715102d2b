import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { config } from '#platform/config.ts';
import { keptSecret } from '#platform/process/kept-secret.ts';

export const SESSION_SECRET_MIN_LENGTH = 32;
export const SESSION_SECRET_FILE = 'session-secret';

/**
 * The HS256 key of the session cookie: `SESSION_SECRET` (at least 32 characters). Outside production,
 * when unset, one is generated once and kept in `${dataDir}/session-secret` (mode 0600), so sessions
 * survive restarts. In production an unset secret stops the start-up.
 */
export function loadSessionSecret(env: Readonly<Record<string, string | undefined>> = config.env, dataDir: string = config.dataDir): Uint8Array {
  const configured = env.SESSION_SECRET;
  if (configured) {
    if (configured.length < SESSION_SECRET_MIN_LENGTH) throw new Error(`SESSION_SECRET must be at least ${SESSION_SECRET_MIN_LENGTH} characters long`);
    return new TextEncoder().encode(configured);
  }
  if (env.NODE_ENV === 'production') throw new Error('SESSION_SECRET must be set in production');
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  // Concurrent processes agree on the first one written.
  const stored = keptSecret(file, () => randomBytes(48).toString('base64url'));
  if (stored.length < SESSION_SECRET_MIN_LENGTH) throw new Error(`${file} holds no usable session secret: delete it to generate a new one`);
  return new TextEncoder().encode(stored);
}

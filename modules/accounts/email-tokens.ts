import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { EmailToken } from './email-tokens-entity.ts';
import { accountsDb } from './kysely-db.ts';

export type TokenPurpose = 'verify_email' | 'reset_password' | 'change_email';

/** How long a mailed link works. */
export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60,
  reset_password: 60 * 60,
  change_email: 24 * 60 * 60,
};

/** 32 random bytes, base64url: 43 characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type TokenState = 'valid' | 'invalid' | 'used' | 'expired';
export type TokenHolder = { userId: number; email: string };
export type Consumed = ({ ok: true } & TokenHolder) | { ok: false; state: Exclude<TokenState, 'valid'> };

const sha256 = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Single-use mailed tokens: issued, looked at (read-only) and consumed exactly once. */
export function createEmailTokens(orm: MikroORM, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  async function find(token: string, purpose: TokenPurpose): Promise<EmailToken | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    return orm.em.fork().findOne(EmailToken, { tokenHash: sha256(token), purpose });
  }

  const stateOf = (row: EmailToken | null, at: Date): TokenState =>
    !row ? 'invalid' : row.usedAt ? 'used' : row.expiresAt <= at ? 'expired' : 'valid';

  return {
    /** A new token for `userId` and `email` (within `em`'s transaction when given); the caller mails it (only its hash is kept). */
    async issue(userId: number, purpose: TokenPurpose, email: string, em: EntityManager = orm.em.fork()): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      em.create(EmailToken, {
        tokenHash: sha256(token),
        purpose,
        user: userId,
        email,
        createdAt: at,
        expiresAt: new Date(at.getTime() + TOKEN_LIFETIME_SECONDS[purpose] * 1000),
        usedAt: null,
      });
      await em.flush();
      return token;
    },

    /** What the token would do now, without using it (for GET pages). */
    async inspect(token: string, purpose: TokenPurpose): Promise<{ state: TokenState; holder?: TokenHolder }> {
      const row = await find(token, purpose);
      const state = stateOf(row, now());
      return state === 'valid' && row ? { state, holder: { userId: row.user.id, email: row.email } } : { state };
    },

    /**
     * Uses the token: one conditional UPDATE, so of any number of concurrent attempts exactly one
     * gets the holder; the others (and later ones) learn whether it was used, expired or unknown.
     */
    async consume(token: string, purpose: TokenPurpose): Promise<Consumed> {
      if (!TOKEN_PATTERN.test(token)) return { ok: false, state: 'invalid' };
      const at = now();
      const rows = await accountsDb(orm)
        .updateTable('email_token')
        .set({ used_at: at })
        .where('token_hash', '=', sha256(token))
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning(['user_id', 'email'])
        .execute();
      const won = rows[0];
      if (won) return { ok: true, userId: Number(won.user_id), email: won.email };
      const state = stateOf(await find(token, purpose), at);
      // 'valid' here means it expired or was used between the UPDATE and this look: report it as used.
      return { ok: false, state: state === 'valid' ? 'used' : state };
    },

    /** Marks every unused token of the member for `purpose` as used (e.g. other reset links after a reset). */
    async retire(userId: number, purpose: TokenPurpose, em: EntityManager = orm.em.fork()): Promise<number> {
      return em.nativeUpdate(EmailToken, { user: userId, purpose, usedAt: null }, { usedAt: now() });
    },
  };
}

export type EmailTokens = ReturnType<typeof createEmailTokens>;

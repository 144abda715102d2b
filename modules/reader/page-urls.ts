import { createHmac, createSecretKey, hkdfSync } from 'node:crypto';
import { jwtVerify } from 'jose';

/** How long a signed page URL works (the viewer asks for fresh ones before then). */
export const PAGE_URL_TTL_SECONDS = 300;

export { PAGE_TOKEN_PARAM } from './client.ts';

/** Who may fetch which page until when: what a page token says. */
export type PageGrant = { userId: number; storyId: number; page: number };
export type PageClaims = PageGrant & { expiresAt: Date };

/**
 * The page-URL key, derived from the session secret (HKDF-SHA256) so that neither key can be used as
 * the other: a page token is never a session cookie and the reverse.
 */
export function pageUrlKey(sessionSecret: Uint8Array): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', sessionSecret, 'yomiba', 'page-urls/v1', 32));
}

export type PageSignerOptions = { key: Uint8Array; now?: () => Date; ttlSeconds?: number };

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{10,200}\.[A-Za-z0-9_-]{10,200}\.[A-Za-z0-9_-]{43}$/;
const positive = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

const JWT_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

/**
 * Short-lived page tokens: compact JWTs (HS256) with the member (`u`), story (`s`), page (`p`) and
 * expiry. A token alone opens nothing: the image route also wants the same member's session and
 * re-checks the entitlement when the image is asked for.
 * Signing is node:crypto's HMAC (a volume is hundreds of tokens per render: measured about 5x faster
 * than jose's WebCrypto path); verifying is jose's, which checks the header, signature and expiry.
 */
export function createPageSigner(options: PageSignerOptions) {
  const now = options.now ?? (() => new Date());
  const ttlSeconds = options.ttlSeconds ?? PAGE_URL_TTL_SECONDS;
  const { key } = options;
  const hmacKey = createSecretKey(key);

  return {
    ttlSeconds,
    /** The expiry every token signed now carries (one per batch, so a viewer refreshes all at once). */
    expiryFromNow(): Date {
      return new Date((Math.floor(now().getTime() / 1000) + ttlSeconds) * 1000);
    },
    sign(grant: PageGrant, expiresAt: Date): string {
      const payload = Buffer.from(JSON.stringify({ u: grant.userId, s: grant.storyId, p: grant.page, exp: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
      const signature = createHmac('sha256', hmacKey).update(`${JWT_HEADER}.${payload}`).digest('base64url');
      return `${JWT_HEADER}.${payload}.${signature}`;
    },
    /** The claims of a well-formed, untampered, unexpired token; null otherwise. */
    async verify(token: string): Promise<PageClaims | null> {
      if (!TOKEN_SHAPE.test(token)) return null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now(), requiredClaims: ['exp'] });
        const { u, s, p, exp } = payload as { u?: unknown; s?: unknown; p?: unknown; exp?: number };
        if (!positive(u) || !positive(s) || !positive(p) || typeof exp !== 'number') return null;
        return { userId: u, storyId: s, page: p, expiresAt: new Date(exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}

export type PageSigner = ReturnType<typeof createPageSigner>;

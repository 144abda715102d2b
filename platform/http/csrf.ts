import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { ApiError } from './api-error.ts';
import { CSRF_TOKEN_PATH } from './api-paths.ts';
import { config } from '../config.ts';
import { isSecureRequest } from './secure-request.ts';

export const CSRF_COOKIE = 'yomiba_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const csrfMessage = 'セッションの有効期限が切れました。ページを再読み込みしてから、もう一度お試しください。';

const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Whether a write's Origin is the site's own: the public origin (PUBLIC_URL), or this request's own with
 * the scheme the visitor used (a TLS-terminating proxy in front: isSecureRequest).
 */
function isOwnOrigin(request: Request, origin: string): boolean {
  if (origin === config.publicOrigin) return true;
  const url = new URL(request.url);
  return origin === `${isSecureRequest(request) ? 'https:' : url.protocol}//${url.host}`;
}

/**
 * A second layer beside the token: a browser names where a write comes from. An `Origin` that is not the
 * site's own (another site, or `null` from a sandboxed frame or a file) or a `Sec-Fetch-Site` other than
 * `same-origin` is refused; clients that send neither (a script with the token) are left to the token.
 */
function crossSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  return (site !== null && site !== 'same-origin') || (origin !== null && !isOwnOrigin(request, origin));
}

/**
 * Double-submit CSRF protection: every API response hands out a random token in a cookie the page
 * can read; every unsafe method must echo it in the X-CSRF-Token header. A cross-site form or
 * fetch can neither read the cookie nor set the header.
 */
export function csrfProtection(): MiddlewareHandler {
  return async (c, next) => {
    const cookie = getCookie(c, CSRF_COOKIE);
    const valid = cookie !== undefined && TOKEN.test(cookie);
    if (!SAFE_METHODS.has(c.req.method)) {
      const header = c.req.header(CSRF_HEADER);
      if (!valid || !header || !sameToken(header, cookie) || crossSite(c.req.raw)) {
        throw new ApiError(403, { content: csrfMessage, label: 'modal', level: 'error' });
      }
    }
    await next();
    if (!valid) {
      const secure = isSecureRequest(c.req.raw);
      setCookie(c, CSRF_COOKIE, randomBytes(32).toString('base64url'), { path: '/', sameSite: 'Lax', secure, httpOnly: false, maxAge: 60 * 60 * 24 * 30 });
    }
  };
}

/** Hands out the CSRF cookie to a page that has none yet (the browser's csrfHeaders asks it). */
export const csrfTokenRouter = () =>
  new Hono({ strict: true }).get(CSRF_TOKEN_PATH, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true });
  });

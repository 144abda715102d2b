import { CSRF_TOKEN_PATH } from '#platform/http/api-paths.ts';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, readCookie } from './client.ts';

/**
 * The headers an unsafe request needs: the CSRF cookie echoed in X-CSRF-Token. The cookie comes with
 * any API response (initialize runs on every page load); a page that has none yet asks for one first.
 */
export async function csrfHeaders(cookies: () => string = () => document.cookie): Promise<Record<string, string>> {
  let token = readCookie(cookies(), CSRF_COOKIE_NAME);
  if (!token) {
    // Read to the end: an unread body keeps the request open (and the page never network-idle).
    await (await fetch(CSRF_TOKEN_PATH, { credentials: 'same-origin', headers: { Accept: 'application/json' } })).text();
    token = readCookie(cookies(), CSRF_COOKIE_NAME);
  }
  return token ? { [CSRF_HEADER_NAME]: token } : {};
}

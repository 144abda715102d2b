import { CSRF_COOKIE, CSRF_HEADER } from '../http/csrf.ts';

/** A valid double-submit pair for API tests of unsafe methods. */
const TOKEN = 'test-csrf-token-0123456789abcdefghijklmnopq'.padEnd(43, 'x').slice(0, 43);

export const csrfHeaders: Record<string, string> = { Cookie: `${CSRF_COOKIE}=${TOKEN}`, [CSRF_HEADER]: TOKEN };

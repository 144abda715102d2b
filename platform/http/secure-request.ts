import { config } from '../config.ts';

/**
 * Whether the visitor reached us over HTTPS: the request URL's scheme, or, with TRUST_PROXY=1 (a
 * TLS-terminating reverse proxy in front), the first X-Forwarded-Proto value. Decides the
 * `__Host-` cookie names and the Secure flag of the session and CSRF cookies.
 */
export function isSecureRequest(request: Request, trustProxy: boolean = config.trustProxy): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  if (!trustProxy) return false;
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * What every request passes before the redirects, the guards, the caches and Waku see it (issue 29):
 * - one normal path: `//x`, `/x//y` answer 301 to the collapsed path (the URL parser has already
 *   resolved dot segments and turned `\` into `/`), so no Location built from a path starts with `//`;
 * - pages are read, never written: any method but GET and HEAD outside the API answers 405 with the
 *   body unread (Waku would read and parse it as a server-function call);
 * - one body limit in front of everything (the API's routes keep their own, smaller ones).
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError, messages } from '#platform/http/api-error.ts';
import { isApiPath } from './http-policy.ts';

const READS = new Set(['GET', 'HEAD']);

/** The path with runs of slashes collapsed: the only form the rest of the server sees. */
export const normalPath = (pathname: string): string => pathname.replace(/\/{2,}/g, '/');

/**
 * The refusal of a request whose body is left unread. The connection stays open: the node server reads
 * and discards what is still coming (for up to 500 ms or 64 MB, @hono/node-server's drainIncoming) and
 * closes it only beyond that, so the client reads this answer first and a short body's connection is
 * used again. Closing at once instead would reset the connection under a client still sending, and
 * the reset can take the answer with it.
 */
function refusal(pathname: string, status: 404 | 405 | 413): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (status === 405) headers.set('Allow', 'GET, HEAD');
  if (isApiPath(pathname)) {
    const content = status === 413 ? messages.payloadTooLarge : status === 405 ? messages.methodNotAllowed : messages.notFound;
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return new Response(JSON.stringify(new ApiError(status, { content, label: 'modal', level: 'warning' }).toJSON()), { status, headers });
  }
  headers.set('Content-Type', 'text/plain; charset=utf-8');
  return new Response(status === 413 ? 'Payload Too Large' : status === 405 ? 'Method Not Allowed' : 'Not Found', { status, headers });
}

/** The answer of the gate, or null when the request goes on. */
export function gateAnswer(request: Request, url: URL): Response | null {
  const read = READS.has(request.method);
  const pathname = normalPath(url.pathname);
  if (pathname !== url.pathname) {
    if (read) return new Response(null, { status: 301, headers: { Location: `${pathname}${url.search}`, 'Cache-Control': 'no-store' } });
    return refusal(pathname, isApiPath(pathname) ? 404 : 405);
  }
  if (!read && !isApiPath(pathname)) return refusal(pathname, 405);
  return null;
}

/** The gate and the front body limit, as the front controller's middleware (src/server-entry.tsx). */
export function requestGate(maxBodyBytes: number): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: maxBodyBytes, onError: (c) => refusal(new URL(c.req.url).pathname, 413) });
  return async (c, next) => {
    const answer = gateAnswer(c.req.raw, new URL(c.req.url));
    if (answer) return answer;
    return limit(c, next);
  };
}

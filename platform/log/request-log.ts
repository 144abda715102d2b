import type { Context, MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { log, type Logger } from './logger.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** The logger of this request: every line carries its `reqId`. */
    log: Logger;
  }
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The request's logger (carrying its id), or the process's when the app has no requestLogging. */
export const requestLog = (c: Context): Logger => c.get('log') ?? log;

/** What Hono's requestId accepts from a caller: word characters, `-` and `=`, at most 255. */
const GIVEN_ID = /^[\w\-=]{1,255}$/;

/** The id of a request outside Hono (pages): the caller's X-Request-Id when well formed, as Hono's requestId keeps it, else a new one. */
export function requestIdOf(request: Request): string {
  const given = request.headers.get(REQUEST_ID_HEADER);
  return given && GIVEN_ID.test(given) ? given : crypto.randomUUID();
}

/**
 * The response with the request's id in X-Request-Id. Set in place when its headers may be written: a copy
 * turns a cached page's bytes into a stream (no Content-Length), which halved the page cache's throughput.
 */
export function withRequestId(response: Response, id: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, id);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set(REQUEST_ID_HEADER, id);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/**
 * Hono's requestId (answered in X-Request-Id) and `c.var.log`, a child logger carrying the id; at debug
 * level one line per request. Mounted twice (a router built with createApi inside another), the outer one counts.
 */
export function requestLogging(): MiddlewareHandler {
  const assignId = requestId({ headerName: REQUEST_ID_HEADER });
  return async (c, next) => {
    if (c.get('log')) return next();
    await assignId(c, async () => {
      const started = performance.now();
      const requestLog = log.child({ reqId: c.get('requestId') });
      c.set('log', requestLog);
      await next();
      if (requestLog.isLevelEnabled('debug')) requestLog.debug({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
    });
  };
}

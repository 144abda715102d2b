import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isConnectionLost } from '../db/connection-errors.ts';
import { ApiError, messages } from './api-error.ts';
import { limitRequestBodies, refuseControlCharacters, type BodyLimitRule } from './request-hygiene.ts';

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPException) {
    // Hono raises these for malformed bodies (e.g. invalid JSON) among others.
    const status = error.status as ContentfulStatusCode;
    const content = status === 400 ? messages.invalidInput : status === 404 ? messages.notFound : error.message || messages.serverError;
    return new ApiError(status, { content, label: status === 404 ? 'notfound' : 'modal', level: status >= 500 ? 'error' : 'warning' });
  }
  if (isConnectionLost(error)) {
    // A lost or refused database connection: retrying shortly may work (the pool reconnects).
    console.error('[api] database connection lost:', error instanceof Error ? error.message : error);
    return new ApiError(503, { content: messages.unavailable, label: 'modal', level: 'warning' }, undefined, { 'Retry-After': '1' });
  }
  console.error('[api] unhandled error', error);
  return new ApiError(500, { content: messages.serverError });
}

export type ApiOptions = { bodyLimits?: BodyLimitRule[]; defaultBodyLimit?: number };

/**
 * A Hono app that answers every failure, including unknown routes, in the spec's message shape.
 * Every request body is limited in size (413) and every input refuses control characters (400).
 */
export function createApi(options: ApiOptions = {}): Hono {
  const app = new Hono({ strict: true });
  app.use('*', limitRequestBodies(options.bodyLimits, options.defaultBodyLimit));
  app.use('*', refuseControlCharacters());
  app.onError((error, c) => {
    const apiError = toApiError(error);
    return c.json(apiError.toJSON(), apiError.status, apiError.headers);
  });
  app.notFound((c) => {
    const apiError = new ApiError(404, { content: messages.notFound, label: 'notfound', level: 'warning' });
    return c.json(apiError.toJSON(), 404);
  });
  return app;
}

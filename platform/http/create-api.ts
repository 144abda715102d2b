import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isUnavailable } from '../db/connection-errors.ts';
import type { Logger } from '../log/logger.ts';
import { requestLog, requestLogging } from '../log/request-log.ts';
import { ApiError, messages } from './api-error.ts';
import type { DomainErrorMapping } from './domain-error-mapping.ts';
import { limitRequestBodies, refuseControlCharacters, type BodyLimitRule } from './request-hygiene.ts';

export type ApiOptions = {
  /** How the modules' domain errors answer (each module's `*-error-mapping.ts`); an unmapped one is a 500. */
  domainErrors?: readonly DomainErrorMapping[];
  bodyLimits?: BodyLimitRule[];
  defaultBodyLimit?: number;
};

function toApiError(error: unknown, domainErrors: readonly DomainErrorMapping[], log: Logger): ApiError {
  if (error instanceof ApiError) return error;
  for (const mapping of domainErrors) {
    const mapped = mapping.toApiError(error);
    if (mapped) return mapped;
  }
  if (error instanceof HTTPException) {
    // Hono raises these for malformed bodies (e.g. invalid JSON) among others.
    const status = error.status as ContentfulStatusCode;
    const content = status === 400 ? messages.invalidInput : status === 404 ? messages.notFound : error.message || messages.serverError;
    return new ApiError(status, { content, label: status === 404 ? 'notfound' : 'modal', level: status >= 500 ? 'error' : 'warning' });
  }
  if (isUnavailable(error)) {
    // A lost or refused database connection, a pool or statement timeout, a missed deadline: retrying shortly may work.
    log.error({ err: error }, '[api] database connection lost');
    return new ApiError(503, { content: messages.unavailable, label: 'modal', level: 'warning' }, undefined, { 'Retry-After': '1' });
  }
  log.error({ err: error }, '[api] unhandled error');
  return new ApiError(500, { content: messages.serverError });
}

/**
 * A Hono app that answers every failure, including unknown routes, in the spec's message shape; each
 * request gets an id (X-Request-Id) and a logger carrying it (`c.var.log`). Every request body is
 * limited in size (413) and every input refuses control characters (400).
 */
export function createApi(options: ApiOptions = {}): Hono {
  const domainErrors = options.domainErrors ?? [];
  const app = new Hono({ strict: true });
  app.use(requestLogging());
  app.use('*', limitRequestBodies(options.bodyLimits, options.defaultBodyLimit));
  app.use('*', refuseControlCharacters());
  app.onError((error, c) => {
    const apiError = toApiError(error, domainErrors, requestLog(c));
    return c.json(apiError.toJSON(), apiError.status, apiError.headers);
  });
  app.notFound((c) => {
    const apiError = new ApiError(404, { content: messages.notFound, label: 'notfound', level: 'warning' });
    return c.json(apiError.toJSON(), 404);
  });
  return app;
}

import { SAMPLE_SLOW_PATH } from '#modules/support/index.ts';
import { confirmTimeoutFromEnv, PURCHASE_PATH } from '#modules/wallet/index.ts';
import { config } from '#platform/config.ts';
import { ApiError, messages } from '#platform/http/api-error.ts';
import { log } from '#platform/log/logger.ts';
import { errorDocument } from './error-document.ts';
import { isApiPath } from './http-policy.ts';

/** The 503 of a request past its deadline: the API's JSON shape for API paths, the error page for pages. */
function pastDeadline(pathname: string): Response {
  const headers = { 'Cache-Control': 'no-store', 'Retry-After': '1' };
  if (isApiPath(pathname)) {
    return Response.json(new ApiError(503, { content: messages.unavailable, label: 'modal', level: 'warning' }).toJSON(), { status: 503, headers });
  }
  return new Response(errorDocument(503), { status: 503, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}

/**
 * How long a request at `pathname` may take to produce its response (0: no deadline): `ms`, and for a
 * purchase the payment provider's confirmation timeout on top (it waits for the provider's answer).
 */
export function deadlineFor(pathname: string, ms: number): number {
  // The developer sample answers after up to 20 s on purpose: /sample/timeout/ shows the client's own 15 s timeout.
  if (ms <= 0 || pathname === SAMPLE_SLOW_PATH) return 0;
  return pathname.startsWith(PURCHASE_PATH) ? ms + confirmTimeoutFromEnv() : ms;
}

/**
 * Answers `handle()`'s response, or 503 "try again shortly" when it has not come within the request's
 * deadline (REQUEST_DEADLINE_MS, default 10 s; decision 081): no request waits for ever on a database
 * that stalls or a load that never settles. The work itself goes on; its late response is discarded.
 * One timer per request, unref'd and cleared when the response comes first.
 */
export function withinDeadline(request: Request, handle: () => Promise<Response>, ms: number = config.requestDeadlineMs): Promise<Response> {
  const pathname = new URL(request.url).pathname;
  const deadline = deadlineFor(pathname, ms);
  if (deadline === 0) return handle();
  return new Promise((resolve, reject) => {
    let answered = false;
    const timer = setTimeout(() => {
      answered = true;
      log.error({ path: pathname, method: request.method, deadlineMs: deadline }, '[request] no response within the deadline: 503');
      resolve(pastDeadline(pathname));
    }, deadline);
    timer.unref?.();
    handle().then(
      (response) => {
        if (!answered) {
          clearTimeout(timer);
          resolve(response);
        } else {
          // Too late: nobody reads it.
          response.body?.cancel().catch(() => undefined);
        }
      },
      (error: unknown) => {
        if (answered) return;
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

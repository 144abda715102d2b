import { isUnavailable } from '#platform/db/connection-errors.ts';
import { unavailableMark, unavailableSince } from '#platform/errors/unavailable.ts';
import { log } from '#platform/log/logger.ts';
import { errorDocument } from './error-document.ts';

const unavailable = () =>
  new Response(errorDocument(503), { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '1' } });

/**
 * A page whose render failed because the database connection was lost (or refused), a pool or statement
 * timeout passed or a shared load missed its deadline answers 503 "try again shortly", as the API does,
 * instead of a generic 500: the error itself when the guards or the viewer's session threw it, or, when
 * Waku turned it into a 500 of its own, such a failure in this process while the page rendered.
 */
export async function databaseLossAs503(render: () => Promise<Response>): Promise<Response> {
  const mark = unavailableMark();
  let response: Response;
  try {
    response = await render();
  } catch (error) {
    if (!isUnavailable(error)) throw error;
    log.error({ err: error }, '[page] database connection lost');
    return unavailable();
  }
  if (response.status >= 500 && unavailableSince(mark)) {
    // Not awaited: the cancel of a body with an unread copy (clone()) settles only when the copy is cancelled too.
    response.body?.cancel().catch(() => undefined);
    return unavailable();
  }
  return response;
}

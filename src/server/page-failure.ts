import { connectionLossMark, connectionLostSince, isConnectionLost } from '#platform/db/connection-errors.ts';
import { log } from '#platform/log/logger.ts';
import { errorDocument } from './error-document.ts';

const unavailable = () =>
  new Response(errorDocument(503), { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '1' } });

/**
 * A page whose render failed because the database connection was lost (or refused) answers 503
 * "try again shortly", as the API does, instead of a generic 500: the error itself when the guards
 * or the viewer's session threw it, or, when Waku turned it into a 500 of its own, a connection of
 * this process lost while the page rendered.
 */
export async function databaseLossAs503(render: () => Promise<Response>): Promise<Response> {
  const mark = connectionLossMark();
  let response: Response;
  try {
    response = await render();
  } catch (error) {
    if (!isConnectionLost(error)) throw error;
    log.error({ err: error }, '[page] database connection lost');
    return unavailable();
  }
  if (response.status >= 500 && connectionLostSince(mark)) {
    await response.body?.cancel();
    return unavailable();
  }
  return response;
}

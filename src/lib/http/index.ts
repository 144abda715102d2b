/**
 * The site's HTTP client and error catalogue. The browser calls the API only through `apiClient`, typed by
 * the API's own routes (decision 036). `createHttpClient` (the same fetch with hand-written paths) is left
 * for tests that call the real server by its address.
 */
import { createApiClient } from './api-client.ts';
import { errorCatalogue } from './error-catalogue.ts';
import { startCircle, stopCircle } from '../../state/loading-store.ts';
import { withSlowCallIndicator } from '../timing/slow-calls.ts';

export * from './client.ts';
export { answerOf, apiPath, createApiClient, quietApiClient, type AnswerOf, type ApiCall, type ApiClient } from './api-client.ts';
export * from './errors.ts';
export * from './qs.ts';
export * from './error-catalogue.ts';
export { pushEvent, type AnalyticsEvent } from './analytics.ts';

/**
 * The site's typed API client (`apiClient.api.v1.favorite.index.$post({ json })`): site root, qs queries,
 * CSRF on writes, 15000 ms timeout; timeouts show the error snackbar and log a client error (spec §8).
 */
export const apiClient = createApiClient({
  onTimeout: (error) => errorCatalogue.handleTimeout(error),
  // A call still running after 400 ms shows the circle indicator (issue 18 item 4; src/lib/timing/slow-calls.ts).
  fetch: withSlowCallIndicator((input, init) => globalThis.fetch(input, init), { start: startCircle, stop: stopCircle }),
});

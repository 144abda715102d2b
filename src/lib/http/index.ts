/**
 * The site's HTTP clients and error catalogue. Call the API through `apiClient`, typed by the API's own
 * routes (decision 036); `http` is the same fetch (site root, qs queries, CSRF on writes, 15000 ms timeout,
 * the timeout snackbar) with hand-written paths, left for the few callers whose tests inject a fake of it.
 */
import { createApiClient } from './api-client.ts';
import { createHttpClient, type HttpClient } from './client.ts';
import { errorCatalogue } from './error-catalogue.ts';

export * from './client.ts';
export { answerOf, apiPath, createApiClient, quietApiClient, type AnswerOf, type ApiCall, type ApiClient } from './api-client.ts';
export * from './errors.ts';
export * from './qs.ts';
export * from './error-catalogue.ts';
export { pushEvent, type AnalyticsEvent } from './analytics.ts';

/** The one client of the site. Timeouts show the error snackbar and log a client error (spec §8). */
export const http: HttpClient = createHttpClient({ onTimeout: (error) => errorCatalogue.handleTimeout(error) });

/** The site's typed API client (`apiClient.api.v1.favorite.index.$post({ json })`), with the same fetch behaviour as `http`. */
export const apiClient = createApiClient({ onTimeout: (error) => errorCatalogue.handleTimeout(error) });

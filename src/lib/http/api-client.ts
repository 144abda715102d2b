/**
 * The typed API client (decision 036): Hono's `hc` over the API's own type, so paths, inputs and answers
 * are checked against the routers. Its fetch is the site's (createApiFetch): Accept, CSRF on writes,
 * 15000 ms timeout with the snackbar, failures as HttpTimeoutError / HttpNetworkError / HttpStatusError;
 * queries are qs-style. Only the API's *type* comes from the server: no server code reaches the bundle.
 */
import { hc } from 'hono/client';
import type { AppApi } from './api-contract.ts';
import { createApiFetch, withTrailingSlash, type HttpClientOptions } from './client.ts';
import { stringifyQuery, type QueryParams } from './qs.ts';

export function createApiClient(options: HttpClientOptions = {}) {
  const send = createApiFetch(options);
  return hc<AppApi>('/', {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => send(withTrailingSlash(String(input)), init),
    buildSearchParams: (query) => new URLSearchParams(stringifyQuery(query as QueryParams)),
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The parsed answer of a call (a failure has already thrown), typed by the route. */
export async function answerOf<R extends { json(): Promise<unknown> }>(call: Promise<R>): Promise<Awaited<ReturnType<R['json']>>> {
  return (await (await call).json()) as Awaited<ReturnType<R['json']>>;
}

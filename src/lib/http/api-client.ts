/**
 * The typed API client (decision 036): Hono's `hc` over the API's own type, so paths, inputs and answers
 * are checked against the routers. Its fetch is the site's (createApiFetch): Accept, CSRF on writes,
 * 15000 ms timeout with the snackbar, failures as HttpTimeoutError / HttpNetworkError / HttpStatusError;
 * queries are qs-style. Only the API's *type* comes from the server: no server code reaches the bundle.
 */
import { hc } from 'hono/client';
import type { AppApi } from './api-contract.ts';
import { createApiFetch, readAnswer, withTrailingSlash, type HttpClientOptions } from './client.ts';
import { stringifyQuery, type QueryParams } from './qs.ts';

export function createApiClient(options: HttpClientOptions = {}) {
  const send = createApiFetch(options);
  return hc<AppApi>('/', {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => send(withTrailingSlash(String(input)), init),
    // hc only calls toString() on what this returns (for $get and $url): the qs-style string as it is.
    buildSearchParams: (query) => ({ toString: () => stringifyQuery(query as QueryParams) }) as URLSearchParams,
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The typed client without the timeout snackbar: for addresses (`$path()`, a link or an injected fetcher)
 * and for background calls whose failure the page ignores (suggestions).
 */
export const quietApiClient = createApiClient();

/** A route's address as the API serves it (hc's `$path()` drops the trailing slash). */
export const apiPath = (path: string) => withTrailingSlash(path);

/** A call of the typed client: its response's `json()` carries the route's answer type. */
export type ApiCall = { json(): Promise<unknown>; text(): Promise<string>; headers: Headers };
export type AnswerOf<R extends ApiCall> = Awaited<ReturnType<R['json']>>;

/**
 * The answer of a call (a failure has already thrown an HttpError), typed by the route: the parsed JSON,
 * or the text when the server answered something else (as the site's client always read bodies).
 */
export async function answerOf<R extends ApiCall>(call: Promise<R>): Promise<AnswerOf<R>> {
  const response = await call;
  return readAnswer(await response.text(), response.headers.get('content-type')) as AnswerOf<R>;
}

/**
 * The one HTTP client of the site (spec §7 notes): base is the site root (relative URLs),
 * `Accept: application/json, text/plain, *\/*`, qs-style query strings, the CSRF token of the
 * `yomiba_csrf` cookie in `X-CSRF-Token` on writes, a 15000 ms timeout, JSON bodies. Failures are
 * typed: HttpTimeoutError, HttpNetworkError, HttpStatusError (see errors.ts).
 */
import { HTTP_TIMEOUT_MS } from '../../state/constants.ts';
import { announceApiWrite } from './api-writes.ts';
import { HttpNetworkError, HttpStatusError, HttpTimeoutError } from './errors.ts';
import { appendQuery, type QueryParams } from './qs.ts';

export const ACCEPT_HEADER = 'application/json, text/plain, */*';
export const CSRF_COOKIE_NAME = 'yomiba_csrf';
export const CSRF_HEADER_NAME = 'X-CSRF-Token';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

const SAFE_METHODS = new Set<string>(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

export interface HttpClientOptions {
  /** Prefix of relative URLs. '' (the default) keeps them relative to the site root. */
  baseUrl?: string;
  /** Request timeout; 15000 ms by default (spec §9). */
  timeoutMs?: number;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** The fetch implementation; globalThis.fetch by default. */
  fetch?: typeof fetch;
  /** Cookie string the CSRF token is read from; `document.cookie` by default ('' without a document). */
  cookies?: () => string;
  /** Reads the CSRF token; by default the `yomiba_csrf` cookie of `cookies()`. */
  csrfToken?: () => string | undefined;
  /** Called with every timeout before it is thrown (the default client shows the timeout snackbar). */
  onTimeout?: (error: HttpTimeoutError) => void;
}

export interface RequestOptions {
  /** Query parameters, serialised qs-style and appended to the URL. */
  query?: QueryParams;
  /** Request body: plain values are sent as JSON; strings, FormData, URLSearchParams, Blobs as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Overrides the client's timeout for this call. */
  timeoutMs?: number;
  /** The caller's own abort signal; aborting it rejects with its reason (not an HttpError). */
  signal?: AbortSignal;
  /** How to read the body: 'auto' (default) parses JSON responses and returns text otherwise. */
  responseType?: 'auto' | 'json' | 'text';
}

export interface HttpClient {
  readonly timeoutMs: number;
  request<T = unknown>(method: HttpMethod, url: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(url: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T = unknown>(url: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T = unknown>(url: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  patch<T = unknown>(url: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<T>;
}

/** The value of one cookie in a `document.cookie`-style string, decoded; undefined when absent. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

function documentCookies(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}

/** Joins the base and a relative URL; absolute URLs (http:, https:, //host) are kept. */
export function resolveUrl(baseUrl: string, url: string): string {
  if (/^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(url)) return url;
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}${url.startsWith('/') ? url : `/${url}`}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream)
  );
}

function isJsonContentType(contentType: string | null): boolean {
  return contentType !== null && /[/+]json\b/i.test(contentType);
}

/**
 * The fetch every call of the site goes through (the typed API client's and `createHttpClient`'s): Accept,
 * the CSRF token on writes, the timeout (HttpTimeoutError, `onTimeout`), the caller's own abort signal, and
 * failures typed (HttpNetworkError, HttpStatusError with the parsed body). The body is read within the
 * timeout; a 2xx answer comes back as a Response holding it.
 */
export function createApiFetch(options: HttpClientOptions = {}): (input: RequestInfo | URL, init?: RequestInit & { timeoutMs?: number }) => Promise<Response> {
  const baseUrl = options.baseUrl ?? '';
  const defaultTimeout = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const cookies = options.cookies ?? documentCookies;
  const csrfToken = options.csrfToken ?? (() => readCookie(cookies(), CSRF_COOKIE_NAME));

  return async (input, init = {}) => {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const method = (init.method ?? 'GET').toUpperCase();
    const fullUrl = resolveUrl(baseUrl, String(input));
    const headers = new Headers({ Accept: ACCEPT_HEADER, ...options.headers });
    new Headers(init.headers).forEach((value, key) => headers.set(key, value));
    if (!SAFE_METHODS.has(method)) {
      const token = csrfToken();
      if (token && !headers.has(CSRF_HEADER_NAME)) headers.set(CSRF_HEADER_NAME, token);
    }

    const timeoutMs = init.timeoutMs ?? defaultTimeout;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const callerSignal = init.signal ?? undefined;
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) onCallerAbort();
    else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

    const fail = (error: unknown): never => {
      if (timedOut) {
        const timeout = new HttpTimeoutError(fullUrl, timeoutMs);
        options.onTimeout?.(timeout);
        throw timeout;
      }
      if (callerSignal?.aborted) throw callerSignal.reason ?? error;
      throw error;
    };

    try {
      let response: Response;
      try {
        response = await fetchImpl(fullUrl, { method, headers, body: init.body, signal: controller.signal, credentials: 'same-origin' });
      } catch (error) {
        if (timedOut || callerSignal?.aborted) fail(error);
        throw new HttpNetworkError(fullUrl, error);
      }
      let text: string;
      try {
        text = method === 'HEAD' ? '' : await response.text();
      } catch (error) {
        if (timedOut || callerSignal?.aborted) fail(error);
        throw new HttpNetworkError(fullUrl, error);
      }
      if (!response.ok) throw new HttpStatusError(response.status, parseBody(text, response.headers.get('content-type'), 'auto'), fullUrl);
      return new Response(text === '' && (response.status === 204 || response.status === 304) ? null : text, { status: response.status, statusText: response.statusText, headers: response.headers });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
      // Sent, whatever came back: what the server changed may be what the page holds.
      if (!SAFE_METHODS.has(method)) announceApiWrite();
    }
  };
}

/**
 * Every route of this API ends with a slash (strict routing), but Hono's client names such a route
 * `.index` and drops the slash (honojs/hono#2344): put it back on the path.
 */
export function withTrailingSlash(url: string): string {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  if (path.endsWith('/') || /\.[a-z0-9]+$/i.test(path)) return url;
  return `${path}/${cut === -1 ? '' : url.slice(cut)}`;
}

/** A body as the site's client reads it: JSON when the answer says so, else the text. */
export const readAnswer = (text: string, contentType: string | null): unknown => parseBody(text, contentType, 'auto');

function parseBody(text: string, contentType: string | null, responseType: RequestOptions['responseType']): unknown {
  if (responseType === 'text') return text;
  if (text === '') return responseType === 'json' ? null : text;
  if (responseType === 'json' || isJsonContentType(contentType)) {
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      if (responseType === 'json') throw error;
      return text;
    }
  }
  return text;
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const defaultTimeout = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const send = createApiFetch(options);

  async function request<T>(method: HttpMethod, url: string, req: RequestOptions = {}): Promise<T> {
    const headers = new Headers(req.headers);
    let body: BodyInit | undefined;
    if (req.body !== undefined) {
      if (isRawBody(req.body)) {
        body = req.body;
      } else {
        body = JSON.stringify(req.body);
        if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      }
    }
    const response = await send(appendQuery(url, req.query), { method, headers, body, signal: req.signal, timeoutMs: req.timeoutMs });
    return parseBody(await response.text(), response.headers.get('content-type'), req.responseType) as T;
  }

  return {
    timeoutMs: defaultTimeout,
    request,
    get: (url, opts) => request('GET', url, opts),
    post: (url, body, opts) => request('POST', url, { ...opts, body }),
    put: (url, body, opts) => request('PUT', url, { ...opts, body }),
    patch: (url, body, opts) => request('PATCH', url, { ...opts, body }),
    delete: (url, opts) => request('DELETE', url, opts),
  };
}

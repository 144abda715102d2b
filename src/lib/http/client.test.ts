import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { HTTP_TIMEOUT_MS } from '../../state/constants.ts';
import {
  ACCEPT_HEADER,
  CSRF_HEADER_NAME,
  createHttpClient,
  readCookie,
  resolveUrl,
} from './client.ts';
import { HttpNetworkError, HttpStatusError, HttpTimeoutError, ServerMessageError, expectSuccess } from './errors.ts';
import { appendQuery, stringifyQuery } from './qs.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: http.Server;
let base = '';
const seen: Seen[] = [];
const held: ServerResponse[] = [];

function lastSeen(): Seen {
  const s = seen[seen.length - 1];
  if (!s) throw new Error('no request seen');
  return s;
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const path = (req.url ?? '').split('?')[0];
      switch (path) {
        case '/hold':
          held.push(res);
          return;
        case '/json':
          res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ success: true, echo: body ? (JSON.parse(body) as unknown) : null }));
          return;
        case '/text':
          res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('こんにちは');
          return;
        case '/empty':
          res.writeHead(204);
          res.end();
          return;
        case '/missing':
          res.writeHead(404, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ success: false, message: { content: 'お探しのページは見つかりませんでした。', label: 'notfound', level: 'error' } }));
          return;
        case '/boom':
          res.writeHead(500, { 'Content-Type': 'text/plain' });
          res.end('Internal Server Error');
          return;
        case '/fail':
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ success: false, message: { content: 'チケットが足りません', label: 'modal', level: 'error' } }));
          return;
        default:
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of held) res.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('timeout', () => {
  test('the default timeout is the spec 15000 ms', () => {
    expect(HTTP_TIMEOUT_MS).toBe(15_000);
    expect(createHttpClient().timeoutMs).toBe(15_000);
    expect(createHttpClient({ timeoutMs: 200 }).timeoutMs).toBe(200);
  });

  test('the default timeout aborts a held request after 15000 ms', async () => {
    vi.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const fetch = vi.fn((_url: string | URL | Request, init?: RequestInit) => {
        signal = init?.signal ?? undefined;
        return new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      });
      const client = createHttpClient({ fetch: fetch as typeof globalThis.fetch });
      const result = client.get('/slow').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(14_999);
      expect(signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(signal?.aborted).toBe(true);
      const error = await result;
      expect(error).toBeInstanceOf(HttpTimeoutError);
      expect((error as HttpTimeoutError).timeoutMs).toBe(15_000);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a held request fails with HttpTimeoutError after the configured timeout, and onTimeout is told', async () => {
    const onTimeout = vi.fn();
    const client = createHttpClient({ baseUrl: base, timeoutMs: 200, onTimeout });
    // When exactly it gives up is checked on fake timers above; here, on a real held connection, that it does.
    const error = await client.get('/hold').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpTimeoutError);
    expect((error as HttpTimeoutError).url).toBe(`${base}/hold`);
    expect((error as HttpTimeoutError).timeoutMs).toBe(200);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(onTimeout).toHaveBeenCalledWith(error);
  });

  test('a per-call timeout wins over the client one', async () => {
    const client = createHttpClient({ baseUrl: base });
    await expect(client.get('/hold', { timeoutMs: 100 })).rejects.toBeInstanceOf(HttpTimeoutError);
  });

  test("the caller's own abort is not a timeout", async () => {
    const client = createHttpClient({ baseUrl: base, timeoutMs: 5_000 });
    const controller = new AbortController();
    const pending = client.get('/hold', { signal: controller.signal }).catch((e: unknown) => e);
    setImmediate(() => controller.abort(new Error('cancelled')));
    const error = await pending;
    expect(error).not.toBeInstanceOf(HttpTimeoutError);
    expect((error as Error).message).toBe('cancelled');
  });
});

describe('headers', () => {
  const cookies = () => 'other=1; yomiba_csrf=tok%2Fen123; x=y';

  test('Accept is JSON or text on every request', async () => {
    await createHttpClient({ baseUrl: base }).get('/json');
    expect(lastSeen().headers.accept).toBe(ACCEPT_HEADER);
    expect(ACCEPT_HEADER).toBe('application/json, text/plain, */*');
  });

  test('the CSRF header comes from the yomiba_csrf cookie on POST, PUT and DELETE', async () => {
    const client = createHttpClient({ baseUrl: base, cookies });
    await client.post('/json', { a: 1 });
    expect(lastSeen().headers['x-csrf-token']).toBe('tok/en123');
    await client.put('/json', { a: 1 });
    expect(lastSeen().headers['x-csrf-token']).toBe('tok/en123');
    await client.delete('/json');
    expect(lastSeen().method).toBe('DELETE');
    expect(lastSeen().headers['x-csrf-token']).toBe('tok/en123');
    expect(CSRF_HEADER_NAME).toBe('X-CSRF-Token');
  });

  test('no CSRF header on GET', async () => {
    await createHttpClient({ baseUrl: base, cookies }).get('/json');
    expect(lastSeen().headers['x-csrf-token']).toBeUndefined();
  });

  test('no CSRF header when there is no cookie (no document in node)', async () => {
    await createHttpClient({ baseUrl: base }).post('/json', {});
    expect(lastSeen().headers['x-csrf-token']).toBeUndefined();
  });

  test('readCookie finds and decodes one cookie', () => {
    expect(readCookie('a=1; yomiba_csrf=abc%3D', 'yomiba_csrf')).toBe('abc=');
    expect(readCookie('xyomiba_csrf=1', 'yomiba_csrf')).toBeUndefined();
    expect(readCookie('', 'yomiba_csrf')).toBeUndefined();
    expect(readCookie('yomiba_csrf=%E0%A4%A', 'yomiba_csrf')).toBe('%E0%A4%A');
  });
});

describe('bodies and responses', () => {
  test('plain values are sent as JSON and JSON responses are parsed', async () => {
    const client = createHttpClient({ baseUrl: base });
    const result = await client.post<{ success: boolean; echo: unknown }>('/json', { title_code: 'T001', favorite: '1', list: [1, 2] });
    expect(lastSeen().headers['content-type']).toBe('application/json');
    expect(lastSeen().body).toBe('{"title_code":"T001","favorite":"1","list":[1,2]}');
    expect(result).toEqual({ success: true, echo: { title_code: 'T001', favorite: '1', list: [1, 2] } });
  });

  test('a POST without a body sends none', async () => {
    await createHttpClient({ baseUrl: base }).post('/json');
    expect(lastSeen().body).toBe('');
    expect(lastSeen().headers['content-type']).toBeUndefined();
  });

  test('URLSearchParams are sent as a form', async () => {
    await createHttpClient({ baseUrl: base }).post('/form', new URLSearchParams({ a: 'b' }));
    expect(lastSeen().headers['content-type']).toContain('application/x-www-form-urlencoded');
  });

  test('text responses are returned as text, empty ones as an empty string', async () => {
    const client = createHttpClient({ baseUrl: base });
    await expect(client.get('/text')).resolves.toBe('こんにちは');
    await expect(client.get('/empty')).resolves.toBe('');
    await expect(client.get('/json', { responseType: 'text' })).resolves.toBe('{"success":true,"echo":null}');
  });

  test('404 and 500 reject with HttpStatusError, carrying status and body', async () => {
    const client = createHttpClient({ baseUrl: base });
    const notFound = await client.get('/missing').catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(HttpStatusError);
    expect((notFound as HttpStatusError).status).toBe(404);
    expect((notFound as HttpStatusError).serverMessage).toMatchObject({ label: 'notfound', content: 'お探しのページは見つかりませんでした。' });

    const boom = await client.get('/boom').catch((e: unknown) => e);
    expect(boom).toBeInstanceOf(HttpStatusError);
    expect((boom as HttpStatusError).status).toBe(500);
    expect((boom as HttpStatusError).body).toBe('Internal Server Error');
    expect((boom as HttpStatusError).serverMessage).toBeUndefined();
  });

  test('expectSuccess throws a ServerMessageError for success false', async () => {
    const body = await createHttpClient({ baseUrl: base }).get('/fail');
    expect(() => expectSuccess(body)).toThrow(ServerMessageError);
    try {
      expectSuccess(body);
    } catch (error) {
      expect((error as ServerMessageError).serverMessage).toMatchObject({ content: 'チケットが足りません', label: 'modal' });
    }
    expect(expectSuccess({ success: true, x: 1 })).toEqual({ success: true, x: 1 });
  });

  test('a closed port is a network error', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await createHttpClient({ baseUrl: `http://127.0.0.1:${port}` }).get('/json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpNetworkError);
    expect((error as HttpNetworkError).url).toBe(`http://127.0.0.1:${port}/json`);
  });
});

describe('URLs and qs-style queries', () => {
  test('relative to the site root by default; absolute URLs kept', () => {
    expect(resolveUrl('', '/api/v1/initialize/')).toBe('/api/v1/initialize/');
    expect(resolveUrl('', 'api/v1/x/')).toBe('/api/v1/x/');
    expect(resolveUrl('http://h:1/', '/a/')).toBe('http://h:1/a/');
    expect(resolveUrl('http://h:1', 'https://cdn.example/x')).toBe('https://cdn.example/x');
  });

  test('the default client calls relative URLs', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response('{"success":true}', { headers: { 'Content-Type': 'application/json' } }));
    await createHttpClient({ fetch: fetch as unknown as typeof globalThis.fetch }).get('/api/v1/suggest/', { query: { keyword: '呪術' } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/suggest/?keyword=%E5%91%AA%E8%A1%93');
  });

  test('nested objects and arrays as qs does by default', () => {
    const query = stringifyQuery({ q: 'ワン ピース', a: [1, 2], f: { genre: [1111, 1112], sort: 9 }, skip: undefined, n: null, t: true });
    expect(query).toBe('q=%E3%83%AF%E3%83%B3%20%E3%83%94%E3%83%BC%E3%82%B9&a%5B0%5D=1&a%5B1%5D=2&f%5Bgenre%5D%5B0%5D=1111&f%5Bgenre%5D%5B1%5D=1112&f%5Bsort%5D=9&n=&t=true');
    expect(decodeURIComponent(query)).toBe('q=ワン ピース&a[0]=1&a[1]=2&f[genre][0]=1111&f[genre][1]=1112&f[sort]=9&n=&t=true');
    expect(stringifyQuery({ a: [{ b: 'c' }] }, { encodeValuesOnly: true })).toBe('a[0][b]=c');
    expect(stringifyQuery({ e: [], o: {}, d: new Date('2024-08-30T07:59:59.000Z') })).toBe('d=2024-08-30T07%3A59%3A59.000Z');
    expect(stringifyQuery({ s: "it's (a) *test*!" })).toBe('s=it%27s%20%28a%29%20%2Atest%2A%21');
    expect(stringifyQuery(undefined)).toBe('');
  });

  test('appendQuery keeps an existing query and hash', () => {
    expect(appendQuery('/a/?x=1#h', { y: 2 })).toBe('/a/?x=1&y=2#h');
    expect(appendQuery('/a/', {})).toBe('/a/');
    expect(appendQuery('/a/?', { y: 2 })).toBe('/a/?y=2');
  });

  test('the server receives the serialised query', async () => {
    await createHttpClient({ baseUrl: base }).get('/json', { query: { order_by: 'order_count-desc', product_type: 1, ids: ['a', 'b'] } });
    expect(decodeURIComponent(lastSeen().url)).toBe('/json?order_by=order_count-desc&product_type=1&ids[0]=a&ids[1]=b');
  });
});

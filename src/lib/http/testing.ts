/**
 * Test helper: the site's typed API client (decision 036) over a fake fetch, for stores that take the
 * client injected. Each call is recorded by method with its path and its query (GET) or JSON body; the
 * answer comes from `answer`: an Error is a network failure, a Response is sent as it is, a string is an
 * HTML page, anything else a 200 JSON answer. The client's own fetch turns these into its usual results
 * and failures (HttpNetworkError, HttpStatusError), as the server's would be.
 */
import { vi } from 'vitest';
import { createApiClient } from './api-client.ts';

export function fakeApiClient(answer: (method: string, path: string) => unknown) {
  const get = vi.fn<(path: string, query: Record<string, string>) => void>();
  const post = vi.fn<(path: string, body: unknown) => void>();
  const put = vi.fn<(path: string, body: unknown) => void>();
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    if (method === 'GET') get(url.pathname, Object.fromEntries(url.searchParams));
    else if (method === 'PUT') put(url.pathname, body);
    else post(url.pathname, body);
    const value = answer(method, url.pathname);
    if (value instanceof Error) throw value;
    if (value instanceof Response) return value;
    if (typeof value === 'string') return new Response(value, { headers: { 'Content-Type': 'text/html' } });
    return Response.json(value);
  };
  return { client: createApiClient({ fetch: fetch as typeof globalThis.fetch, cookies: () => '' }), get, post, put };
}

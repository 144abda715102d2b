import { hc } from 'hono/client';
import { withTrailingSlash } from '../../lib/http/client.ts';
import type { AppApi } from '../api.ts';

/**
 * The typed client in front of the test app (hono/testing's testClient, but with the trailing slash every
 * route of this API has put back: hc drops it, honojs/hono#2344). Every status comes back as a Response,
 * so tests assert failures too; success answers' `json()` is typed by the route. `headers` go with every call.
 */
export function apiTestClient(app: AppApi, headers: Record<string, string> = {}) {
  return hc<AppApi>('http://localhost/', {
    headers: { 'User-Agent': 'vitest', ...headers },
    fetch: (input: RequestInfo | URL, init?: RequestInit) => app.request(withTrailingSlash(String(input)), init),
  });
}

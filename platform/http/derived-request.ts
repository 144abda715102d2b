/**
 * A copy of a request with another address, headers or body that does not follow the original's abort
 * signal. undici makes a copy built with `new Request(request, …)` follow the original through an abort
 * listener and a FinalizationRegistry entry that keeps the original alive until the copy is collected.
 * Under load that promoted every request's objects to the old generation and, after each full GC, ran
 * tens of thousands of clean-up callbacks in one 60–170 ms task (issue 15). Nothing here reads a copied
 * request's signal (Waku and the API handlers do not), so copies carry none.
 */
export function derivedRequest(request: Request, changes: { url?: string | URL; headers?: HeadersInit; body?: BodyInit }): Request {
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers: changes.headers ?? request.headers, signal: null };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = changes.body ?? request.body;
    if (init.body instanceof ReadableStream) init.duplex = 'half';
  }
  return new Request(changes.url ?? request.url, init);
}

/**
 * A micro-cache for what anonymous visitors see: rendering RSC+SSR costs about
 * 2 ms of CPU per page, so identical anonymous GETs within a few seconds share one
 * render. Requests carrying a session cookie always render afresh.
 */
import { compressBytes, negotiateEncoding, type Encoding } from './compression.ts';

type Entry = { at: number; status: number; headers: [string, string][]; body: Uint8Array; encoded?: Partial<Record<Encoding, Uint8Array>> };

/** `compress`: answer with a Brotli or gzip copy of the entry (made once per entry) when the client accepts one. */
export type PageCacheOptions = { ttlMs: number; maxEntries: number; sessionCookie: string; compress?: boolean };

const MIN_COMPRESS_BYTES = 1024;

const CACHEABLE_TYPES = /^(text\/html|text\/x-component)/;

export function createPageCache(options: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<Entry | null>>();

  const isAnonymous = (request: Request) => !(request.headers.get('cookie') ?? '').includes(`${options.sessionCookie}=`);

  const toResponse = (entry: Entry, hit: boolean, request: Request) => {
    const encoding = options.compress && entry.body.byteLength >= MIN_COMPRESS_BYTES ? negotiateEncoding(request.headers.get('accept-encoding')) : null;
    let body = entry.body;
    if (encoding) {
      entry.encoded ??= {};
      body = entry.encoded[encoding] ??= compressBytes(entry.body, encoding);
    }
    // Headers complete before the Response is made: @hono/node-server's Response writes what it was built with.
    const headers = new Headers(entry.headers);
    headers.set('X-Cache', hit ? 'HIT' : 'MISS');
    if (encoding) {
      headers.set('Content-Encoding', encoding);
      headers.append('Vary', 'Accept-Encoding');
      headers.set('Content-Length', String(body.byteLength));
    }
    return new Response(body.byteLength ? (body as Uint8Array<ArrayBuffer>) : null, { status: entry.status, headers });
  };

  async function capture(response: Response): Promise<Entry | null> {
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !CACHEABLE_TYPES.test(type) || response.headers.has('set-cookie')) return null;
    const body = new Uint8Array(await response.arrayBuffer());
    return { at: Date.now(), status: response.status, headers: [...response.headers], body };
  }

  function remember(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
  }

  return {
    async fetch(request: Request, render: (request: Request) => Promise<Response>): Promise<Response> {
      if (options.ttlMs <= 0 || request.method !== 'GET' || !isAnonymous(request)) return render(request);
      const key = request.url;
      const cached = entries.get(key);
      if (cached && Date.now() - cached.at < options.ttlMs) return toResponse(cached, true, request);

      let pending = inflight.get(key);
      let rendered: Response | undefined;
      if (!pending) {
        pending = render(request).then(async (response) => {
          const entry = await capture(response.clone()).catch(() => null);
          rendered = response;
          return entry;
        });
        inflight.set(key, pending);
        pending.finally(() => inflight.delete(key)).catch(() => undefined);
      }
      const entry = await pending;
      if (entry) {
        remember(key, entry);
        return toResponse(entry, false, request);
      }
      // Not cacheable (404, redirect, error...): the request that rendered it gets the original response,
      // concurrent waiters render their own.
      return rendered ?? render(request);
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

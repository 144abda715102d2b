/**
 * A micro-cache for what anonymous visitors see: rendering RSC+SSR costs about
 * 2 ms of CPU per page, so identical anonymous GETs within a few seconds share one
 * render. Requests carrying a session cookie always render afresh.
 *
 * Cache-Control (decision 016): a shared anonymous render may be kept by a shared cache for the TTL
 * (`public, max-age=0, s-maxage=…`, `Vary: Cookie`); a member's page is `private, no-store`, so
 * favourite marks and adult titles never reach another browser or a proxy.
 */
import { createCache } from '#platform/cache/cache.ts';
import type { MemberPageNeeds } from '#modules/member-pages/index.ts';
import { compressBytes, negotiateEncoding, type Encoding } from './compression.ts';
import { audienceEntry, leftUnread, personalized, sharedBody, type AudienceEntry, type Personalization } from './page-cache-audience.ts';

type Entry = { status: number; headers: [string, string][]; body: Uint8Array; encoded?: Partial<Record<Encoding, Uint8Array>> };

/**
 * `compress`: answer with a Brotli or gzip copy of the entry (made once per entry) when the client accepts one.
 * `staleMs`: for this long after the TTL an anonymous page is still answered (X-Cache: STALE) while one
 * request renders it again (no stampede of renders when a busy page expires). `now`: the clock (tests).
 */
export type PageCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  sessionCookie: string;
  compress?: boolean;
  staleMs?: number;
  /** How long a member's own page (bookshelf, my items) is kept for them (PERSONAL_PAGE_TTL_MS, default 10 s, never past `ttlMs`); 0: rendered every time. */
  personalTtlMs?: number;
  now?: () => number;
};

const MIN_COMPRESS_BYTES = 1024;
/** How long a member's own page is kept for them by default (what the server alone changes, e.g. a rental's time left, moves on). */
const PERSONAL_TTL_MS = 10_000;

const CACHEABLE_TYPES = /^(text\/html|text\/x-component)/;
const PRIVATE = 'private, no-store';

const isPage = (response: Response) => CACHEABLE_TYPES.test(response.headers.get('content-type') ?? '');

/**
 * The response with these headers set (Vary appended), as a new Response: headers changed on a built
 * Response may never be written (@hono/node-server's Response writes what it was built with).
 */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  const merged = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'Vary') merged.append(name, value);
    else merged.set(name, value);
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged });
}

export function createPageCache(options: PageCacheOptions) {
  // Concurrent misses of one URL share one render; a render begun before clear() is not kept afterwards.
  const entries = createCache<Entry | null>({ max: options.maxEntries, ttlMs: options.ttlMs, staleMs: options.staleMs, now: options.now, keep: (entry) => entry !== null });
  const shared = { 'Cache-Control': `public, max-age=0, s-maxage=${Math.floor(options.ttlMs / 1000)}`, Vary: 'Cookie' };

  const isAnonymous = (request: Request) => !(request.headers.get('cookie') ?? '').includes(`${options.sessionCookie}=`);

  const toResponse = (entry: Entry, outcome: 'HIT' | 'STALE' | 'MISS', request: Request) => {
    const encoding = options.compress && entry.body.byteLength >= MIN_COMPRESS_BYTES ? negotiateEncoding(request.headers.get('accept-encoding')) : null;
    let body = entry.body;
    if (encoding) {
      entry.encoded ??= {};
      body = entry.encoded[encoding] ??= compressBytes(entry.body, encoding);
    }
    // Headers complete before the Response is made: @hono/node-server's Response writes what it was built with.
    const headers = new Headers(entry.headers);
    headers.set('X-Cache', outcome);
    if (encoding) {
      headers.set('Content-Encoding', encoding);
      headers.append('Vary', 'Accept-Encoding');
      headers.set('Content-Length', String(body.byteLength));
    }
    return new Response(body.byteLength ? (body as Uint8Array<ArrayBuffer>) : null, { status: entry.status, headers });
  };

  async function capture(response: Response): Promise<Entry | null> {
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !CACHEABLE_TYPES.test(type) || response.headers.has('set-cookie')) return leftUnread(response);
    const { body, csp } = await sharedBody(response);
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(shared)) headers.set(name, value);
    if (csp) headers.set('Content-Security-Policy', csp);
    headers.delete('content-length');
    return { status: response.status, headers: [...headers], body };
  }

  // Members' renders, one per audience and address (decision 045): the member's state is spliced in per response.
  const audienceEntries = createCache<AudienceEntry | null>({ max: options.maxEntries, ttlMs: options.ttlMs, keep: (entry) => entry !== null });
  const keysByTitle = new Map<string, Set<string>>();
  // A member's own pages (the bookshelf, my items): their render, kept briefly for them alone, keyed by
  // their write mark (their writes miss it at once) and dropped by the bus when they write (decision 045).
  const personalEntries = createCache<AudienceEntry | null>({
    max: options.maxEntries,
    maxSize: 64 * 1024 * 1024,
    sizeOf: (entry) => entry?.body.byteLength ?? 1,
    ttlMs: Math.min(options.ttlMs, options.personalTtlMs ?? PERSONAL_TTL_MS),
    keep: (entry) => entry !== null,
  });
  const keysByMember = new Map<number, Set<string>>();

  return {
    /**
     * A member's page from their audience's shared render: `render` renders it for the audience (no
     * cookie, no member id), `personalize` gives this member's state for what the render needs.
     * Never for visitors (their renders go through `fetch`), never a shared cache (`private, no-store`).
     */
    async fetchForAudience(
      request: Request,
      audience: string,
      render: () => Promise<Response>,
      personalize: (needs: MemberPageNeeds) => Promise<Personalization>,
      titleCode: string | null = null,
    ): Promise<Response> {
      const key = `${audience} ${new URL(request.url).pathname}${new URL(request.url).search}`;
      let rendered: Response | undefined;
      const load = async () => {
        const response = await render();
        const captured = await audienceEntry(response.clone()).catch(() => null);
        rendered = response;
        return captured;
      };
      const { value: entry, outcome } = options.ttlMs > 0 && request.method === 'GET' ? await audienceEntries.lookup(key, load) : { value: await load(), outcome: 'miss' as const };
      if (entry && titleCode && options.ttlMs > 0) {
        let keys = keysByTitle.get(titleCode);
        if (!keys) keysByTitle.set(titleCode, (keys = new Set()));
        keys.add(key);
      }
      if (entry) return personalized(entry, outcome === 'hit', await personalize(entry.needs));
      // Not shareable (a redirect, a 404, an error): the request that rendered it gets it, others render their own.
      const own = rendered ?? (await render());
      return isPage(own) && own.status < 300 ? withHeaders(own, { 'Cache-Control': PRIVATE, Vary: 'Cookie' }) : own;
    },
    /**
     * A member's own page (wholly personal): their earlier render of this address while it is fresh and
     * they wrote nothing since (`mark`), else `render` (which has the member's viewer).
     */
    async fetchPersonal(request: Request, userId: number, mark: string, render: () => Promise<Response>): Promise<Response> {
      const url = new URL(request.url);
      const key = `${userId}|${mark}|${url.pathname}${url.search}`;
      let rendered: Response | undefined;
      const load = async () => {
        const response = await render();
        const captured = await audienceEntry(response.clone()).catch(() => null);
        rendered = response;
        return captured;
      };
      const cached = options.ttlMs > 0 && request.method === 'GET';
      const { value: entry, outcome } = cached ? await personalEntries.lookup(key, load) : { value: await load(), outcome: 'miss' as const };
      if (entry && cached) {
        let keys = keysByMember.get(userId);
        if (!keys) keysByMember.set(userId, (keys = new Set()));
        if (keys.size > 64) keys.clear();
        keys.add(key);
      }
      if (entry) return personalized(entry, outcome === 'hit', null);
      const own = rendered ?? (await render());
      return isPage(own) && own.status < 300 ? withHeaders(own, { 'Cache-Control': PRIVATE, Vary: 'Cookie' }) : own;
    },
    /** The member wrote: their own pages go. */
    dropMember(userId: number) {
      for (const key of keysByMember.get(userId) ?? []) personalEntries.delete(key);
      keysByMember.delete(userId);
    },
    /** A title's reviews changed: its members' renders go (every audience, page and page data). */
    dropTitle(titleCode: string) {
      for (const key of keysByTitle.get(titleCode) ?? []) audienceEntries.delete(key);
      keysByTitle.delete(titleCode);
    },
    async fetch(request: Request, render: (request: Request) => Promise<Response>): Promise<Response> {
      if (!isAnonymous(request)) {
        const response = await render(request);
        return isPage(response) && response.status < 300 ? withHeaders(response, { 'Cache-Control': PRIVATE, Vary: 'Cookie' }) : response;
      }
      if (options.ttlMs <= 0 || request.method !== 'GET') return render(request);
      // Set only when this request rendered (the others joined its render).
      let rendered: Response | undefined;
      const { value: entry, outcome } = await entries.lookup(request.url, async () => {
        const response = await render(request);
        const captured = await capture(response.clone()).catch(() => null);
        rendered = response;
        return captured;
      });
      if (entry) return toResponse(entry, outcome === 'hit' ? 'HIT' : outcome === 'stale' ? 'STALE' : 'MISS', request);
      // Not cacheable (404, redirect, a cookie set for this visitor, error...): the request that rendered
      // it gets the original response, concurrent waiters render their own; never for a shared cache.
      const own = rendered ?? (await render(request));
      return isPage(own) && own.status < 300 ? withHeaders(own, { 'Cache-Control': PRIVATE }) : own;
    },
    /** Drops every render (the catalogue changed). */
    clear: () => {
      entries.clear();
      audienceEntries.clear();
      keysByTitle.clear();
      personalEntries.clear();
      keysByMember.clear();
    },
    get size() {
      return entries.size;
    },
    get audienceSize() {
      return audienceEntries.size;
    },
  };
}

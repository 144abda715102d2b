import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';

function counter(status = 200, type = 'text/html; charset=utf-8') {
  let renders = 0;
  const render = async () => {
    renders++;
    // A turn of the event loop: concurrent requests arrive while it renders.
    await new Promise((r) => setImmediate(r));
    return new Response(`<p>render ${renders}</p>`, { status, headers: { 'Content-Type': type } });
  };
  return { render, count: () => renders };
}

const cache = (ttlMs = 1000, now?: () => number) => createPageCache({ ttlMs, maxEntries: 2, sessionCookie: 'yomiba_session', now });

describe('anonymous page micro-cache', () => {
  it('serves repeated anonymous GETs from one render, and concurrent misses share it', async () => {
    const pages = cache();
    const { render, count } = counter();
    const first = await Promise.all([1, 2, 3].map(() => pages.fetch(new Request('http://x/a'), render)));
    const again = await pages.fetch(new Request('http://x/a'), render);
    expect(count()).toBe(1);
    expect(await again.text()).toBe('<p>render 1</p>');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await Promise.all(first.map((r) => r.text()))).toEqual(Array(3).fill('<p>render 1</p>'));
  });

  it('never caches for a member, nor errors, nor other methods', async () => {
    const pages = cache();
    const member = counter();
    await pages.fetch(new Request('http://x/a', { headers: { cookie: 'a=1; yomiba_session=abc' } }), member.render);
    await pages.fetch(new Request('http://x/a', { headers: { cookie: 'yomiba_session=abc' } }), member.render);
    expect(member.count()).toBe(2);

    const missing = counter(404);
    const first = await pages.fetch(new Request('http://x/missing'), missing.render);
    await pages.fetch(new Request('http://x/missing'), missing.render);
    expect(first.status).toBe(404);
    expect(missing.count()).toBe(2);

    const post = counter();
    await pages.fetch(new Request('http://x/a', { method: 'POST' }), post.render);
    await pages.fetch(new Request('http://x/a', { method: 'POST' }), post.render);
    expect(post.count()).toBe(2);
  });

  it('expires entries after the TTL and evicts the oldest beyond capacity', async () => {
    let clock = 1_000_000; // not 0: lru-cache reads a start time of 0 as 'no TTL'
    const pages = cache(20, () => clock);
    const { render, count } = counter();
    await pages.fetch(new Request('http://x/a'), render);
    await pages.fetch(new Request('http://x/a'), render);
    expect(count()).toBe(1);
    clock += 30;
    await pages.fetch(new Request('http://x/a'), render);
    expect(count()).toBe(2);
    await pages.fetch(new Request('http://x/b'), render);
    await pages.fetch(new Request('http://x/c'), render);
    expect(pages.size).toBe(2);
  });

  it('is off with a zero TTL', async () => {
    const pages = cache(0);
    const { render, count } = counter();
    await pages.fetch(new Request('http://x/a'), render);
    await pages.fetch(new Request('http://x/a'), render);
    expect(count()).toBe(2);
  });
});

describe('page cache headers and invalidation', () => {
  it('marks shared anonymous renders public for the TTL and member renders private', async () => {
    const pages = cache(30_000);
    const { render } = counter();
    const anonymous = await pages.fetch(new Request('http://x/a'), render);
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    expect(anonymous.headers.get('vary')).toContain('Cookie');
    const hit = await pages.fetch(new Request('http://x/a'), render);
    expect(hit.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    const member = await pages.fetch(new Request('http://x/a', { headers: { cookie: 'yomiba_session=abc' } }), render);
    expect(member.headers.get('cache-control')).toBe('private, no-store');
    expect(member.headers.get('vary')).toContain('Cookie');
  });

  it('never shares a member render with a visitor, nor a visitor render with a member', async () => {
    const pages = cache(30_000);
    const render = async (request: Request) =>
      new Response(request.headers.get('cookie')?.includes('yomiba_session=') ? '<p>♥ member marks</p>' : '<p>anonymous</p>', { headers: { 'Content-Type': 'text/html' } });
    expect(await (await pages.fetch(new Request('http://x/list'), render)).text()).toBe('<p>anonymous</p>');
    expect(await (await pages.fetch(new Request('http://x/list', { headers: { cookie: 'yomiba_session=a' } }), render)).text()).toBe('<p>♥ member marks</p>');
    const after = await pages.fetch(new Request('http://x/list'), render);
    expect(after.headers.get('x-cache')).toBe('HIT');
    expect(await after.text()).toBe('<p>anonymous</p>');
  });

  it('a render that set a cookie is private to its visitor', async () => {
    const pages = cache(30_000);
    const render = async () => new Response('<p>x</p>', { headers: { 'Content-Type': 'text/html', 'Set-Cookie': 'csrf=1' } });
    const response = await pages.fetch(new Request('http://x/a'), render);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(pages.size).toBe(0);
  });

  it('clear() drops renders at once, and a render begun before it is not kept', async () => {
    const pages = cache(30_000);
    const { render, count } = counter();
    await pages.fetch(new Request('http://x/a'), render);
    pages.clear();
    expect(await (await pages.fetch(new Request('http://x/a'), render)).text()).toBe('<p>render 2</p>');
    const during = pages.fetch(new Request('http://x/b'), render);
    pages.clear();
    await during;
    // The /a render was cleared too; /b, begun before the clear, was not kept.
    expect(pages.size).toBe(0);
    await pages.fetch(new Request('http://x/b'), render);
    expect(count()).toBe(4);
  });
});

// Issue 29 item 3: member pages hung for minutes under database faults. A failed render (503) was answered
// from its response after the cache had cloned it for capture and left the copy unread; a body copied by
// clone() is cancelled only when both copies are, so databaseLossAs503's cancel() of it never returned.
describe("a member's page whose render failed", () => {
  const failed = async () => new Response('<html><head></head><body>503</body></html>', { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  /** The body's cancel() settles (a few turns of the event loop), or not. */
  const cancels = async (response: Response) =>
    Promise.race([response.body!.cancel().then(() => 'cancelled'), new Promise((resolve) => setTimeout(() => resolve('never settles'), 50))]);
  const personalization = async () => ({ state: {} as never, htmlFlags: {} });

  it('is answered with a body that can be cancelled: own pages, audience pages and anonymous pages alike', async () => {
    const pages = cache();
    const own = await pages.fetchPersonal(new Request('http://x/bookshelf/'), 1, '', failed);
    expect(own.status).toBe(503);
    expect(await cancels(own)).toBe('cancelled');

    const shared = await pages.fetchForAudience(new Request('http://x/'), 'general', failed, personalization);
    expect(shared.status).toBe(503);
    expect(await cancels(shared)).toBe('cancelled');

    const anonymous = await pages.fetch(new Request('http://x/'), failed);
    expect(anonymous.status).toBe(503);
    expect(await cancels(anonymous)).toBe('cancelled');
  });
});

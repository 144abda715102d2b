import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';

/**
 * A page that takes a turn of the event loop to render and says which render it is. `settled()`: every
 * render so far has finished, and the cache has done what it does with them (a refresh runs in the background).
 */
function slowPage() {
  const renders: Promise<Response>[] = [];
  const render = () => {
    const n = renders.length + 1;
    const rendering = new Promise((r) => setImmediate(r)).then(() => new Response(`<p>render ${n}</p>`, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
    renders.push(rendering);
    return rendering;
  };
  const settled = async () => {
    await Promise.all(renders);
    await new Promise((r) => setImmediate(r));
  };
  return { render, count: () => renders.length, settled };
}

describe('anonymous page cache: no stampede when a page expires (stale-while-revalidate, injected clock)', () => {
  it('renders an expired page once under 20 concurrent requests; they get the stale copy, the next ones the new render', async () => {
    let clock = 1_000_000; // not 0: lru-cache reads a start time of 0 as 'no TTL'
    const pages = createPageCache({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, sessionCookie: 'yomiba_session', now: () => clock });
    const { render, count, settled } = slowPage();
    expect(await (await pages.fetch(new Request('http://x/a'), render)).text()).toBe('<p>render 1</p>');

    clock += 1500; // past the TTL, inside the stale window
    const answers = await Promise.all(Array.from({ length: 20 }, () => pages.fetch(new Request('http://x/a'), render)));
    expect(answers.map((r) => r.headers.get('x-cache'))).toEqual(Array(20).fill('STALE'));
    expect(await Promise.all(answers.map((r) => r.text()))).toEqual(Array(20).fill('<p>render 1</p>'));
    await settled(); // the one refresh finishes
    expect(count()).toBe(2);
    const next = await pages.fetch(new Request('http://x/a'), render);
    expect(next.headers.get('x-cache')).toBe('HIT');
    expect(await next.text()).toBe('<p>render 2</p>');
  });

  it('past the stale window an expired page is a miss: 20 concurrent requests still share one render', async () => {
    let clock = 1_000_000; // not 0: lru-cache reads a start time of 0 as 'no TTL'
    const pages = createPageCache({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, sessionCookie: 'yomiba_session', now: () => clock });
    const { render, count } = slowPage();
    await pages.fetch(new Request('http://x/a'), render);
    clock += 7000;
    const answers = await Promise.all(Array.from({ length: 20 }, () => pages.fetch(new Request('http://x/a'), render)));
    expect(count()).toBe(2);
    expect(new Set(await Promise.all(answers.map((r) => r.text())))).toEqual(new Set(['<p>render 2</p>']));
  });

  it('a cleared cache (catalogue change) never answers the stale copy', async () => {
    let clock = 1_000_000; // not 0: lru-cache reads a start time of 0 as 'no TTL'
    const pages = createPageCache({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, sessionCookie: 'yomiba_session', now: () => clock });
    const { render } = slowPage();
    await pages.fetch(new Request('http://x/a'), render);
    clock += 1500;
    pages.clear();
    expect(await (await pages.fetch(new Request('http://x/a'), render)).text()).toBe('<p>render 2</p>');
  });
});

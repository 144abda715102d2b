/**
 * The in-page prefetch on idle in real Chromium: which links of a laid-out page are fetched ahead, and
 * the wrapper around Waku's page-data fetch (its body read at once, low priority, dropped after the TTL
 * or an API write). Waku's fetch itself is what the e2e (client-navigation.spec.ts) exercises.
 */
import { afterEach, expect, onTestFinished, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { announceApiWrite, onApiWrite } from '#src/lib/http/api-writes.ts';
import { createPrefetchEnhancer, drain, prefetchCandidates, PREFETCH_TTL_MS } from './idle-prefetch.ts';

type Prefetched = Record<string, unknown>;
const prefetched = () => ((globalThis as { __WAKU_PREFETCHED__?: Prefetched }).__WAKU_PREFETCHED__ ??= {});
afterEach(() => {
  for (const key of Object.keys(prefetched())) delete prefetched()[key];
});

test('only in-site page links in view, without a query, each once, the page\'s own before the header\'s, at most four, never this page', async () => {
  const startPath = location.pathname + location.search;
  window.history.replaceState(window.history.state, '', '/book/new-arrivals-test/');
  onTestFinished(() => window.history.replaceState(window.history.state, '', startPath));
  const screen = await render(
    <>
      <header>
        <a href="/book/ranking/">ランキング</a>
      </header>
      <main>
      <a href="/book/new/">新作</a>
      <a href="/book/new/">新作（もう一度）</a>
      <a href="/book/search/?keyword=恋">検索</a>
      <a href="https://example.com/">外部</a>
      <a href="/api/v1/initialize/">API</a>
      <a href="/bv/t/YB000001/v/1/s/1/p/1/">ビューア</a>
      <a href="/feed.xml">フィード</a>
      <a href="/book/ranking/" target="_blank">別窓</a>
      <a href="/book/free/" data-no-prefetch="">除外</a>
      <a href="/info/12/">お知らせ（開くと既読）</a>
      <a href="/book/genre/">ジャンル</a>
      <a href="/book/new-arrivals-test/#top">このページ</a>
      <a href="/special/" style={{ display: 'none' }}>
        隠れた
      </a>
      <a href="/event/">イベント</a>
      <a href="/book/campaign/">キャンペーン</a>
      <div style={{ height: '4000px' }} />
      <a href="/faq/">画面の外</a>
      </main>
    </>,
  );
  const current = new URL(location.href);
  expect(prefetchCandidates(screen.container, current, { width: innerWidth, height: innerHeight })).toEqual(['/book/new/', '/book/genre/', '/event/', '/book/campaign/']);
  expect(prefetchCandidates(screen.container, current, { width: innerWidth, height: innerHeight }, 2)).toEqual(['/book/new/', '/book/genre/']);
  // The header's links after the page's own.
  expect(prefetchCandidates(screen.container, current, { width: innerWidth, height: innerHeight }, 5)).toEqual(['/book/new/', '/book/genre/', '/event/', '/book/campaign/', '/book/ranking/']);
});

test('a prefetch is sent with low priority and its body read at once; a click uses it within the TTL only', async () => {
  let clock = 1_000;
  const { enhancer } = createPrefetchEnhancer(() => clock);
  const calls: { rscPath: string; prefetchOnly?: boolean; init?: RequestInit; response?: Response }[] = [];
  const inner = (rscPath: string, _params: unknown, prefetchOnly?: boolean, fetchFn?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) => {
    const call: (typeof calls)[number] = { rscPath, prefetchOnly };
    calls.push(call);
    if (prefetchOnly) {
      // What Waku does: keep the response promise for the click.
      const responding = fetchFn!(`data:text/plain,${rscPath}`, { headers: { 'X-Test': '1' } }).then((response) => (call.response = response));
      prefetched()[rscPath] = [responding];
    }
    return undefined;
  };
  const wrapped = enhancer(inner);
  wrapped('R/book/new', undefined, true);
  await expect.poll(() => calls[0]?.response).toBeDefined();
  expect(calls[0]!.response!.bodyUsed).toBe(false);
  expect(await calls[0]!.response!.text()).toBe('R/book/new');
  // Within the TTL the click finds the prefetch where Waku left it.
  clock += PREFETCH_TTL_MS;
  wrapped('R/book/new', undefined, false);
  expect(prefetched()['R/book/new']).toBeDefined();
  // Past it, the prefetch is dropped before Waku looks.
  wrapped('R/event', undefined, true);
  clock += PREFETCH_TTL_MS + 1;
  wrapped('R/event', undefined, false);
  expect(prefetched()['R/event']).toBeUndefined();
});

test('a prefetch answered with anything but a page (a guard\'s 401) is not kept for the click', async () => {
  const { enhancer } = createPrefetchEnhancer();
  let done: Promise<Response> | undefined;
  const inner = (rscPath: string, _params: unknown, prefetchOnly?: boolean, fetchFn?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) => {
    if (prefetchOnly) prefetched()[rscPath] = [(done = fetchFn!('data:text/plain,x'))];
    return undefined;
  };
  const guarded = (_input: RequestInfo | URL) => Promise.resolve(new Response('', { status: 401, headers: { Location: '/signin/' } }));
  enhancer(inner)('R/special/joshidensho/form', undefined, true, guarded);
  expect((await done!).status).toBe(401);
  await expect.poll(() => prefetched()['R/special/joshidensho/form']).toBeUndefined();
});

test('an API write drops every prefetched page', () => {
  const { enhancer, forgetAll } = createPrefetchEnhancer();
  const stop = onApiWrite(forgetAll);
  const inner = (rscPath: string, _params: unknown, prefetchOnly?: boolean) => {
    if (prefetchOnly) prefetched()[rscPath] = [Promise.resolve(new Response('x'))];
    return undefined;
  };
  const wrapped = enhancer(inner);
  wrapped('R/bookshelf', undefined, true);
  wrapped('R/myitem', undefined, true);
  expect(Object.keys(prefetched())).toEqual(['R/bookshelf', 'R/myitem']);
  announceApiWrite();
  expect(Object.keys(prefetched())).toEqual([]);
  stop();
});

test('drain keeps status and headers and reads the whole body', async () => {
  const drained = await drain(new Response('本文', { status: 401, headers: { Location: '/signin/', 'Content-Type': 'text/x-component' } }));
  expect(drained.status).toBe(401);
  expect(drained.headers.get('location')).toBe('/signin/');
  expect(await drained.text()).toBe('本文');
});

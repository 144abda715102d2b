import { expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { SignedPageList, SignedPageRef } from '#modules/reader/client.ts';
import { mergeFresh, refreshDelay, REFRESH_MARGIN_MS, type PageSource } from './page-source.ts';
import { SignedPagesGate } from './SignedPagesGate.tsx';
import type { PageUrlsAnswer } from './use-signed-pages.ts';

const refs = (story: number, count: number, token: string | null): SignedPageRef[] => Array.from({ length: count }, (_, i) => ({ story, page: i + 1, token }));

function source(list: Partial<SignedPageList> & { pages: SignedPageRef[] }): PageSource {
  return {
    titleCode: 'T-TEST',
    volumeSerialNumber: 2,
    storyNumber: 5,
    list: { expiresAt: null, readableUntil: null, ...list },
    shapes: list.pages.map(() => ({ width: 1200, height: 1704, alt: null })),
  };
}
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

async function renderGate(src: PageSource, answers: PageUrlsAnswer[], children = (srcs: string[]) => <ol>{srcs.map((s) => <li key={s}>{s}</li>)}</ol>) {
  const fetchUrls = vi.fn(async () => answers.shift() ?? { kind: 'retry' as const });
  const readStory = vi.fn(async (_story: { titleCode: string; volumeSerialNumber: number; storyNumber: number }) => 'ticket-confirm');
  const screen = await render(
    <SignedPagesGate source={src} titleHref="/book/title/T-TEST/" fetchUrls={fetchUrls} readStory={readStory}>
      {(pages) => children(pages.map((p) => p.src))}
    </SignedPagesGate>,
  );
  return { screen, fetchUrls, readStory };
}

test('asks for fresh URLs a minute before they expire, or just after a known rental end; never for public pages', () => {
  const now = Date.parse('2026-11-22T06:00:00Z');
  expect(refreshDelay({ expiresAt: '2026-11-22T06:05:00Z', readableUntil: null }, now)).toBe(5 * 60_000 - REFRESH_MARGIN_MS);
  expect(refreshDelay({ expiresAt: '2026-11-22T06:05:00Z', readableUntil: '2026-11-22T06:02:00Z' }, now)).toBe(2 * 60_000 + 1_000);
  expect(refreshDelay({ expiresAt: null, readableUntil: null }, now)).toBeNull();
  expect(refreshDelay({ expiresAt: '2026-11-22T05:00:00Z', readableUntil: null }, now)).toBe(1_000);
  expect(mergeFresh(refs(5, 2, 'a'), refs(5, 2, 'b'))).toEqual({ refs: refs(5, 2, 'b') });
  expect(mergeFresh([...refs(4, 1, null), ...refs(5, 2, 'a')], refs(4, 1, null))).toEqual({ lostStory: 5 });
});

test('swaps in the fresh tokens when the URLs are renewed', async () => {
  const { screen, fetchUrls } = await renderGate(source({ expiresAt: inSeconds(61), pages: refs(5, 2, 'old') }), [
    { kind: 'fresh', list: { expiresAt: inSeconds(300), readableUntil: null, pages: refs(5, 2, 'new') } },
  ]);
  await expect.element(screen.getByText('/img/page/T-TEST/2/5/1?w=720&t=old')).toBeVisible();
  await expect.element(screen.getByText('/img/page/T-TEST/2/5/1?w=720&t=new'), { timeout: 4000 }).toBeVisible();
  expect(fetchUrls).toHaveBeenCalledTimes(1);
});

test('a rental that ends while reading closes the viewer into the reading flow for that story', async () => {
  const { screen, readStory } = await renderGate(source({ expiresAt: inSeconds(300), readableUntil: inSeconds(0.2), pages: refs(5, 3, 'tok') }), [{ kind: 'denied' }]);
  await expect.element(screen.getByText('/img/page/T-TEST/2/5/2?w=720&t=tok')).toBeVisible();
  await expect.element(page.getByRole('heading', { name: '閲覧期間が終了しました' }), { timeout: 4000 }).toBeVisible();
  expect(screen.container.textContent).not.toContain('/img/page/');
  expect(readStory).toHaveBeenCalledExactlyOnceWith({ titleCode: 'T-TEST', volumeSerialNumber: 2, storyNumber: 5 });
  // 続きを読む runs the flow again (e.g. after the member closed its modal).
  await page.getByRole('button', { name: '続きを読む' }).click();
  expect(readStory).toHaveBeenCalledTimes(2);
  await expect.element(page.getByRole('link', { name: '作品ページへ戻る' })).toHaveAttribute('href', '/book/title/T-TEST/');
});

test('a signed image the server refuses makes the viewer ask at once, and a lost story closes it', async () => {
  // Real <img> requests: the test server has no such image, so the browser reports an error at once.
  const { fetchUrls, readStory } = await renderGate(source({ expiresAt: inSeconds(300), pages: [...refs(4, 1, null), ...refs(5, 1, 'tok')] }), [
    { kind: 'fresh', list: { expiresAt: inSeconds(300), readableUntil: null, pages: refs(4, 1, null) } },
  ], (srcs) => <>{srcs.map((s) => <img key={s} src={s} alt="" />)}</>);
  await expect.element(page.getByRole('heading', { name: '閲覧期間が終了しました' }), { timeout: 4000 }).toBeVisible();
  expect(fetchUrls).toHaveBeenCalled();
  expect(readStory).toHaveBeenCalledWith({ titleCode: 'T-TEST', volumeSerialNumber: 2, storyNumber: 5 });
});

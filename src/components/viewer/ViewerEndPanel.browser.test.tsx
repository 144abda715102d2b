import { expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { endLinkOf, type EndOffer } from './end-links.ts';
import { ViewerEndPanel } from './ViewerEndPanel.tsx';

const offer = (paymentType: number): EndOffer => ({
  volumeSerialNumber: 1,
  storyNumber: 2,
  paymentType,
  priceCoins: 50,
  label: '次の話へ',
  detail: '第2話 鍵',
  href: paymentType === 1 ? '#free-viewer' : '#title-page',
});

test('a free next story is a plain link; a coin or 待てば¥0 one runs the reading flow instead of navigating', async () => {
  const read = vi.fn();
  const startHash = location.hash;
  const { rerender } = await render(
    <ViewerEndPanel open nextStory={endLinkOf(offer(1), read)} titleHref="#title" lastPageHref="#last" />,
  );
  const free = page.getByRole('link', { name: /次の話へ/ });
  await expect.element(free).toHaveAttribute('href', '#free-viewer');
  expect(free.element().textContent).toContain('無料');
  await free.click();
  expect(read).not.toHaveBeenCalled();
  expect(location.hash).toBe('#free-viewer');
  history.replaceState(history.state, '', startHash || location.pathname + location.search);

  for (const [type, badge] of [
    [3, '50コイン'],
    [2, '待てば¥0'],
  ] as const) {
    read.mockClear();
    await rerender(<ViewerEndPanel open nextStory={endLinkOf(offer(type), read)} titleHref="#title" lastPageHref="#last" />);
    const link = page.getByRole('link', { name: /次の話へ/ });
    expect(link.element().textContent).toContain(badge);
    await link.click();
    expect(read).toHaveBeenCalledWith(offer(type));
    expect(location.hash).not.toBe('#title-page');
  }
});

test('volumes, recommendations, review and share appear when given; share only once hydrated and calls back', async () => {
  const onShare = vi.fn();
  await render(
    <ViewerEndPanel
      open
      nextStory={null}
      volumes={[{ href: '#v2', label: '第2巻', detail: '夜', badge: { kind: 'coin', text: '40コイン' } }]}
      recommendations={[{ titleCode: 'R1', titleName: 'おすすめ作品', href: '/book/title/R1/', coverSrc: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }]}
      reviewHref="/book/review/T1/"
      onShare={onShare}
      titleHref="#title"
      lastPageHref="#last"
    />,
  );
  await expect.element(page.getByRole('heading', { name: 'この作品の他の巻' })).toBeVisible();
  await expect.element(page.getByRole('link', { name: /第2巻/ })).toHaveAttribute('href', '#v2');
  await expect.element(page.getByRole('link', { name: 'おすすめ作品' })).toHaveAttribute('href', '/book/title/R1/');
  await expect.element(page.getByRole('link', { name: 'レビューを書く' })).toHaveAttribute('href', '/book/review/T1/');
  // Without a next story, back to the title is the main action.
  await expect.element(page.getByRole('link', { name: '作品ページへ戻る' })).toHaveClass(/viewer-end__button--primary/);
  await page.getByRole('button', { name: 'シェアする' }).click();
  expect(onShare).toHaveBeenCalledOnce();
});

import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { EpisodeList, type EpisodeVolume } from './EpisodeList.tsx';

const volumes: EpisodeVolume[] = [
  {
    serialNumber: 1,
    name: '第1巻',
    episodes: [
      { storyNumber: 1, name: '第1話 はじまり', paymentType: 1, priceCoins: 0, publishedAt: '2026-01-04T15:00:00.000Z', date: '2026年1月5日' },
      { storyNumber: 2, name: '第2話 待つ', paymentType: 2, priceCoins: 0, publishedAt: '2026-01-11T15:00:00.000Z', date: '2026年1月12日' },
    ],
  },
  {
    serialNumber: 2,
    name: '第2巻',
    episodes: [{ storyNumber: 3, name: '第3話 買う', paymentType: 3, priceCoins: 50, publishedAt: '2026-01-18T15:00:00.000Z', date: '2026年1月19日' }],
  },
];

test('free episodes link to the viewer, the others are reading-flow buttons; the first volume is open', async () => {
  const screen = await render(<EpisodeList titleCode="YB000001" volumes={volumes} />);
  await expect.element(page.getByRole('link', { name: /第1話 はじまり/ })).toHaveAttribute('href', '/bv/t/YB000001/v/1/s/1/p/1/');
  await expect.element(page.getByRole('button', { name: /第2話 待つ.*待てば¥0/ })).toBeVisible();
  const details = screen.container.querySelectorAll('details');
  expect([...details].map((d) => d.open)).toEqual([true, false]);
  expect(details[1]!.querySelector('.volume__count')!.textContent).toBe('1話');
  expect(screen.container.querySelector('time')!.getAttribute('datetime')).toBe('2026-01-04T15:00:00.000Z');
  await page.getByText('第2巻').click();
  await expect.element(page.getByRole('button', { name: /第3話 買う.*50コイン/ })).toBeVisible();
});

import type { Page } from '@playwright/test';
import { postApi } from './api-member.ts';
import { expect, test } from './fixtures.ts';
import { firstFreeStory } from './viewer-stories.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const CARD_PATH = '/gift/stamp_card/welcome/';
const PORT = Number(process.env.E2E_PORT ?? 3100);

test.describe('the stamp card (/gift/stamp_card/{code}/)', () => {
  test('an anonymous visitor sees the card and is asked to log in', async ({ page }) => {
    await page.goto(CARD_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'はじめてのスタンプカード' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'スタンプ' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText('ボーナスコイン 50枚', { exact: true })).toBeVisible();
    await hydrated(page);
    await page.getByRole('button', { name: 'ログインしてスタンプを集める' }).click();
    await expect(page.getByRole('dialog')).toContainText('ログインするとスタンプを集められます');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the card is on the first paint', { tag: '@phone' }, async ({ page }) => {
      await page.goto(CARD_PATH);
      await expect(page.getByRole('heading', { level: 1, name: 'はじめてのスタンプカード' })).toBeVisible();
      await expect(page.getByText('エピソードを1話読む')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('stamp-card-no-js.png'), fullPage: true });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    });
  });

  test.describe('a member', () => {
    // The stamp card modal opens once a day: this member's storage has not seen it yet.
    test.use({
      storageState: {
        cookies: [],
        origins: [
          {
            origin: `http://localhost:${PORT}`,
            localStorage: [
              { name: 'yomiba:daily-recommend', value: '9999-12-31' },
              { name: 'yomiba:app-install-dismissed', value: '1' },
            ],
          },
        ],
      },
    });

    test('collects the stamps by signing in, reading and reviewing, completes the card and finds the prize in /myitem/', async ({ page, member: _member }) => {
      // The day's first page as a member: the sign-in stamp, and the stamp card modal once today.
      await page.goto('/faq/');
      const modal = page.getByRole('dialog', { name: 'はじめてのスタンプカード' });
      await expect(modal).toBeVisible();
      await expect(modal.locator('li[data-type="daily-sign-in"]')).toHaveAttribute('data-state', 'done');
      await expect(modal.getByRole('button', { name: '達成特典を受け取る' })).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath('stamp-card-modal.png') });
      await modal.getByRole('button', { name: '閉じる' }).click();
      await expect(modal).toBeHidden();

      const story = firstFreeStory('paged');
      const [, volume, storyNumber] = story.base.match(/\/v\/(\d+)\/s\/(\d+)\//)!;
      expect((await postApi(page, '/api/v1/reading/progress/', { title: story.titleCode, volume: Number(volume), story: Number(storyNumber), page: 1 })).status()).toBe(200);
      expect((await postApi(page, '/api/v1/review/', { title_code: story.titleCode, rating: 4, body: 'スタンプカードのために読みました。続きが楽しみです。' })).status()).toBe(200);

      await page.goto(CARD_PATH);
      await expect(page.locator('li.stamp-card__item[data-state="done"]')).toHaveCount(3);
      await hydrated(page);
      await page.getByRole('button', { name: '達成特典を受け取る' }).click();
      const received = page.getByRole('dialog', { name: 'はじめてのスタンプカード' });
      await expect(received.getByRole('status')).toHaveText('スタンプカードを達成しました！ボーナスコイン 50枚を受け取りました。');
      await expect(received).toContainText('有効期限:');
      await received.getByRole('button', { name: '閉じる' }).click();
      await expect(page.getByText('達成済みです。受け取った特典はマイアイテムで確認できます。')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('stamp-card-completed.png'), fullPage: true });

      await page.goto('/myitem/');
      await hydrated(page);
      await expect(page.getByTestId('myitem-bonus-coin')).toHaveText('50');
    });
  });
});

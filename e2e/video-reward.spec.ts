import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

test.describe('rewarded video (/special/lottery/)', () => {
  test('a member who has used the period\'s draw watches a sandbox video to the end and draws once more', async ({ page, member: _member }) => {
    // The page's own clock: the draws' 3-second reveals pass at once (time otherwise runs on as usual).
    await page.clock.install();
    await page.goto('/special/lottery/');
    await hydrated(page);
    const draw = page.getByRole('button', { name: 'ガチャを引く' });
    await draw.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('が当たりました！');
    await page.clock.fastForward(3_000);
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await expect(draw).toBeDisabled();

    // Closed early: nothing.
    await page.getByRole('button', { name: '動画を見てもう1回引く（本日あと3回）' }).click();
    await page.getByRole('region', { name: '動画（サンドボックス）' }).getByRole('button', { name: '途中で閉じる' }).click();
    await expect(page.getByText('動画を最後まで見ると1回引けます')).toBeVisible();
    await expect(draw).toBeDisabled();

    // Watched to the end: the server, on the sandbox's signed callback, gives one more draw.
    await page.getByRole('button', { name: '動画を見てもう1回引く（本日あと3回）' }).click();
    await page.getByRole('button', { name: '最後まで見る' }).click();
    await expect(page.getByText('もう1回引けるようになりました！')).toBeVisible();
    await expect(page.getByRole('button', { name: '動画を見てもう1回引く（本日あと2回）' })).toBeVisible();
    await expect(draw).toBeEnabled();
    await draw.click();
    await expect(dialog).toContainText('が当たりました！');
    await page.clock.fastForward(3_000);
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await expect(draw).toBeDisabled();
  });
});

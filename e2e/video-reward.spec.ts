import { expect, test, type Page } from '@playwright/test';
import { signUpByApi } from './api-member.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

test.describe('rewarded video (/special/lottery/)', () => {
  test('a member who has used the period\'s draw watches a sandbox video to the end and draws once more', async ({ page }) => {
    await page.goto('/special/lottery/');
    await signUpByApi(page, { email: `video-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.jp`, password: 'yomiba-video-pass-1' });
    await page.reload();
    await hydrated(page);
    const draw = page.getByRole('button', { name: 'ガチャを引く' });
    await draw.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '閉じる' }).click({ timeout: 6_000 });
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
    await dialog.getByRole('button', { name: '閉じる' }).click({ timeout: 6_000 });
    await expect(draw).toBeDisabled();
  });
});

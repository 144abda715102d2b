import { expect, test, type Page } from '@playwright/test';
import { signUpThroughForm } from './sign-up.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

async function signUp(page: Page, next: string): Promise<void> {
  const email = `lottery-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.jp`;
  await signUpThroughForm(page, { email, password: 'yomiba-lottery-pass-1', next });
}

test.describe('the daily gacha (/special/lottery/)', () => {
  test('a visitor sees the odds and the commitment, and is asked to log in to draw', async ({ page }) => {
    await page.goto('/special/lottery/');
    await expect(page.getByRole('heading', { level: 1, name: 'デイリーガチャ' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('大当たり');
    await expect(page.getByRole('table')).toContainText('1%');
    await expect(page.locator('.lottery-page__commitment code')).toHaveText(/^[0-9a-f]{64}$/);
    await hydrated(page);
    await page.getByRole('button', { name: 'ログインしてガチャを引く' }).click();
    await expect(page.getByRole('dialog')).toContainText('ログインするとデイリーガチャを引けます');
  });

  test('a member draws, watches the 3-second reveal, and finds the prize in /myitem/', async ({ page }) => {
    await signUp(page, '/special/lottery/');
    await hydrated(page);
    await expect(page.getByText('あと1回引けます')).toBeVisible();
    await page.getByRole('button', { name: 'ガチャを引く' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('が当たりました！');
    await expect(dialog.getByRole('button', { name: '閉じる' })).toBeHidden();
    const prize = (await dialog.locator('.ymb-lottery__present-label').first().textContent())!;
    await dialog.getByRole('button', { name: '閉じる' }).click({ timeout: 6_000 });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'ガチャを引く' })).toBeDisabled();
    await expect(page.getByText(/に回数が戻ります$/)).toBeVisible();

    await page.goto('/myitem/');
    await hydrated(page);
    const amount = prize.match(/(\d+)/)![1]!;
    if (prize.startsWith('ボーナスコイン')) await expect(page.getByTestId('myitem-bonus-coin')).toHaveText(amount);
    else if (prize.startsWith('ポイント')) await expect(page.getByTestId('myitem-point-total')).toHaveText(`${amount}pt`);
    else await expect(page.getByTestId('myitem-ticket')).toHaveText(`${amount}枚`);
  });
});

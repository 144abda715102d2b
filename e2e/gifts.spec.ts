import { expect, test, type Page } from '@playwright/test';
import { signUpThroughForm } from './sign-up.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

async function signUp(page: Page, next: string): Promise<void> {
  const email = `gifts-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.jp`;
  await signUpThroughForm(page, { email, password: 'yomiba-gifts-pass-1', next });
}

test.describe('gifts and rewards (/gift/*, /rewardconfirm/)', () => {
  test('an anonymous visitor is asked to log in (server-side, before any script)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/gift/items/', '/gift/coupon/GIFT100COINS/', '/gift/ticket/xmas-daily50/', '/rewardconfirm/', '/readedreward/']) {
      await page.goto(path);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/signin/?next=${encodeURIComponent(path)}`);
    }
    await context.close();
  });

  test('a member claims a gift coupon and a gift ticket, and finds both in /gift/items/', async ({ page }) => {
    await signUp(page, '/gift/coupon/GIFT100COINS/');
    await expect(page.getByRole('heading', { level: 1, name: '100ボーナスコインプレゼント' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '人気の作品' })).toBeVisible();
    await hydrated(page);
    await page.getByRole('button', { name: '受け取る' }).click();
    await expect(page.locator('.gift-claim__message')).toContainText('「100ボーナスコインプレゼント」を受け取りました。');
    await expect(page.getByRole('button', { name: '受け取り済み' })).toBeDisabled();

    await page.goto('/gift/ticket/xmas-daily50/');
    await expect(page.getByRole('heading', { level: 1, name: 'クリスマス 毎日50枚チケットプレゼント' })).toBeVisible();
    await hydrated(page);
    await page.getByRole('button', { name: '受け取る' }).click();
    await expect(page.locator('.gift-claim__message')).toContainText('チケット50枚を受け取りました。');
    await page.reload();
    await expect(page.getByRole('button', { name: '受け取り済み' })).toBeDisabled();
    await expect(page.getByText(/今日の分は受け取り済みです。次は.*から受け取れます。/)).toBeVisible();

    await page.goto('/gift/items/');
    const received = page.getByTestId('gift-received');
    await expect(received).toContainText('ボーナスコイン 100枚');
    await expect(received).toContainText('クーポン 1枚');
    await expect(received).toContainText('チケット 50枚');
    await expect(received).toContainText('有効期限：');
  });

  test('a member receives the pending rewards on /rewardconfirm/ in one tap', async ({ page }) => {
    await signUp(page, '/rewardconfirm/');
    await expect(page.getByRole('heading', { level: 1, name: '特典の受け取り' })).toBeVisible();
    const list = page.getByRole('list', { name: '受け取れる特典' });
    await expect(list).toContainText('ログインボーナス');
    await expect(list).toContainText('受け取り期限：');
    await hydrated(page);
    await page.getByRole('button', { name: 'まとめて受け取る' }).click();
    await expect(page.locator('.gift-claim__message')).toContainText('1件の特典を受け取りました。');
    await page.reload();
    await expect(page.getByText('受け取れる特典はありません。')).toBeVisible();
    await page.goto('/gift/items/');
    await expect(page.getByTestId('gift-received')).toContainText('ログインボーナス');
  });
});

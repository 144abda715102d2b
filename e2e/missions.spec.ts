import { expect, test, type Page } from '@playwright/test';
import { signUpThroughForm } from './sign-up.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const BOARD = '/special/mission/welcome/';

async function signUp(page: Page, next: string): Promise<void> {
  const email = `missions-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.jp`;
  await signUpThroughForm(page, { email, password: 'yomiba-missions-pass-1', next });
}

test.describe('missions (/special/mission/{id}/)', () => {
  test('an anonymous visitor sees the missions and is asked to log in (without JavaScript)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(BOARD);
    await expect(page.getByRole('heading', { level: 1, name: '読み場ミッション' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '毎日のミッション' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '今日3話読む' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'お気に入りに5作品登録する' })).toBeVisible();
    await expect(page.getByText('毎日0:00（日本時間）にリセットされます。')).toBeVisible();
    await expect(page.getByRole('button', { name: /受け取る/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'ログインしてミッションに挑戦' }).click();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/signin/?next=${encodeURIComponent(BOARD)}`);
    await context.close();
  });

  test('the lottery page and /special/mission/ lead to the board', async ({ page }) => {
    await page.goto('/special/lottery/');
    await page.getByRole('link', { name: '読み場ミッション' }).click();
    await expect(page).toHaveURL(BOARD);
    await page.goto('/special/mission/');
    await expect(page.getByRole('link', { name: /読み場ミッション/ })).toHaveAttribute('href', BOARD);
  });

  test('a member claims a mission once and finds the prize in /gift/items/', async ({ page }) => {
    await signUp(page, BOARD);
    await hydrated(page);
    // The day's first initialize (sent by the page once it runs) counts the sign-in, through the
    // composition root's event wrapper; the server-rendered page shows it from the next load.
    const login = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '今日ログインする' }) });
    await expect(async () => {
      await page.reload();
      await expect(login).toContainText('1 / 1日', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await hydrated(page);
    const read = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '今日3話読む' }) });
    await expect(read.getByRole('button')).toHaveText('あと3話');
    await expect(read.getByRole('button')).toBeDisabled();
    await login.getByRole('button', { name: /受け取る/ }).click();
    await expect(login.getByRole('status')).toContainText('「今日ログインする」を達成しました！ポイント 2ptを受け取りました。');
    await expect(login.getByRole('button')).toHaveText('受け取り済み');
    await page.reload();
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '今日ログインする' }) }).getByRole('button')).toHaveText('受け取り済み');
    await page.screenshot({ path: `test-results/missions-${page.viewportSize()!.width}.png`, fullPage: true });
    await page.goto('/gift/items/');
    await expect(page.getByTestId('gift-received')).toContainText('ミッション達成');
  });

  test('a new member finds the rewards\' first steps on /tutorial/ (the tutorial lead in the app state)', async ({ page }) => {
    await signUp(page, '/tutorial/');
    const lead = page.getByRole('region', { name: '特典を受け取ろう' });
    await expect(lead).toContainText('ログインボーナスを受け取る');
    await expect(lead).toContainText('ミッションを達成する');
    await expect(lead.getByRole('link', { name: 'ミッションへ' })).toHaveAttribute('href', BOARD);
  });
});

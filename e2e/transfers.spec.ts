import type { Browser, Page } from '@playwright/test';
import { reconcileWallet } from '#modules/wallet/index.ts';
import { DEMO_MEMBER, DEMO_PREMIUM, DEMO_STAFF, expect, test, type Members } from './fixtures.ts';
import { withWallet } from './myitem-wallet.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

/** Signs the page's browser in as a demo account (a session of e2e/fixtures.ts) and opens `next`, hydrated. */
async function signIn(page: Page, members: Members, email: string, next: string) {
  await members.signIn(page, email);
  await page.goto(next);
  await hydrated(page);
}

/** A staff button: its API call answers 200, then the page reloads with the new state. */
async function act(page: Page, path: string, click: () => Promise<void>) {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes(path)), page.waitForEvent('framenavigated'), click()]);
  expect(response.status()).toBe(200);
  await hydrated(page);
}

async function staffPage(browser: Browser, members: Members, baseURL: string | undefined, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ baseURL, viewport, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  await signIn(page, members, DEMO_STAFF, '/staff/transfer/?status=requested');
  return page;
}

test.describe('affiliate earnings paid out by bank transfer', () => {
  test('a member with affiliate earnings requests a transfer, staff approve and pay it, the member sees 振込済', async ({ page, browser, baseURL, viewport, members }, info) => {
    const shot = (name: string, p: Page = page) => p.screenshot({ path: `test-results/transfers-${name}-${info.project.name}.png`, fullPage: true });
    await signIn(page, members, DEMO_MEMBER, '/affiliate/');
    await expect(page.getByTestId('affiliate-link')).toHaveValue(/\/signup\/\?ref=[A-Z2-9]{8}$/);
    await expect(page.getByText('紹介した会員（6人）')).toBeVisible();
    const balance = Number((await page.getByTestId('affiliate-balance').innerText()).replace(/[^\d]/g, ''));
    expect(balance).toBeGreaterThanOrEqual(1000);
    await shot('affiliate');

    await page.goto('/transfer/form/');
    await hydrated(page);
    await page.getByLabel('申請金額（円）').fill('1000');
    await page.getByRole('textbox', { name: '金融機関' }).fill('みずほ');
    await page.getByRole('button', { name: 'みずほ（0001）' }).click();
    await page.getByRole('textbox', { name: '支店' }).fill('本店');
    await page.getByRole('button', { name: '本店（100）' }).click();
    await page.getByLabel('口座番号（7桁）').fill('1234567');
    // Not katakana: refused in Japanese before anything is sent.
    await page.getByLabel('口座名義（全角カタカナ）').fill('読場 太郎');
    await page.getByRole('button', { name: '確認へ進む' }).click();
    await expect(page.getByText('口座名義は全角カタカナで入力してください。')).toBeVisible();
    await page.getByLabel('口座名義（全角カタカナ）').fill('よみば ﾀﾛｳ');
    await shot('form');
    await page.getByRole('button', { name: '確認へ進む' }).click();
    await expect(page.getByRole('heading', { name: '申請内容の確認' })).toBeVisible();
    await expect(page.getByText('ヨミバ　タロウ')).toBeVisible();
    await expect(page.getByText('****567')).toBeVisible();
    await expect(page.getByTestId('transfer-net')).toHaveText('780円');
    await shot('confirm');
    await page.getByRole('button', { name: 'この内容で申請する' }).click();
    await page.waitForURL('/transfer/list/?requested=1');
    const mine = page.getByTestId('transfer-item').first();
    await expect(mine.getByText('申請中')).toBeVisible();
    await expect(mine).toContainText('****567');
    await expect(page.locator('body')).not.toContainText('1234567');

    const staff = await staffPage(browser, members, baseURL, viewport);
    const requested = staff.getByTestId('transfer-item').first();
    await expect(requested).toContainText('1,000円');
    await act(staff, '/approve/', () => requested.getByRole('button', { name: '承認する' }).click());
    await expect(staff.getByText('該当する振込申請はありません。').or(staff.getByTestId('transfer-item').first())).toBeVisible();
    await staff.goto('/staff/transfer/?status=processing');
    await hydrated(staff);
    await shot('staff', staff);
    await act(staff, '/paid/', () => staff.getByTestId('transfer-item').first().getByRole('button', { name: '振込済にする' }).click());
    await staff.goto('/staff/transfer/?status=paid');
    await expect(staff.getByTestId('transfer-item').first()).toContainText('振込済');
    await staff.context().close();

    await page.goto('/transfer/list/');
    await expect(page.getByTestId('transfer-item').first().getByText('振込済')).toBeVisible();
    await shot('list');
    expect(await withWallet((_, orm) => reconcileWallet(orm.em.fork()))).toEqual([]);
  });

  test('visitors are sent to sign in; members are sent away from the staff page', async ({ page, members }) => {
    await page.goto('/transfer/form/');
    await expect(page).toHaveURL(/\/signin\/\?next=%2Ftransfer%2Fform%2F$/);
    await signIn(page, members, DEMO_PREMIUM, '/transfer/list/');
    await expect(page.getByText('振込申請はまだありません。')).toBeVisible();
    await page.goto('/staff/transfer/');
    await expect(page).toHaveURL(/\/signin\//);
  });
});

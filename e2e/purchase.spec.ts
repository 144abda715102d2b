import { expect, test, type Page } from '@playwright/test';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

async function signUpTo(page: Page, next: string) {
  await page.goto(`/signup/?next=${encodeURIComponent(next)}`);
  await hydrated(page);
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(`buyer-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.jp`);
  await page.locator('input[name="password"]').fill('yomiba-buyer-pass-4');
  await page.getByRole('checkbox', { name: '利用規約とプライバシーポリシーに同意する' }).check();
  await page.getByRole('button', { name: '会員登録する' }).click();
  await page.waitForURL(next);
  await hydrated(page);
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('カード番号').fill(card);
  await page.getByLabel('有効期限（月/年）').fill('12/39');
  await page.getByLabel('セキュリティコード').fill('123');
  await page.getByRole('button', { name: '¥1,000を支払う' }).click();
}

test.describe('coin purchase on /point/ (sandbox provider)', () => {
  test('a visitor is sent to sign in first', async ({ page }) => {
    await page.goto('/point/');
    await expect(page).toHaveURL(/\/signin\/\?next=%2Fpoint%2F/);
  });

  test('a member buys 1,000 coins with the success card, sees the balance, the purchase event and the receipt', async ({ page }) => {
    await signUpTo(page, '/point/');
    await expect(page.getByTestId('coin-balance')).toHaveText('0コイン');
    await page.getByRole('radio', { name: /^1,000コイン/ }).check();
    await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'お支払いが完了しました' })).toBeVisible();
    await expect(page.getByTestId('coin-balance')).toContainText('1,030コイン');
    const events = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'purchase'));
    expect(events).toEqual([expect.objectContaining({ event: 'purchase', ecommerce: expect.objectContaining({ value: 1000, currency: 'JPY' }) })]);

    await page.getByRole('link', { name: '領収書を見る' }).click();
    await expect(page.getByRole('heading', { name: 'ご購入明細' })).toBeVisible();
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toContainText('1,000コイン');
    await expect(receipt).toContainText('¥1,000');
    await expect(receipt).toContainText('お支払い済み');
    await expect(receipt).toContainText('末尾 4242');

    // Server-rendered on the next visit too.
    await page.goto('/point/');
    await expect(page.getByTestId('coin-balance')).toContainText('1,030コイン');
  });

  test('the decline card shows the Japanese error and adds nothing', async ({ page }) => {
    await signUpTo(page, '/point/');
    await page.getByRole('radio', { name: /^1,000コイン/ }).check();
    await payWith(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toHaveText('カードの決済ができませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。');
    await page.reload();
    await expect(page.getByTestId('coin-balance')).toHaveText('0コイン');
  });

  test('the monthly premium plan makes the member premium with premium tickets', async ({ page }) => {
    await signUpTo(page, '/point/');
    await page.getByRole('radio', { name: /読み場プレミアム/ }).check();
    await page.getByLabel('カード番号').fill('4242 4242 4242 4242');
    await page.getByLabel('有効期限（月/年）').fill('12/39');
    await page.getByLabel('セキュリティコード').fill('123');
    await page.getByRole('button', { name: '¥550を支払う' }).click();
    await expect(page.getByText('プレミアム会員になりました。プレミアムチケット5枚を追加しました。')).toBeVisible();
    await page.reload();
    await expect(page.getByText('プレミアム会員（プレミアムチケット 5枚）')).toBeVisible();
  });
});

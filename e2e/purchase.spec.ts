import { expect, test, type Page } from '@playwright/test';
import { signUpThroughForm } from './sign-up.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

async function signUpTo(page: Page, next: string) {
  await signUpThroughForm(page, { email: `buyer-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.jp`, password: 'yomiba-buyer-pass-4', next });
  await hydrated(page);
}

/** The payment provider's own frame: the card fields live there, not in the shop's page. */
const providerFrame = (page: Page) => page.frameLocator('iframe[title="お支払い情報の入力（決済代行会社）"]');

async function fillCard(page: Page, card: string) {
  const frame = providerFrame(page);
  await frame.getByLabel('カード番号').fill(card);
  await frame.getByLabel('有効期限（月/年）').fill('12/39');
  await frame.getByLabel('セキュリティコード').fill('123');
}

async function payWith(page: Page, card: string) {
  await fillCard(page, card);
  await page.getByRole('button', { name: '¥1,000（税込）を支払う' }).click();
}

test.describe('coin purchase on /point/ (sandbox provider)', () => {
  test('a visitor is sent to sign in first', async ({ page }) => {
    await page.goto('/point/');
    await expect(page).toHaveURL(/\/signin\/\?next=%2Fpoint%2F/);
  });

  test('a member buys 1,000 coins with the success card, sees the balance, the purchase event and the receipt', async ({ page }) => {
    test.setTimeout(60_000);
    // Every request body the browser sends: the card may go to the provider's endpoint, never to the shop.
    const posted: { url: string; body: string }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push({ url: new URL(request.url()).pathname, body: request.postData() ?? '' });
    });
    await signUpTo(page, '/point/');
    await expect(page.getByTestId('coin-balance')).toHaveText('0コイン');
    await page.getByRole('radio', { name: /^1,000コイン/ }).check();
    await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'お支払いが完了しました' })).toBeVisible();
    await expect(page.getByTestId('coin-balance')).toContainText('1,030コイン');
    const withCard = posted.filter((p) => p.body.replace(/\s/g, '').includes('4242424242424242'));
    expect(withCard.map((p) => p.url)).toEqual(['/api/sandbox-pay/v1/tokens/']);
    const purchase = posted.find((p) => p.url === '/payment/api/v1/purchase/')!;
    expect(Object.keys(JSON.parse(purchase.body)).sort()).toEqual(['coupon_code', 'product', 'request_id', 'token']);
    expect(JSON.parse(purchase.body).token).toMatch(/^tok_/);
    const events = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'purchase'));
    expect(events).toEqual([expect.objectContaining({ event: 'purchase', ecommerce: expect.objectContaining({ value: 1000, currency: 'JPY' }) })]);

    await page.getByRole('link', { name: '領収書を見る' }).click();
    await expect(page.getByRole('heading', { name: 'ご購入明細' })).toBeVisible();
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toContainText('1,000コイン');
    // 総額表示: the total with 税込, and the tax inside it on the receipt.
    await expect(receipt).toContainText('¥1,000（税込）');
    await expect(receipt).toContainText('うち消費税（10%）¥90');
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
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: '¥550（税込）を支払う' }).click();
    await expect(page.getByText('プレミアム会員になりました。プレミアムチケット5枚を追加しました。')).toBeVisible();
    await page.reload();
    await expect(page.getByText('プレミアム会員（プレミアムチケット 5枚）')).toBeVisible();
  });

  test('the provider\'s frame checks the card itself: a mistyped number never reaches the shop', async ({ page }) => {
    await signUpTo(page, '/point/');
    const shopPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/payment/api/')) shopPosts.push(request.url());
    });
    await payWith(page, '4242 4242 4242 4241');
    await expect(providerFrame(page).getByText('カード番号が正しくありません。')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('カード番号が正しくありません。');
    expect(shopPosts).toEqual([]);
  });

  test('konbini: the member gets a payment code and deadline, pays at the store, and the coins arrive', async ({ page, context }) => {
    test.setTimeout(60_000);
    await signUpTo(page, '/point/');
    await page.getByRole('radio', { name: /^1,000コイン/ }).check();
    const frame = providerFrame(page);
    await frame.getByRole('radio', { name: 'コンビニ払い' }).check();
    await frame.getByLabel('お支払いするコンビニ').selectOption('lawson');
    await page.getByRole('button', { name: '¥1,000（税込）をコンビニで支払う' }).click();
    const slip = page.getByTestId('konbini-instructions');
    await expect(slip).toContainText('ローソン');
    await expect(slip).toContainText(/お支払い番号\s*\d{11}/);
    await expect(slip).toContainText(/支払期限\s*\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}/);
    await expect(page.getByTestId('coin-balance')).toHaveText('0コイン');

    // The provider's slip, and the (simulated) payment at the store counter.
    const href = await page.getByRole('link', { name: 'お支払い方法の案内を開く（決済代行会社のページ）' }).getAttribute('href');
    const store = await context.newPage();
    await store.goto(href!);
    await expect(store.getByRole('heading', { name: 'コンビニ払い　お支払い番号のご案内' })).toBeVisible();
    await store.getByRole('button', { name: '（テスト）店頭でのお支払いを完了する' }).click();
    await expect(store.getByText('お支払い済み')).toBeVisible();
    await store.close();

    await page.getByRole('button', { name: 'お支払い状況を確認する' }).click();
    await expect(page.getByRole('heading', { name: 'お支払いが完了しました' })).toBeVisible();
    await expect(page.getByTestId('coin-balance')).toContainText('1,030コイン');
  });

  test('carrier billing: the member approves on the carrier\'s page and comes back to a finished purchase', async ({ page }) => {
    test.setTimeout(60_000);
    await signUpTo(page, '/point/');
    await page.getByRole('radio', { name: /^1,000コイン/ }).check();
    const frame = providerFrame(page);
    await frame.getByRole('radio', { name: 'キャリア決済' }).check();
    await frame.getByLabel('ご利用のキャリア').selectOption('docomo');
    await page.getByRole('button', { name: '¥1,000（税込）をキャリア決済で支払う' }).click();
    await page.getByRole('link', { name: 'ドコモ払いの画面へ進む' }).click();
    await expect(page.getByRole('heading', { name: 'ドコモ払い（テスト）' })).toBeVisible();
    await page.getByRole('button', { name: '承認する' }).click();
    await page.waitForURL(/\/point\/\?purchase=/);
    await expect(page.getByRole('heading', { name: 'お支払いが完了しました' })).toBeVisible();
    await expect(page.getByTestId('coin-balance')).toContainText('1,030コイン');
  });

  test('without JavaScript the page still shows the packs and says in Japanese what paying needs', async ({ page, browser }) => {
    test.setTimeout(60_000);
    await signUpTo(page, '/point/');
    const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const plain = await noScript.newPage();
    await plain.goto('/point/');
    await expect(plain.getByRole('radio', { name: /^1,000コイン/ })).toBeVisible();
    // Playwright's text engine skips <noscript>; with scripting off the browser shows its content.
    const note = plain.locator('.purchase__noscript');
    await expect(note).toBeVisible();
    await expect(note).toContainText('この入力欄の表示とご購入にはJavaScriptが必要です。');
    await expect(plain.getByRole('button', { name: '¥1,000（税込）を支払う' })).toBeDisabled();
    await noScript.close();
  });
});

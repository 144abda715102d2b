import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

// Each fixed page's answer (200, its heading, title and description in the server HTML) and the slow sample
// endpoint's validation: deploy/production-pages.test.ts.
test.describe('fixed pages', () => {
  test('the terms are numbered articles from 第1条 and the legal page names the seller and the coin price', async ({ page }) => {
    await page.goto('/terms/');
    await expect(page.getByRole('heading', { level: 2, name: '第1条（適用）' })).toBeVisible();
    expect(await page.locator('.static-section h2').count()).toBeGreaterThanOrEqual(15);
    await page.goto('/legal/');
    for (const label of ['販売事業者', '運営責任者', '所在地', '連絡先', '販売価格', '支払方法', '引渡時期', '返品・キャンセル']) {
      await expect(page.getByRole('rowheader', { name: label, exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText('1コイン＝1円（税込）')).toBeVisible();
  });

  test('/check500/ answers 500 and shows the error screen', async ({ page }) => {
    const response = await page.goto('/check500/');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: 'エラーが発生しました' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'トップページへ' })).toBeVisible();
  });

  test('/sample/cause_error/ ends on the error screen too', async ({ page }) => {
    const response = await page.goto('/sample/cause_error/');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: 'エラーが発生しました' })).toBeVisible();
  });

  test('the FAQ narrows the questions as you type, and shows them all without a query', async ({ page }) => {
    await page.goto('/faq/');
    const questions = page.locator('.faq-item');
    const total = await questions.count();
    expect(total).toBeGreaterThanOrEqual(15);
    await hydrated(page);
    const search = page.getByRole('searchbox', { name: '質問をキーワードで探す' });
    await search.fill('チケット');
    await expect.poll(() => questions.count()).toBeLessThan(total);
    expect(await questions.count()).toBeGreaterThan(0);
    for (const text of await questions.allTextContents()) expect(text).toContain('チケット');
    await search.fill('該当しないはずの言葉ｘｙｚ');
    await expect(page.getByText('に当てはまる質問は見つかりませんでした')).toBeVisible();
    await search.fill('');
    await expect(questions).toHaveCount(total);
  });

  test('without JavaScript the FAQ lists every question and the answers open', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/faq/');
    expect(await page.locator('.faq-item').count()).toBeGreaterThanOrEqual(15);
    const first = page.locator('.faq-item').first();
    await first.locator('summary').click();
    await expect(first.locator('.faq-item__answer')).toBeVisible();
    await context.close();
  });

  test('the contact form shows Japanese field errors, then the thank-you state with an inquiry number', async ({ page }) => {
    await page.goto('/contact/');
    await hydrated(page);
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page.getByText('お問い合わせの種類を選択してください')).toBeVisible();
    await expect(page.getByText('お名前を入力してください')).toBeVisible();
    await expect(page.getByText('メールアドレスの形式が正しくありません')).toBeVisible();
    await expect(page.getByText('お問い合わせ内容は10文字以上で入力してください')).toBeVisible();

    await page.getByLabel('お問い合わせの種類').selectOption('bug');
    await page.getByLabel('お名前').fill('読場 花子');
    await page.getByLabel('メールアドレス').fill('hanako@example.jp');
    await page.getByLabel('作品コード').fill('YB000001');
    await page.getByLabel('お問い合わせ内容').fill('第3話の12ページ目が表示されません。再読み込みしても同じです。');
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page.getByRole('heading', { name: 'お問い合わせありがとうございました' })).toBeVisible();
    await expect(page.locator('.contact-thanks__number')).toHaveText(/^Y-\d{6}$/);
  });

  test('/sample/icons/ shows the six icon sizes of the spec', async ({ page }) => {
    await page.goto('/sample/icons/');
    const sizes = page.getByTestId('icon-sizes').locator('svg');
    await expect(sizes).toHaveCount(6);
    const boxes = await sizes.evaluateAll((svgs) => svgs.map((svg) => Math.round(svg.getBoundingClientRect().width)));
    expect(boxes).toEqual([12, 16, 24, 28, 36, 40]);
  });
});

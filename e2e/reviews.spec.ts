import type { Page } from '@playwright/test';
import { firstAdultFreeStory } from './adult-title.ts';
import { expect, test } from './fixtures.ts';

/** The best-selling demo title has demo reviews; reviews go on its page. */
const TITLE = { code: 'YB000005', name: 'シャドウリバース' };
const reviewPath = `/book/review/${TITLE.code}/`;
const ratingCount = async (page: Page) => Number((await page.locator('.review-page__counts').innerText()).match(/^([\d,]+)件の評価/)![1]!.replace(/,/g, ''));

test.describe('reviews', () => {
  test('a member writes a review from the title page, rewrites it, and deletes it; the rating count follows', async ({ page, members }) => {
    const reviewer = `感想${Math.random().toString(36).slice(2, 6)}`;
    await members.signIn(page, await members.create({ displayName: reviewer }));
    await page.goto(`/book/title/${TITLE.code}/`);
    await page.locator('.title-hero__stats').getByRole('link', { name: /★/ }).click();
    await expect(page).toHaveURL(reviewPath);
    await expect(page.getByRole('heading', { level: 1, name: `${TITLE.name}のレビュー` })).toBeVisible();
    await page.waitForSelector('html[data-hydrated="true"]');
    const before = await ratingCount(page);

    await page.getByRole('button', { name: 'レビューを書く' }).click();
    const modal = page.getByRole('dialog', { name: 'レビューを書く' });
    await modal.getByRole('button', { name: '投稿する' }).click();
    await expect(modal.getByText('評価を星1〜5で選んでください')).toBeVisible();
    await modal.getByRole('radio', { name: /星4つ/ }).check();
    await modal.getByRole('textbox', { name: 'レビュー' }).fill('一話目から引き込まれました。\n二巻も買います。');
    await modal.getByRole('button', { name: '投稿する' }).click();
    await expect(page.getByText('レビューを投稿しました')).toBeVisible();
    const mine = page.getByRole('article', { name: `${reviewer}さんのレビュー` });
    await expect(mine).toContainText('あなたのレビュー');
    await expect(mine.locator('.review-item__body')).toHaveText('一話目から引き込まれました。\n二巻も買います。');
    await expect.poll(() => ratingCount(page)).toBe(before + 1);

    await page.getByRole('button', { name: 'レビューを編集する' }).click();
    const editor = page.getByRole('dialog', { name: 'レビューを編集' });
    await expect(editor.getByRole('radio', { name: /星4つ/ })).toBeChecked();
    await editor.getByRole('textbox', { name: 'レビュー' }).fill('二巻のラストに驚きました。');
    await editor.getByRole('checkbox', { name: 'ネタバレを含む' }).check();
    await editor.getByRole('button', { name: '更新する' }).click();
    await expect(page.getByText('レビューを更新しました')).toBeVisible();
    await expect(mine.getByText('ネタバレを含むレビューです（開いて読む）')).toBeVisible();
    await mine.getByText('ネタバレを含むレビューです（開いて読む）').click();
    await expect(mine.locator('.review-item__body')).toHaveText('二巻のラストに驚きました。');
    expect(await ratingCount(page)).toBe(before + 1);

    // The title page shows it among the newest reviews, and /myreview/ lists it with its title.
    await page.goto(`/book/title/${TITLE.code}/`);
    const section = page.getByRole('region', { name: /^レビュー/ });
    await expect(section.getByRole('article', { name: `${reviewer}さんのレビュー` })).toContainText('ネタバレを含むレビューです');
    await expect(section.getByRole('button', { name: 'レビューを編集する' })).toBeVisible();
    await page.goto('/myreview/');
    await expect(page.getByRole('heading', { level: 1, name: 'マイレビュー' })).toBeVisible();
    await expect(page.getByRole('article', { name: `${reviewer}さんのレビュー` })).toContainText(TITLE.name);
    await page.goto(reviewPath);
    await page.waitForSelector('html[data-hydrated="true"]');

    await page.getByRole('button', { name: 'レビューを編集する' }).click();
    await page.getByRole('dialog', { name: 'レビューを編集' }).getByRole('button', { name: '削除する' }).click();
    await page.getByRole('dialog', { name: 'このレビューを削除しますか？' }).getByRole('button', { name: '削除する' }).click();
    await expect(page.getByText('レビューを削除しました')).toBeVisible();
    await expect(mine).toHaveCount(0);
    await expect.poll(() => ratingCount(page)).toBe(before);
    await expect(page.getByRole('button', { name: 'レビューを書く' })).toBeVisible();
  });

  test('a visitor asked to write a review gets the login modal; /myreview/ sends them to sign in', async ({ page }) => {
    await page.goto(reviewPath);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'レビューを書く' }).click();
    await expect(page.getByRole('dialog').getByText('ログインしてレビューを書こう')).toBeVisible();
    await page.goto('/myreview/');
    await expect(page).toHaveURL('/signin/?next=%2Fmyreview%2F');
  });
});

test('a title card’s "…" offers レビューを見る: the title review list modal loads its reviews and links to the review page', async ({ page }) => {
  await page.goto(`/book/title/${TITLE.code}/`);
  await page.waitForSelector('html[data-hydrated="true"]');
  const first = page.getByRole('list', { name: '似ている作品' }).getByRole('listitem').first();
  const name = (await first.locator('.title-card__name').textContent())!;
  await first.getByRole('button', { name: `${name}のメニュー` }).click();
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'レビューを見る' }).click();
  const list = page.getByRole('dialog', { name: `${name}のレビュー` });
  await expect(list.getByText(/件の評価・\d+件のレビュー/)).toBeVisible();
  // Its reviews, or the word that there are none yet (the demo reviews are on the best sellers only).
  await expect(list.locator('.review-item, .review-page__empty').first()).toBeVisible();
  await list.getByRole('link', { name: 'レビューページで絞り込む・書く' }).click();
  await expect(page).toHaveURL(/\/book\/review\/[A-Za-z0-9_-]+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: `${name}のレビュー` })).toBeVisible();
});

test('a member reports someone else’s review once; a visitor is sent to sign in first', async ({ page, members }) => {
  await page.goto(reviewPath);
  // A demo reader's review (読者001…): the title's newest may be another spec's member's, deleted meanwhile.
  const firstReport = page.getByRole('article', { name: /^読者\d{3}さんのレビュー$/ }).first().locator('.review-item__report');
  const href = (await firstReport.getAttribute('href'))!;
  expect(href).toMatch(/^\/review\/report\/\d+\/$/);
  await firstReport.click();
  await expect(page).toHaveURL(`/signin/?next=${encodeURIComponent(href)}`);

  await members.signIn(page, await members.create());
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: 'レビューを通報' })).toBeVisible();
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByRole('button', { name: '通報する' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '通報の理由を選んでください' })).toBeVisible();
  await page.getByRole('radio', { name: '宣伝・スパム' }).check();
  await page.getByRole('textbox', { name: '詳細（任意）' }).fill('外部サイトへの誘導です。');
  await page.getByRole('button', { name: '通報する' }).click();
  await expect(page.getByRole('status').filter({ hasText: '通報を受け付けました。ご協力ありがとうございます。' })).toBeVisible();
  await page.getByRole('link', { name: 'レビューに戻る' }).click();
  await expect(page).toHaveURL(reviewPath);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header’s レビュー lists the newest reviews; a title’s reviews are in the server HTML with pages; unknown and adult titles are refused', { tag: '@phone' }, async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'メインメニュー' }).locator('a[href="/review/"]')).toHaveText('レビュー');
    await page.goto('/review/');
    await expect(page.getByRole('heading', { level: 1, name: '新着レビュー' })).toBeVisible();
    await expect(page.locator('.review-item')).toHaveCount(20);
    await page.getByRole('link', { name: '次へ' }).click();
    await expect(page).toHaveURL('/review/?page=2');
    await expect(page.locator('.review-item').first()).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.goto(reviewPath);
    await expect(page.locator('.review-item').first()).toBeVisible();
    // The rating rows and the order are links: ★5 narrows the list, the highest first is the default order's rival.
    const fives = Number((await page.locator('.review-filters__ratings a').first().locator('.review-filters__count').innerText()).replace('件', ''));
    await page.getByRole('link', { name: /^星5つのレビュー/ }).click();
    await expect(page).toHaveURL(`${reviewPath}?rating=5`);
    await expect(page.locator('.review-page__list .review-item')).toHaveCount(Math.min(fives, 20));
    for (const stars of await page.locator('.review-page__list .stars').all()) await expect(stars).toHaveAttribute('aria-label', '5段階中5');
    await page.getByRole('link', { name: '評価の低い順' }).click();
    await expect(page).toHaveURL(`${reviewPath}?rating=5&sort=low`);
    await page.getByRole('link', { name: 'すべての評価を表示' }).click();
    await expect(page).toHaveURL(`${reviewPath}?sort=low`);
    const ratings = await page.locator('.review-page__list .stars').evaluateAll((els) => els.map((el) => Number(el.getAttribute('aria-label')!.replace('5段階中', ''))));
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
    for (const bad of ['?sort=sideways', '?page=99', '?page=x']) expect((await request.get(`${reviewPath}${bad}`)).status()).toBe(404);
    for (const bad of ['/review/?page=999', '/review/?page=0']) expect((await request.get(bad)).status()).toBe(404);
    await page.goto(reviewPath);
    await expect(page.getByRole('button', { name: 'レビューを書く' })).toHaveAttribute('href', `/signin/?next=${encodeURIComponent(reviewPath)}`);
    expect((await request.get('/book/review/NOPE0000/')).status()).toBe(404);
    const adult = await request.get(`/book/review/${firstAdultFreeStory().titleCode}/`);
    const html = await adult.text();
    expect(html).not.toMatch(/class="review-item[\s"]/); // no review in it (the inline CSS names the class)
    expect(html).toContain('noindex');
  });
});

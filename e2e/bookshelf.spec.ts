import type { Page } from '@playwright/test';
import { fillShelf } from './bookshelf-data.ts';
import { expect, test } from './fixtures.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const toHiragana = (text: string) => [...text].map((ch) => (ch >= 'ァ' && ch <= 'ヶ' ? String.fromCodePoint(ch.codePointAt(0)! - 0x60) : ch)).join('');

test.describe('/bookshelf/', () => {
  test('visitors are sent to sign in and come back', async ({ page }) => {
    await page.goto('/bookshelf/?tab=favorite');
    await expect(page).toHaveURL(/\/signin\/\?next=%2Fbookshelf%2F%3Ftab%3Dfavorite$/);
  });

  test('a member finds their purchases, rentals, favourites and history; sorts, searches and opens the sheet', async ({ page, member: { email } }) => {
    test.slow(); // a long journey: a dozen page loads
    const emptyShelf = await page.goto('/bookshelf/');
    expect(emptyShelf?.status()).toBe(200);
    await expect(page.getByTestId('bookshelf-empty')).toHaveText('購入した作品はまだありません。コインで買ったお話や巻がここに並びます。');
    const { bought, rented, favorite, other } = await fillShelf(email);

    await page.goto('/bookshelf/');
    await hydrated(page);
    const tabs = page.getByRole('navigation', { name: '本棚のタブ' });
    await expect(tabs.getByRole('link', { name: '購入済み' })).toHaveAttribute('aria-current', 'page');
    const list = page.getByTestId('bookshelf-list');
    const titles = list.locator('.bookshelf-item__title');
    // Newest purchase first.
    await expect(titles).toHaveText([bought[1]!.titleName, bought[0]!.titleName]);
    await page.screenshot({ path: 'test-results/bookshelf-purchased.png', fullPage: true });

    await page.getByRole('navigation', { name: '並び順' }).getByRole('link', { name: '最近読んだ順' }).click();
    await expect(page).toHaveURL(/\/bookshelf\/\?sort=read$/);
    await expect(page.getByRole('link', { name: '最近読んだ順' })).toHaveAttribute('aria-current', 'true');
    await expect(titles).toHaveText([bought[0]!.titleName, bought[1]!.titleName]);

    // Search by the reading in hiragana: the catalogue's folding finds the katakana reading.
    await page.getByRole('searchbox', { name: '本棚をタイトルで探す' }).fill(toHiragana(bought[1]!.titleKana));
    await page.locator('.bookshelf-search').getByRole('button', { name: '検索' }).click();
    await expect(page).toHaveURL(/\/bookshelf\/\?sort=read&q=/);
    await expect(titles).toHaveText([bought[1]!.titleName]);
    await expect(page.getByRole('searchbox', { name: '本棚をタイトルで探す' })).toHaveValue(toHiragana(bought[1]!.titleKana));

    await tabs.getByRole('link', { name: 'レンタル中' }).click();
    await expect(page).toHaveURL(/\/bookshelf\/\?tab=rental&q=/);
    await page.goto('/bookshelf/?tab=rental');
    await expect(titles).toHaveText([rented.titleName]);
    await expect(list.locator('.bookshelf-item__remaining')).toHaveText(/^あと(2|3)時間$/);
    await page.screenshot({ path: 'test-results/bookshelf-rental.png', fullPage: true });

    await page.goto('/bookshelf/?tab=history');
    await expect(titles).toHaveText([bought[0]!.titleName]);
    await expect(list.getByText(`第${bought[0]!.s}話 2ページまで`)).toBeVisible();

    await page.goto('/bookshelf/?tab=favorite');
    await hydrated(page);
    await expect(titles).toHaveText([favorite.titleName]);
    await page.getByRole('button', { name: `${favorite.titleName}のメニュー` }).click();
    const sheet = page.getByRole('dialog', { name: favorite.titleName });
    await expect(sheet.getByRole('link', { name: '作品ページへ' })).toHaveAttribute('href', `/book/title/${favorite.titleCode}/`);
    await page.screenshot({ path: 'test-results/bookshelf-sheet.png' });
    await sheet.getByRole('button', { name: 'お気に入り解除' }).click();
    await expect(page.getByTestId('bookshelf-empty')).toBeVisible();

    // One title's shelf: the owned episode links to the free viewer; a title owned by nobody here is a 404.
    const shelf = await page.goto(`/bookshelf/${bought[0]!.titleCode}/`);
    expect(shelf?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bought[0]!.titleName);
    await expect(page.getByTestId('bookshelf-volumes').getByRole('link').first()).toHaveAttribute('href', `/bv/t/${bought[0]!.titleCode}/v/${bought[0]!.v}/s/${bought[0]!.s}/p/1/`);
    await expect(page.getByRole('link', { name: '続きを読む' })).toHaveAttribute('href', `/bv/t/${bought[0]!.titleCode}/v/${bought[0]!.v}/s/${bought[0]!.s}/p/2/`);
    expect((await page.goto(`/bookshelf/${other.titleCode}/`))?.status()).toBe(404);
    expect((await page.goto('/bookshelf/?tab=nothing'))?.status()).toBe(404);
  });

  test('another member sees none of it, and guessing a title code answers 404', async ({ browser, members, member: { email } }) => {
    const { bought } = await fillShelf(email);
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const stranger = await other.newPage();
    await members.signIn(stranger, await members.create());
    for (const tab of ['purchased', 'rental', 'favorite', 'history']) {
      await stranger.goto(`/bookshelf/?tab=${tab}`);
      await expect(stranger.getByTestId('bookshelf-empty')).toBeVisible();
    }
    expect((await stranger.goto(`/bookshelf/${bought[0]!.titleCode}/`))?.status()).toBe(404);
    await other.close();
  });

  test('works without JavaScript: tabs, sorts and the search are links and a GET form', async ({ browser, members }) => {
    const baseURL = test.info().project.use.baseURL;
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const member = await members.create();
    await fillShelf(member.email);
    await members.signIn(context, member);
    await page.goto('/bookshelf/');
    await page.getByRole('link', { name: 'タイトル順' }).click();
    await expect(page).toHaveURL(/\/bookshelf\/\?sort=title$/);
    await page.getByRole('link', { name: '閲覧履歴' }).click();
    await expect(page).toHaveURL(/\/bookshelf\/\?tab=history$/);
    await page.getByRole('searchbox', { name: '本棚をタイトルで探す' }).fill('存在しない作品名');
    await page.getByRole('searchbox', { name: '本棚をタイトルで探す' }).press('Enter');
    await expect(page).toHaveURL(/\/bookshelf\/\?tab=history&q=/);
    await expect(page.getByTestId('bookshelf-empty')).toHaveText('「存在しない作品名」に一致する作品はありません。');
    await context.close();
  });
});

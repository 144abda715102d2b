import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { generateCatalogue } from '#demo/catalogue/generate.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

/** A general-audience title of the default demo seed, whose name the test types. */
function someTitle(): { titleCode: string; titleName: string } {
  const [batch] = generateCatalogue({ titles: 300 }).batches();
  const title = batch!.titles.find((t) => !t.isAdult && [...t.titleName].length >= 4)!;
  return { titleCode: title.titleCode, titleName: title.titleName };
}

test.describe('search', () => {
  test('suggestions as you type in the header: keyboard choice opens the title', async ({ page }) => {
    const title = someTitle();
    await page.goto('/');
    await hydrated(page);
    const box = page.getByRole('combobox', { name: 'タイトル・著者で検索' });
    await box.fill([...title.titleName].slice(0, 4).join(''));
    const listbox = page.getByRole('listbox', { name: '検索候補' });
    const titles = listbox.getByRole('group', { name: '作品' });
    await expect(titles.getByRole('option', { name: new RegExp(title.titleName) })).toBeVisible();
    expect(await titles.getByRole('option').count()).toBeLessThanOrEqual(5);
    await box.fill('');
    await expect(listbox).toBeHidden();
    await box.fill([...title.titleName].slice(0, 4).join(''));
    const options = listbox.getByRole('option');
    await expect(options.first()).toBeVisible();
    const index = await options.evaluateAll((els, name) => els.findIndex((el) => el.textContent?.includes(name)), title.titleName);
    for (let i = 0; i <= index; i++) await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL(`/book/title/${title.titleCode}/`);
  });

  test('the search page: conditions from the panel, and the list view kept after a reload', async ({ page }) => {
    await page.goto('/book/search/?keyword=%E6%81%8B');
    await hydrated(page);
    await expect(page.locator('.search-page__count')).toContainText('件');
    await page.getByRole('button', { name: '絞り込み', exact: true }).click();
    const panel = page.locator('[data-modal="searchCondition"]');
    await expect(panel).toBeVisible();
    await panel.getByRole('checkbox', { name: '少女' }).check();
    await panel.getByRole('button', { name: 'この条件で検索' }).click();
    await expect(page).toHaveURL(/genre=1112/);
    await expect(page).toHaveURL(/keyword=%E6%81%8B/);

    await page.getByRole('link', { name: 'リスト', exact: true }).click();
    await expect(page.getByRole('link', { name: 'リスト', exact: true })).toHaveAttribute('aria-current', 'true');
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'リスト', exact: true })).toHaveAttribute('aria-current', 'true');
  });

  test('works without JavaScript: the header form and the server-rendered results', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('combobox', { name: 'タイトル・著者で検索' }).fill('恋');
    await page.getByRole('combobox', { name: 'タイトル・著者で検索' }).press('Enter');
    await expect(page).toHaveURL(/\/book\/search\/\?keyword=%E6%81%8B/);
    await expect(page.locator('.search-page__count')).toContainText('件');
    await context.close();
  });
});

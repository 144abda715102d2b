/**
 * Page-level 404s (issue 18 item 5, decision 054): an address whose page finds nothing to show
 * answers the site's 404 page (header, the Japanese heading, the spec's message) with status 404,
 * not an empty document.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

async function expectNotFoundPage(page: Page, address: string) {
  const response = await page.goto(address);
  expect(response?.status(), address).toBe(404);
  await expect(page.locator('#site-header'), address).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }), address).toHaveText('ページが見つかりません');
  await expect(page.getByText('This page could not be found'), address).toBeVisible();
  await expect(page.getByRole('link', { name: 'トップページへ' }).last(), address).toBeVisible();
}

test.describe('page-level 404s', () => {
  test('an unknown title’s reviews and an unknown address show the 404 page', async ({ page }) => {
    await expectNotFoundPage(page, '/book/review/ZZ999999/');
    await expectNotFoundPage(page, '/book/review/ZZ999999/?page=2');
    await expectNotFoundPage(page, '/no/such/page/');
  });

  test('a member’s shelf of a title they hold nothing of, an unknown review to report and a bogus receipt show the 404 page', async ({ page, request, member: _member }) => {
    const titles = (await (await request.get('/api/v1/titles/new/')).json()) as { results: { titleCode: string }[] };
    await expectNotFoundPage(page, `/bookshelf/${titles.results[0]!.titleCode}/`);
    await expectNotFoundPage(page, '/review/report/99999999/');
    await expectNotFoundPage(page, '/review/report/abc/');
    await expectNotFoundPage(page, '/point/receipt/?id=bogus');
    await expectNotFoundPage(page, '/point/receipt/');
  });

  test('/review/report/ without a review goes to the newest reviews', async ({ page }) => {
    await page.goto('/review/report/');
    await expect(page).toHaveURL(/\/review\/$/);
  });
});

import { expect, test } from './fixtures.ts';

// The session cookie a sign-in sets (HttpOnly): e2e/account-journey.spec.ts.
test('a signed-in member sees their menu with the bookshelf link, and member pages stop sending them to /signin/', async ({ page, members }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'ログイン', exact: true })).toBeVisible();
  await members.signIn(page, await members.create({ displayName: '読書家さくら' }));

  await page.goto('/');
  const menu = page.getByLabel('読書家さくらさんのメニュー');
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(page.locator('.user-menu').getByRole('link', { name: '本棚' })).toHaveAttribute('href', '/bookshelf/');
  await expect(page.getByRole('link', { name: 'ログイン', exact: true })).toHaveCount(0);

  // The guard lets the member through to their own (empty) bookshelf.
  const bookshelf = await page.request.get('/bookshelf/', { maxRedirects: 0 });
  expect(bookshelf.status()).toBe(200);
  const staff = await page.request.get('/staff/banner/', { maxRedirects: 0 });
  expect(staff.status()).toBe(302);

  // A forged viewer header from the client is ignored.
  const forged = await page.request.get('/staff/banner/', { maxRedirects: 0, headers: { 'x-yomiba-viewer': encodeURIComponent(JSON.stringify({ isLogin: true, isStaff: true })) } });
  expect(forged.status()).toBe(302);
});

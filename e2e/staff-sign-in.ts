import type { Page } from '@playwright/test';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

/** Signs in as the demo staff member through /signin/ and waits on the console page `next`, hydrated. */
export async function signInAsStaff(page: Page, next: string) {
  await page.goto(`/signin/?next=${encodeURIComponent(next)}`);
  await hydrated(page);
  // The page's first requests each hand out a CSRF token while there is none; the last one's cookie stands.
  await page.waitForLoadState('networkidle');
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill('staff@yomiba.test');
  await page.locator('input[name="password"]').fill('yomiba-demo-1');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL((url) => url.pathname === next.split('?')[0]);
  await hydrated(page);
}

import type { Page } from '@playwright/test';
import { DEMO_STAFF, type Members } from './fixtures.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

/** Signs the page's browser in as the demo staff member (a session of e2e/fixtures.ts) and opens the console page `next`, hydrated. */
export async function signInAsStaff(page: Page, members: Members, next: string) {
  await members.signIn(page, DEMO_STAFF);
  await page.goto(next);
  await page.waitForURL((url) => url.pathname === next.split('?')[0]);
  await hydrated(page);
  // The page's first requests each hand out a CSRF token while there is none; the last one's cookie stands.
  await page.waitForLoadState('networkidle');
}

import { expect, type APIResponse, type Page } from '@playwright/test';
import { verificationLink } from './sign-up.ts';

const csrfToken = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'yomiba_csrf')?.value;

/**
 * POSTs to the JSON API from the page's browser context with the CSRF token read just before
 * sending. The page's first API calls each hand out a token when there is none yet, so a token
 * read earlier can be replaced by a late response; waiting for the network to settle and reading
 * afresh keeps cookie and header the same.
 */
export async function postApi(page: Page, url: string, data?: unknown): Promise<APIResponse> {
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => csrfToken(page)).toBeTruthy();
  return page.request.post(url, { headers: { 'X-CSRF-Token': (await csrfToken(page))! }, data });
}

/**
 * Signs a new member up through the API on the page's context (the sign-up form has its own specs): the
 * sign-up opens no session, so this posts the token of the mailed verification link too, as its page does.
 */
export async function signUpByApi(page: Page, member: { email: string; password: string; display_name?: string }): Promise<void> {
  const response = await postApi(page, '/api/v1/signup/', member);
  expect(response.status()).toBe(200);
  const token = new URL(await verificationLink(member.email)).searchParams.get('token');
  const verified = await postApi(page, '/api/v1/email/verify/', { token });
  expect(verified.status()).toBe(200);
}

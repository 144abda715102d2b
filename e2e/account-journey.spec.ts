import { expect, test, type Page } from '@playwright/test';
import { firstAdultFreeStory } from './adult-title.ts';
import { sendSignUpForm, verificationLink } from './sign-up.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const PASSWORD = 'yomiba-journey-pass-9';

/**
 * Issue 4's journey: sign up, follow the verification mail received over real SMTP, sign out, sign in,
 * set the account-holder name, turn on the adult setting, and log out.
 */
test('sign up, verify by mail (which signs in), sign out and in, account holder name, adult setting, log out', async ({ page, context }) => {
  // A dozen page loads and two password hashes: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  const email = `journey-${Date.now()}-${test.info().project.name}@example.jp`;
  // The form answers "check your mail"; the mailed link completes the sign-up and signs in (issue 29 item 6).
  await sendSignUpForm(page, { email, password: PASSWORD });
  expect((await context.cookies()).some((cookie) => cookie.name === 'yomiba_session')).toBe(false);
  await page.goto(await verificationLink(email));
  await hydrated(page);
  await page.getByRole('button', { name: 'メールアドレスを確認する' }).click();
  await expect(page.locator('.account-form__done [role="status"]')).toHaveText('メールアドレスを確認し、会員登録が完了しました。');
  await page.getByRole('link', { name: 'トップページへ' }).click();
  await page.waitForURL('/');
  await page.goto('/profile/');
  await expect(page.locator('.profile-facts').getByText(email)).toBeVisible();
  await expect(page.getByText('（未確認）')).toHaveCount(0);

  // Sign out from the member menu.
  await hydrated(page);
  await page.locator('.user-menu summary').click();
  await page.locator('.user-menu').getByRole('button', { name: 'ログアウト' }).click();
  await page.waitForURL(/\/signin\/\?next=%2Fprofile%2F$/);

  // Sign in again and come back to /profile/.
  await hydrated(page);
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL('/profile/');
  await hydrated(page);

  // Account holder name.
  await page.getByRole('button', { name: '氏名を登録する' }).click();
  const dialog = page.getByRole('dialog', { name: '氏名（姓名）の登録' });
  await dialog.getByRole('textbox', { name: '姓' }).fill('読場');
  await dialog.getByRole('textbox', { name: '名' }).fill('太郎');
  await dialog.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByTestId('account-holder-name')).toHaveText('読場 太郎');

  // Adult setting: the age confirmation, then adult titles open.
  await page.getByRole('button', { name: '年齢確認をして表示する' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '登録する' }).click();
  await expect(page.getByText('成人向け作品を表示する（年齢確認済み）')).toBeVisible();
  const adult = firstAdultFreeStory();
  await page.goto(`/book/title/${adult.titleCode}/`);
  await expect(page.getByRole('heading', { name: 'あらすじ' })).toBeVisible();

  // Log out: the page reloads as a visitor, and the adult title is closed again.
  await hydrated(page);
  await page.locator('.user-menu summary').click();
  await page.locator('.user-menu').getByRole('button', { name: 'ログアウト' }).click();
  await expect(page.getByTestId('adult-gate')).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'yomiba_session')).toBeUndefined();
});

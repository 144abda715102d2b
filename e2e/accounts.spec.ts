import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { waitForMail } from './mailbox.ts';
import { sendSignUpForm } from './sign-up.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.jp`;

/** Fills and sends the form; the caller checks the answer (here: refusals, under their fields). */
async function signUp(page: Page, email: string, password: string, next = '/faq/') {
  await page.goto(`/signup/?next=${encodeURIComponent(next)}`);
  await hydrated(page);
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('checkbox', { name: '利用規約とプライバシーポリシーに同意する' }).check();
  await page.getByRole('button', { name: '会員登録する' }).click();
}

// The whole sign-up and sign-in through the forms: e2e/account-journey.spec.ts; the server HTML of the
// pages: deploy/production-pages.test.ts.
test.describe('the sign-up form', () => {
  test('sign-up problems are shown in Japanese under their fields; a taken email is not told apart, its owner is mailed', async ({ page, context, members }) => {
    await page.goto('/signup/');
    await hydrated(page);
    await page.getByRole('button', { name: '会員登録する' }).click();
    await expect(page.getByText('メールアドレスを入力してください')).toBeVisible();
    await expect(page.getByText('利用規約とプライバシーポリシーへの同意が必要です')).toBeVisible();

    await signUp(page, uniqueEmail(), 'password');
    await expect(page.getByText('よく使われているパスワードのため登録できません。推測されにくいパスワードを設定してください。')).toBeVisible();
    await expect(page.locator('input[name="password"]')).toHaveAttribute('aria-invalid', 'true');
    await signUp(page, uniqueEmail(), 'short');
    await expect(page.getByText('パスワードは8文字以上で入力してください。')).toBeVisible();

    // Issues 14 and 29: a member's address gets the same screen as a new one (no enumeration); no session, and a mail to the owner.
    const { email } = await members.create();
    await sendSignUpForm(page, { email: email.toUpperCase(), password: 'another-e2e-pass-8', next: '/faq/' });
    expect((await context.cookies()).some((cookie) => cookie.name.endsWith('yomiba_session'))).toBe(false);
    expect((await waitForMail(email, '会員登録のお申し込みについて')).text).toContain('すでに登録されています');
  });
});

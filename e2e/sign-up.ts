import { expect, type Page } from '@playwright/test';
import { waitForMail } from './mailbox.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

/** The sign-up verification link mailed to `email` (received by the e2e server's SMTP relay, e2e/mailbox.ts). */
export async function verificationLink(email: string): Promise<string> {
  const mail = await waitForMail(email, 'メールアドレスの確認');
  const link = mail.links.find((url) => new URL(url).pathname === '/signup/verify/');
  expect(link, mail.text).toBeTruthy();
  return link!;
}

export type FormMember = { email: string; password: string; displayName?: string; next?: string };

/** Fills and sends the /signup/ form (opened with `next`); the answer is the check-your-mail screen, whatever the address. */
export async function sendSignUpForm(page: Page, member: FormMember): Promise<void> {
  const next = member.next ?? '/';
  await page.goto(next === '/' ? '/signup/' : `/signup/?next=${encodeURIComponent(next)}`);
  await hydrated(page);
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(member.email);
  await page.locator('input[name="password"]').fill(member.password);
  if (member.displayName) await page.getByRole('textbox', { name: '表示名' }).fill(member.displayName);
  await page.getByRole('checkbox', { name: '利用規約とプライバシーポリシーに同意する' }).check();
  await page.getByRole('button', { name: '会員登録する' }).click();
  await expect(page.locator('.account-form__done [role="status"]')).toHaveText('確認メールを送信しました。メールに記載されたリンクから登録を完了してください。');
}

/**
 * Signs a new member up as a person would (issue 29 item 6): the form answers "check your mail" and signs
 * nobody in; the mailed link's page completes the sign-up and signs this browser in; its link goes back to `next`.
 */
export async function signUpThroughForm(page: Page, member: FormMember): Promise<void> {
  const next = member.next ?? '/';
  await sendSignUpForm(page, member);
  await page.goto(await verificationLink(member.email));
  await hydrated(page);
  await page.getByRole('button', { name: 'メールアドレスを確認する' }).click();
  await expect(page.locator('.account-form__done [role="status"]')).toHaveText('メールアドレスを確認し、会員登録が完了しました。');
  await page.getByRole('link', { name: next === '/' ? 'トップページへ' : '元のページへ戻る' }).click();
  await page.waitForURL(next);
}

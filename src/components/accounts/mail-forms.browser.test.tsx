import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { EmailChangeForm } from './EmailChangeForm.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { MailLinkConfirm } from './MailLinkConfirm.tsx';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

const TOKEN = 'T'.repeat(43);
type Call = { url: string; body: Record<string, unknown>; headers: Headers };
let calls: Call[] = [];

/** The server's next answers, in order (the forms post through the shared client and its fetch). */
function answer(...responses: { status: number; body: unknown }[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)), headers: new Headers(init.headers) });
      const next = responses.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

beforeEach(() => {
  calls = [];
  document.cookie = 'yomiba_csrf=csrf-token-for-the-browser-test-0123456789ab; path=/';
});
afterEach(() => vi.unstubAllGlobals());

const refused = (content: string, errors: { path: string; message: string }[]) => ({ success: false, message: { content, label: 'string', level: 'warning' }, errors });
const done = (content: string) => ({ status: 200, body: { success: true, message: { content, label: 'string', level: 'info' } } });

test('forgot password: checks the address first, then posts it with the CSRF header and shows the neutral notice', async () => {
  answer(done('ご入力のメールアドレスが登録されている場合は、パスワード再設定のご案内をお送りしました。'));
  await render(<ForgotPasswordForm />);
  const submit = page.getByRole('button', { name: '再設定メールを送信する' });
  await expect.element(submit).toBeEnabled();
  await userEvent.click(submit);
  await expect.element(page.getByText('メールアドレスを入力してください', { exact: false })).toBeVisible();
  expect(calls).toHaveLength(0);
  await userEvent.fill(page.getByLabelText('登録済みのメールアドレス'), ' hanako@example.jp ');
  await userEvent.click(submit);
  await expect.element(page.getByText('パスワード再設定のご案内をお送りしました。', { exact: false })).toBeVisible();
  expect(calls[0]!.url).toBe('/api/v1/password/forgot/');
  expect(calls[0]!.body).toEqual({ email: 'hanako@example.jp' });
  expect(calls[0]!.headers.get('X-CSRF-Token')).toBe('csrf-token-for-the-browser-test-0123456789ab');
});

test('reset password: a refused password stays on the form; a link used meanwhile turns into the dead-link notice', async () => {
  answer(
    { status: 400, body: refused('よく使われているパスワードのため登録できません。推測されにくいパスワードを設定してください。', [{ path: 'password', message: 'よく使われているパスワードのため登録できません。推測されにくいパスワードを設定してください。' }]) },
    { status: 410, body: refused('このリンクはすでに使用されています。', [{ path: 'token', message: 'used' }]) },
  );
  await render(<ResetPasswordForm token={TOKEN} tokenState="valid" />);
  const input = page.getByLabelText('新しいパスワード', { exact: true });
  await userEvent.fill(input, 'short');
  await userEvent.click(page.getByRole('button', { name: 'パスワードを設定する' }));
  await expect.element(page.getByText('パスワードは8文字以上で入力してください。', { exact: false })).toBeVisible();
  expect(calls).toHaveLength(0);

  await userEvent.fill(input, 'yomiba-pass-ok-1');
  await userEvent.click(page.getByRole('button', { name: 'パスワードを設定する' }));
  await expect.element(page.getByText('よく使われているパスワードのため登録できません。', { exact: false })).toBeVisible();
  expect(calls[0]!.body).toEqual({ token: TOKEN, password: 'yomiba-pass-ok-1' });

  await userEvent.click(page.getByRole('button', { name: 'パスワードを設定する' }));
  await expect.element(page.getByText('このリンクはすでに使用されています。', { exact: false })).toBeVisible();
  await expect.element(page.getByRole('link', { name: 'パスワード再設定をやり直す' })).toHaveAttribute('href', '/forgot_password/');
});

test('the link page posts its token once and shows the result', async () => {
  answer(done('メールアドレスを確認し、会員登録が完了しました。'));
  await render(
    <MailLinkConfirm
      action="verify"
      token={TOKEN}
      tokenState="valid"
      explanation="下のボタンを押すと、メールアドレスの確認が完了します。"
      buttonLabel="メールアドレスを確認する"
      doneNext={{ href: '/', label: 'トップページへ' }}
      deadLink={{ advice: '…', next: { href: '/', label: 'トップページへ' } }}
    />,
  );
  await userEvent.click(page.getByRole('button', { name: 'メールアドレスを確認する' }));
  await expect.element(page.getByText('メールアドレスを確認し、会員登録が完了しました。', { exact: false })).toBeVisible();
  expect(calls).toEqual([expect.objectContaining({ url: '/api/v1/email/verify/', body: { token: TOKEN } })]);
});

test('password change: the wrong current password lands under its field; success clears the form', async () => {
  answer(
    { status: 400, body: refused('現在のパスワードが正しくありません', [{ path: 'current_password', message: '現在のパスワードが正しくありません' }]) },
    done('パスワードを変更しました。ほかの端末ではログアウトされました。'),
  );
  await render(<PasswordChangeForm email="hanako@example.jp" />);
  const current = page.getByLabelText('現在のパスワード', { exact: true });
  const next = page.getByLabelText('新しいパスワード', { exact: true });
  await userEvent.fill(current, 'wrong-password');
  await userEvent.fill(next, 'yomiba-pass-ok-1');
  await userEvent.click(page.getByRole('button', { name: 'パスワードを変更する' }));
  await expect.element(page.getByText('現在のパスワードが正しくありません', { exact: false })).toBeVisible();
  await expect.element(current).toHaveAttribute('aria-invalid', 'true');
  await expect.element(current).toHaveFocus();
  expect(calls[0]).toMatchObject({ url: '/api/user/v1/profile/password/', body: { current_password: 'wrong-password', password: 'yomiba-pass-ok-1' } });

  await userEvent.fill(current, 'right-password');
  await userEvent.click(page.getByRole('button', { name: 'パスワードを変更する' }));
  await expect.element(page.getByText('パスワードを変更しました。', { exact: false })).toBeVisible();
  await expect.element(current).toHaveValue('');
  await expect.element(next).toHaveValue('');
});

test('email change: the current address is refused in the browser; success says the mail went to the new one', async () => {
  answer(done('新しいメールアドレスに確認メールを送信しました。メールに記載されたリンクから変更を完了してください。'));
  await render(<EmailChangeForm currentEmail="hanako@example.jp" />);
  await userEvent.fill(page.getByLabelText('新しいメールアドレス'), 'HANAKO@example.jp');
  await userEvent.fill(page.getByLabelText('パスワード', { exact: true }), 'secret-pass');
  await userEvent.click(page.getByRole('button', { name: '確認メールを送信する' }));
  await expect.element(page.getByText('現在のメールアドレスと同じです', { exact: false })).toBeVisible();
  expect(calls).toHaveLength(0);
  await userEvent.fill(page.getByLabelText('新しいメールアドレス'), 'new@example.jp');
  await userEvent.click(page.getByRole('button', { name: '確認メールを送信する' }));
  await expect.element(page.getByText('新しいメールアドレスに確認メールを送信しました。', { exact: false })).toBeVisible();
  expect(calls[0]).toMatchObject({ url: '/api/user/v1/profile/email/', body: { email: 'new@example.jp', password: 'secret-pass' } });
});

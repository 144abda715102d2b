import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SignUpForm } from './SignUpForm.tsx';

type Call = { url: string; body: Record<string, unknown> };
let calls: Call[] = [];

/** The server's answers, in order (the form posts through the shared client and its fetch). */
function answer(...responses: { status: number; body: unknown }[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
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

test('sign-up posts the form with its next and shows the check-your-mail screen: it signs nobody in and goes nowhere (issue 29 item 6)', async () => {
  answer({ status: 200, body: { success: true, message: { content: '確認メールを送信しました。メールに記載されたリンクから登録を完了してください。', label: 'string', level: 'info' } } });
  const before = window.location.href;
  await render(<SignUpForm next="/faq/" />);
  const submit = page.getByRole('button', { name: '会員登録する' });
  await expect.element(submit).toBeEnabled();
  // The labels carry their 必須 mark: 'メールアドレス必須'.
  await userEvent.fill(page.getByRole('textbox', { name: /^メールアドレス/ }), ' hanako@example.jp ');
  await userEvent.fill(page.getByLabelText(/^パスワード(必須)?$/), 'yomiba-signup-pass-1');
  await userEvent.click(page.getByRole('checkbox', { name: '利用規約とプライバシーポリシーに同意する' }));
  await userEvent.click(submit);

  await expect.element(page.getByRole('status')).toHaveTextContent('確認メールを送信しました。メールに記載されたリンクから登録を完了してください。');
  await expect.element(page.getByText('hanako@example.jp')).toBeVisible();
  await expect.element(page.getByRole('link', { name: 'ログイン画面へ' })).toHaveAttribute('href', '/signin/?next=%2Ffaq%2F');
  expect(calls).toEqual([{ url: '/api/v1/signup/', body: { email: 'hanako@example.jp', password: 'yomiba-signup-pass-1', next: '/faq/' } }]);
  expect(page.getByRole('button', { name: '会員登録する' }).elements()).toHaveLength(0);
  expect(window.location.href).toBe(before);
});

import { afterEach, beforeEach, expect, test, vi, type MockInstance } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LinkedAccountsPanel } from './LinkedAccountsPanel';
import { SocialCredentialsForm } from './SocialCredentialsForm';
import { SocialSignInButtons } from './SocialSignInButtons';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const listing = (linked: { x?: boolean; line?: boolean }, hasPassword = true) => ({
  success: true,
  has_password: hasPassword,
  providers: [
    { provider: 'x', name: 'X', enabled: true, linked: Boolean(linked.x), linked_at: linked.x ? '2026-11-01T00:00:00.000Z' : null },
    { provider: 'line', name: 'LINE', enabled: true, linked: Boolean(linked.line), linked_at: linked.line ? '2026-11-02T00:00:00.000Z' : null },
  ],
});

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  document.cookie = 'yomiba_csrf=browser-test-token; path=/';
});
afterEach(() => {
  fetchSpy?.mockRestore();
  document.cookie = 'yomiba_csrf=; Max-Age=0; path=/';
});

test('the buttons link to each configured provider\'s start route and keep only a same-site next', async () => {
  await render(<SocialSignInButtons providers={['x', 'line']} next="/book/title/10001/" />);
  await expect.element(page.getByRole('link', { name: 'Xでログイン' })).toHaveAttribute('href', '/api/v1/auth/x/start/?next=%2Fbook%2Ftitle%2F10001%2F');
  await expect.element(page.getByRole('link', { name: 'LINEでログイン' })).toHaveAttribute('href', '/api/v1/auth/line/start/?next=%2Fbook%2Ftitle%2F10001%2F');
  expect(page.getByRole('link', { name: 'Yahoo! JAPAN IDでログイン' }).elements()).toHaveLength(0);
});

test('a foreign next is dropped, and no provider renders nothing', async () => {
  const screen = await render(<SocialSignInButtons providers={['yahoojp']} next="//evil.example/" action="signup" />);
  await expect.element(page.getByRole('link', { name: 'Yahoo! JAPAN IDで登録' })).toHaveAttribute('href', '/api/v1/auth/yahoojp/start/');
  await screen.rerender(<SocialSignInButtons providers={[]} next="/" />);
  expect(screen.container.textContent).toBe('');
});

test('the panel lists the links, unlinks after a second click with the CSRF header, and reloads', async () => {
  const calls: { url: string; method: string; csrf: string | null }[] = [];
  let linked = { x: true, line: true };
  fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url).pathname;
    calls.push({ url, method: request.method, csrf: request.headers.get('X-CSRF-Token') });
    if (url === '/api/user/v1/profile/social/') return json(listing(linked));
    if (url === '/api/user/v1/profile/social/line/unlink/') {
      linked = { x: true, line: false };
      return json({ success: true, message: { content: 'LINEとの連携を解除しました。', label: 'string', level: 'info' } });
    }
    return json({ success: false }, 404);
  });
  await render(<LinkedAccountsPanel />);
  await expect.element(page.getByRole('button', { name: 'LINEとの連携を解除' })).toBeVisible();
  await page.getByRole('button', { name: 'LINEとの連携を解除' }).click();
  await expect.element(page.getByText('LINEとの連携を解除しますか？')).toBeVisible();
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  await page.getByRole('button', { name: '解除する' }).click();
  await expect.element(page.getByRole('status')).toHaveTextContent('LINEとの連携を解除しました。');
  await expect.element(page.getByRole('link', { name: 'LINEと連携する' })).toHaveAttribute('href', '/api/v1/auth/line/start/?mode=link&next=%2Fprofile%2F');
  expect(calls.filter((c) => c.method === 'POST')).toEqual([{ url: '/api/user/v1/profile/social/line/unlink/', method: 'POST', csrf: 'browser-test-token' }]);
});

test('the last way to sign in cannot be unlinked; the panel offers to set an email and password', async () => {
  fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async () => json(listing({ x: true }, false)));
  await render(<LinkedAccountsPanel />);
  await expect.element(page.getByRole('button', { name: 'Xとの連携を解除' })).toBeDisabled();
  await expect.element(page.getByRole('link', { name: 'メールアドレスとパスワードを設定する' })).toHaveAttribute('href', '/reset_password/x_account/');
});

test('the panel shows the server\'s refusal in its words', async () => {
  const refusal = 'ほかにログインする方法がないため、連携を解除できません。先にメールアドレスとパスワードを設定するか、別のサービスを連携してください。';
  fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'GET') return json(listing({ x: true, line: true }, false));
    return json({ success: false, message: { content: refusal, label: 'modal', level: 'warning' } }, 409);
  });
  await render(<LinkedAccountsPanel />);
  await page.getByRole('button', { name: 'Xとの連携を解除' }).click();
  await page.getByRole('button', { name: '解除する' }).click();
  await expect.element(page.getByRole('alert')).toHaveTextContent(refusal);
});

test('the credentials form checks locally, offers re-authentication on 403, and confirms success', async () => {
  const posted: unknown[] = [];
  let answer: Response = json({ success: false, message: { content: 'セキュリティのため、もう一度Xで認証してから設定してください（認証から10分以内）。', label: 'modal', level: 'warning' } }, 403);
  fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    posted.push({ url: new URL(request.url).pathname, body: await request.json(), csrf: request.headers.get('X-CSRF-Token') });
    return answer;
  });
  await render(<SocialCredentialsForm provider="x" formPath="/reset_password/x_account/form/" />);
  const submit = page.getByRole('button', { name: '設定する' });
  await expect.element(submit).toBeEnabled();
  await page.getByLabelText('メールアドレス').fill('not-an-email');
  await page.getByLabelText('新しいパスワード').fill('short');
  await submit.click();
  await expect.element(page.getByText('メールアドレスの形式が正しくありません')).toBeVisible();
  await expect.element(page.getByText('パスワードは8文字以上で入力してください。')).toBeVisible();
  expect(posted).toEqual([]);

  await page.getByLabelText('メールアドレス').fill('reader@example.jp');
  await page.getByLabelText('新しいパスワード').fill('yomiba-social-pass-7');
  await submit.click();
  await expect.element(page.getByText('セキュリティのため、もう一度Xで認証してから設定してください（認証から10分以内）。')).toBeVisible();
  await expect.element(page.getByRole('link', { name: 'Xで本人確認する' })).toHaveAttribute('href', '/api/v1/auth/x/start/?mode=reauth&next=%2Freset_password%2Fx_account%2Fform%2F');
  expect(posted).toEqual([{ url: '/api/user/v1/profile/social/x/credentials/', body: { email: 'reader@example.jp', password: 'yomiba-social-pass-7' }, csrf: 'browser-test-token' }]);

  answer = json({ success: true, message: { content: 'メールアドレスとパスワードを設定しました。次回からメールアドレスでもログインできます。', label: 'string', level: 'info' } });
  await submit.click();
  await expect.element(page.getByText('メールアドレスとパスワードを設定しました。次回からメールアドレスでもログインできます。')).toBeVisible();
});

test('back from linking, the panel says which account was linked', async () => {
  const before = window.location.href;
  window.history.replaceState(null, '', '?social_linked=line');
  try {
    fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async () => json(listing({ line: true })));
    await render(<LinkedAccountsPanel />);
    await expect.element(page.getByText('LINEと連携しました。')).toBeVisible();
  } finally {
    window.history.replaceState(null, '', before);
  }
});

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PurchasePanel } from './PurchasePanel.tsx';
import { carrierPurchase, konbiniPurchase, memberBalances, paidPurchase, rateCoupon } from './purchase-fixtures.ts';

/**
 * The panel against a stubbed network and a stand-in provider frame (the server side is tested for real
 * in modules/wallet/payments/, the real provider frame end to end in e2e/purchase.spec.ts): what it
 * sends, and each state it shows. The stand-in frame speaks the provider frame's message protocol and
 * answers each tokenise request with what the test queued in `frameAnswers`.
 */
type Call = { url: string; body: Record<string, unknown> };
type FrameAnswer = { token: string; method?: string } | { error: string };
declare global {
  interface Window {
    frameAnswers: FrameAnswer[];
    tokeniseRequests: string[];
  }
}
let calls: Call[] = [];
let answers: { status: number; body: unknown }[] = [];

/** A page on this origin (a blob URL inherits it) that answers like the provider's frame. */
const FAKE_FRAME = URL.createObjectURL(
  new Blob(
    [
      `<!doctype html><html><body><p>決済代行会社の入力欄（テスト用）</p><script>
      var host = new URLSearchParams(location.hash.slice(1)).get('origin');
      function post(m) { m.source = 'payment-frame'; parent.postMessage(m, host); }
      addEventListener('message', function (e) {
        if (e.source !== parent || e.origin !== host || !e.data || e.data.source !== 'payment-host' || e.data.type !== 'tokenise') return;
        parent.tokeniseRequests.push(e.data.id);
        var a = parent.frameAnswers.shift();
        if (!a) return;
        if (a.error) post({ type: 'error', id: e.data.id, message: a.error });
        else post({ type: 'token', id: e.data.id, token: a.token, method: a.method || 'card' });
      });
      post({ type: 'ready' });
      </script></body></html>`,
    ],
    { type: 'text/html' },
  ),
);
const checkout = { frameUrl: FAKE_FRAME };

beforeEach(() => {
  calls = [];
  answers = [];
  window.frameAnswers = [];
  window.tokeniseRequests = [];
  document.cookie = 'yomiba_csrf=test-token; path=/';
  window.dataLayer = [];
  sessionStorage.clear();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    calls.push({ url: String(input), body: JSON.parse(String(init?.body ?? '{}')) });
    const next = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => vi.restoreAllMocks());

const ok = (status: number, purchase: object, balances = memberBalances) => ({ status, body: { success: true, message: { content: '' }, data: { purchase, balances } } });
const ready = () => expect.element(page.getByRole('button', { name: /を支払う$/ })).toBeEnabled();

describe('PurchasePanel', () => {
  test('buys the chosen pack: sends only the choice and the provider\'s token, shows the new balance, pushes the purchase event once', async () => {
    window.frameAnswers.push({ token: 'tok_success0000000001' });
    answers.push(ok(200, paidPurchase, { ...memberBalances, userCoin: 1350 }));
    await render(<PurchasePanel balances={memberBalances} coupons={[]} sandbox checkout={checkout} />);
    await expect.element(page.getByTitle('お支払い情報の入力（決済代行会社）')).toBeVisible();
    await userEvent.click(page.getByRole('radio', { name: /^1,000コイン/ }));
    await ready();
    await userEvent.click(page.getByRole('button', { name: '¥1,000（税込）を支払う' }));
    await expect.element(page.getByText('お支払いが完了しました')).toBeVisible();
    await expect.element(page.getByTestId('done-balance')).toHaveTextContent('1,350コイン');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toContain('/payment/api/v1/purchase/');
    expect(Object.keys(calls[0]!.body).sort()).toEqual(['coupon_code', 'product', 'request_id', 'token']);
    expect(calls[0]!.body).toMatchObject({ product: 'coin_1000', coupon_code: null, token: 'tok_success0000000001' });
    expect(window.dataLayer).toEqual([
      { event: 'purchase', ecommerce: { transaction_id: paidPurchase.id, value: 1000, currency: 'JPY', items: [{ item_id: 'coin_1000', item_name: '1,000コイン', price: 1000, quantity: 1 }] } },
    ]);
    await expect.element(page.getByRole('link', { name: '領収書を見る' })).toHaveAttribute('href', `/point/receipt/?id=${paidPurchase.id}`);
  });

  test('shows the declined card error in Japanese and lets the member try another card with a new request id and token', async () => {
    window.frameAnswers.push({ token: 'tok_decline0000000001' }, { token: 'tok_success0000000002' });
    answers.push({ status: 402, body: { success: false, message: { content: 'カードの決済ができませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。', label: 'modal', level: 'warning' } } });
    answers.push(ok(200, paidPurchase));
    await render(<PurchasePanel balances={memberBalances} coupons={[]} sandbox checkout={checkout} />);
    await ready();
    await userEvent.click(page.getByRole('button', { name: '¥1,000（税込）を支払う' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('カードの決済ができませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。');
    expect(window.dataLayer).toEqual([]);
    await userEvent.click(page.getByRole('button', { name: '¥1,000（税込）を支払う' }));
    await expect.element(page.getByText('お支払いが完了しました')).toBeVisible();
    expect(calls[1]!.body.request_id).not.toBe(calls[0]!.body.request_id);
    expect(calls.map((c) => c.body.token)).toEqual(['tok_decline0000000001', 'tok_success0000000002']);
  });

  test('a timed-out payment stays pending until the member checks it again', async () => {
    window.frameAnswers.push({ token: 'tok_timeout0000000001' });
    answers.push(ok(202, { ...paidPurchase, status: 'pending', settledAt: null }));
    answers.push(ok(200, paidPurchase));
    await render(<PurchasePanel balances={memberBalances} coupons={[]} sandbox checkout={checkout} />);
    await ready();
    await userEvent.click(page.getByRole('button', { name: '¥1,000（税込）を支払う' }));
    await expect.element(page.getByText('お支払いの確認に時間がかかっています。確認が取れしだい反映されます。')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'お支払い状況を確認する' }));
    await expect.element(page.getByText('お支払いが完了しました')).toBeVisible();
    expect(calls[1]!.url).toContain(`/payment/api/v1/purchase/${paidPurchase.id}/confirm/`);
    expect(window.dataLayer).toHaveLength(1);
  });

  test('sends a held coupon with a coin pack, but not with the premium plan; shows what the frame and the server refused', async () => {
    window.frameAnswers.push({ error: 'カード番号が正しくありません。' }, { token: 'tok_premium0000000001' });
    answers.push({ status: 400, body: { success: false, message: { content: 'お支払い情報の有効期限が切れました。お手数ですが、もう一度入力してください。' }, errors: [{ path: 'token', message: 'お支払い情報の有効期限が切れました。お手数ですが、もう一度入力してください。' }] } });
    await render(<PurchasePanel balances={memberBalances} coupons={[rateCoupon]} sandbox checkout={checkout} initialProduct="coin_1000" />);
    await userEvent.selectOptions(page.getByLabelText('クーポン'), 'YOMIBA20');
    await expect.element(page.getByText('クーポンで200コインを追加でプレゼント')).toBeVisible();
    await ready();
    await userEvent.click(page.getByRole('button', { name: '¥1,000（税込）を支払う' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('カード番号が正しくありません。');
    expect(calls).toHaveLength(0);
    await userEvent.click(page.getByRole('radio', { name: /読み場プレミアム/ }));
    await userEvent.click(page.getByRole('button', { name: '¥550（税込）を支払う' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('お支払い情報の有効期限が切れました。お手数ですが、もう一度入力してください。');
    expect(calls[0]!.body).toMatchObject({ product: 'premium_monthly', coupon_code: null, token: 'tok_premium0000000001' });
  });

  test('takes a token only from its provider frame: a look-alike message from another window is ignored', async () => {
    answers.push(ok(200, paidPurchase));
    await render(<PurchasePanel balances={memberBalances} coupons={[]} sandbox checkout={checkout} />);
    await ready();
    await userEvent.click(page.getByRole('button', { name: '¥1,000（税込）を支払う' }));
    await expect.poll(() => window.tokeniseRequests.length).toBe(1);
    // The page itself (not the frame) forges the frame's answer with the right request id.
    window.postMessage({ source: 'payment-frame', type: 'token', id: window.tokeniseRequests[0], token: 'tok_forged00000000001', method: 'card' }, '*');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toHaveLength(0);
    await expect.element(page.getByRole('button', { name: 'お支払い処理中…' })).toBeVisible();
  });

  test('shows a konbini payment\'s code, store and deadline in Japan time', async () => {
    window.frameAnswers.push({ token: 'tok_konbini0000000001', method: 'konbini' });
    answers.push(ok(202, konbiniPurchase), ok(202, konbiniPurchase));
    await render(<PurchasePanel balances={memberBalances} coupons={[]} sandbox checkout={checkout} />);
    await ready();
    await userEvent.click(page.getByRole('button', { name: '¥1,000（税込）を支払う' }));
    const slip = () => document.querySelector('[data-testid="konbini-instructions"]')?.textContent ?? '';
    await expect.poll(slip).toContain('コンビニローソン');
    expect(slip()).toContain('お支払い番号12345678901');
    expect(slip()).toContain('支払期限2026年11月25日 23:59');
    await expect.element(page.getByText('コンビニでのお支払いをお待ちしています。支払期限までに店頭でお支払いください。お支払いが確認されしだい反映されます。')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'お支払い方法の案内を開く（決済代行会社のページ）' })).toHaveAttribute('href', konbiniPurchase.instructions!.type === 'konbini' ? konbiniPurchase.instructions!.instructionsUrl : '');
  });

  test('comes back from the carrier\'s page to the purchase where it stands', async () => {
    answers.push(ok(202, carrierPurchase), ok(202, carrierPurchase));
    await render(<PurchasePanel balances={memberBalances} coupons={[]} sandbox checkout={checkout} initialPurchase={carrierPurchase} />);
    await expect.element(page.getByText('キャリアの画面でお支払いを承認してください。承認が確認されしだい反映されます。')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'ドコモ払いの画面へ進む' })).toHaveAttribute('href', carrierPurchase.instructions!.type === 'redirect' ? carrierPurchase.instructions!.url : '');
    await render(<PurchasePanel balances={memberBalances} coupons={[]} sandbox checkout={checkout} initialPurchase={paidPurchase} />);
    await expect.element(page.getByText('お支払いが完了しました')).toBeVisible();
    expect(window.dataLayer).toHaveLength(1);
  });
});

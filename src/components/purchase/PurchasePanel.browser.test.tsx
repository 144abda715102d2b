import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PurchasePanel } from './PurchasePanel.tsx';
import { memberBalances, paidPurchase, rateCoupon } from './purchase-fixtures.ts';

/**
 * The panel against a stubbed network (the server side is tested for real in
 * modules/wallet/payments/purchase-router.test.ts): what it sends, and each state it shows.
 */
type Call = { url: string; body: Record<string, unknown> };
let calls: Call[] = [];
let answers: { status: number; body: unknown }[] = [];

beforeEach(() => {
  calls = [];
  answers = [];
  document.cookie = 'yomiba_csrf=test-token; path=/';
  window.dataLayer = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    calls.push({ url: String(input), body: JSON.parse(String(init?.body ?? '{}')) });
    const next = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => vi.restoreAllMocks());

const ok = (status: number, purchase: object, balances = memberBalances) => ({ status, body: { success: true, message: { content: '' }, data: { purchase, balances } } });

async function fillCard(number = '4242 4242 4242 4242') {
  await userEvent.fill(page.getByLabelText('カード番号'), number);
  await userEvent.fill(page.getByLabelText('有効期限（月/年）'), '12/29');
  await userEvent.fill(page.getByLabelText('セキュリティコード'), '123');
}

describe('PurchasePanel', () => {
  test('buys the chosen pack: sends only the choice and the card, shows the new balance, pushes the purchase event once', async () => {
    answers.push(ok(200, paidPurchase, { ...memberBalances, userCoin: 1350 }));
    await render(<PurchasePanel balances={memberBalances} coupons={[]} sandbox />);
    await userEvent.click(page.getByRole('radio', { name: /^1,000コイン/ }));
    await fillCard();
    await userEvent.click(page.getByRole('button', { name: '¥1,000を支払う' }));
    await expect.element(page.getByText('お支払いが完了しました')).toBeVisible();
    await expect.element(page.getByTestId('done-balance')).toHaveTextContent('1,350コイン');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toContain('/payment/api/v1/purchase/');
    expect(Object.keys(calls[0]!.body).sort()).toEqual(['card', 'coupon_code', 'product', 'request_id']);
    expect(calls[0]!.body).toMatchObject({ product: 'coin_1000', coupon_code: null, card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2029, cvc: '123' } });
    expect(window.dataLayer).toEqual([
      { event: 'purchase', ecommerce: { transaction_id: paidPurchase.id, value: 1000, currency: 'JPY', items: [{ item_id: 'coin_1000', item_name: '1,000コイン', price: 1000, quantity: 1 }] } },
    ]);
    await expect.element(page.getByRole('link', { name: '領収書を見る' })).toHaveAttribute('href', `/point/receipt/?id=${paidPurchase.id}`);
  });

  test('shows the declined card error in Japanese and lets the member try another card with a new request id', async () => {
    answers.push({ status: 402, body: { success: false, message: { content: 'カードの決済ができませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。', label: 'modal', level: 'warning' } } });
    answers.push(ok(200, paidPurchase));
    await render(<PurchasePanel balances={memberBalances} coupons={[]} sandbox />);
    await fillCard('4000 0000 0000 0002');
    await userEvent.click(page.getByRole('button', { name: '¥1,000を支払う' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('カードの決済ができませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。');
    expect(window.dataLayer).toEqual([]);
    await userEvent.fill(page.getByLabelText('カード番号'), '4242 4242 4242 4242');
    await userEvent.click(page.getByRole('button', { name: '¥1,000を支払う' }));
    await expect.element(page.getByText('お支払いが完了しました')).toBeVisible();
    expect(calls[1]!.body.request_id).not.toBe(calls[0]!.body.request_id);
  });

  test('a timed-out payment stays pending until the member checks it again', async () => {
    answers.push(ok(202, { ...paidPurchase, status: 'pending', settledAt: null }));
    answers.push(ok(200, paidPurchase));
    await render(<PurchasePanel balances={memberBalances} coupons={[]} sandbox />);
    await fillCard('4000 0000 0000 0119');
    await userEvent.click(page.getByRole('button', { name: '¥1,000を支払う' }));
    await expect.element(page.getByText('お支払いの確認に時間がかかっています。確認が取れしだい反映されます。')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'お支払い状況を確認する' }));
    await expect.element(page.getByText('お支払いが完了しました')).toBeVisible();
    expect(calls[1]!.url).toContain(`/payment/api/v1/purchase/${paidPurchase.id}/confirm/`);
    expect(window.dataLayer).toHaveLength(1);
  });

  test('sends a held coupon with a coin pack, but not with the premium plan; shows field errors', async () => {
    answers.push({ status: 400, body: { success: false, message: { content: '入力内容に誤りがあります。' }, errors: [{ path: 'card.number', message: 'カード番号が正しくありません。' }] } });
    answers.push({ status: 400, body: { success: false, message: { content: '入力内容に誤りがあります。' }, errors: [] } });
    await render(<PurchasePanel balances={memberBalances} coupons={[rateCoupon]} sandbox initialProduct="coin_1000" />);
    await userEvent.selectOptions(page.getByLabelText('クーポン'), 'YOMIBA20');
    await expect.element(page.getByText('クーポンで200コインを追加でプレゼント')).toBeVisible();
    await fillCard('1234');
    await userEvent.click(page.getByRole('button', { name: '¥1,000を支払う' }));
    await expect.element(page.getByText('カード番号が正しくありません。')).toBeVisible();
    expect(calls[0]!.body.coupon_code).toBe('YOMIBA20');
    await userEvent.click(page.getByRole('radio', { name: /読み場プレミアム/ }));
    await userEvent.click(page.getByRole('button', { name: '¥550を支払う' }));
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[1]!.body).toMatchObject({ product: 'premium_monthly', coupon_code: null });
  });
});

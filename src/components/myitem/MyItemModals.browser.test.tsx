import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { modalState, openModal, resetModals } from '../../state/modal-store.ts';
import { ModalHost } from '../modals/ModalHost.tsx';
import { CouponReminderTrigger } from './CouponReminderTrigger.tsx';
import { ExchangeForm } from './ExchangeForm.tsx';
import { myItemModalState, openCouponReminder, openExchangePoint, openRecommendPoint, openTicketDescription, setExchangeStep } from './myitem-modal-store.ts';

beforeEach(() => resetModals());
afterEach(() => {
  resetModals();
  vi.restoreAllMocks();
});

describe('the wallet modals on the ModalHost', () => {
  test('ticket description opens with the counts and closes with its button and Escape', async () => {
    await render(<ModalHost />);
    openTicketDescription({ ticket: 4, premiumTicket: 2, premiumTicketExpireDays: 3 });
    const dialog = page.getByRole('dialog', { name: 'チケットについて' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('4枚')).toBeVisible();
    await expect.element(dialog.getByText('あと3日で失効')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => modalState.open.ticketDescription).toBeUndefined();
  });

  test('recommend point links to the exchange, coupon reminder to a purchase with the coupon', async () => {
    await render(<ModalHost />);
    openRecommendPoint({ points: 230, exchangeablePoints: 200 });
    await expect.element(page.getByRole('link', { name: 'ポイントを交換する' })).toHaveAttribute('href', '/point/exchange/');
    resetModals();
    openCouponReminder({ couponCode: 'YOMIBA20', couponName: 'コイン20%増量クーポン', remainedDays: 0, remainedHours: 5, remainedMinutes: 0, additionalCoinRate: 20, state: 'valid' });
    await expect.element(page.getByRole('dialog', { name: 'クーポンの有効期限が近づいています' })).toBeVisible();
    await expect.element(page.getByText('有効期限まであと5時間')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'クーポンを使ってコインを購入' })).toHaveAttribute('href', '/point/?coupon_code=YOMIBA20');
  });

  test('convert ticket to coin shows only well-formed tickets it was opened with', async () => {
    await render(<ModalHost />);
    openModal('convertTicketToCoin', { convertibleTickets: [{ id: 'a', name: 'チケット', count: 2, coinsEach: 10, expiresAt: '2026-12-01T00:00:00Z' }, { junk: true }] });
    const dialog = page.getByRole('dialog', { name: 'チケットをコインに交換' });
    await expect.element(dialog.getByText('2枚 → 20コイン')).toBeVisible();
    expect(dialog.element().querySelectorAll('.ymb-wallet__row')).toHaveLength(1);
  });

  test('exchange point confirms once, waits, then says it is done', async () => {
    await render(<ModalHost />);
    let release: () => void = () => {};
    const confirm = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          setExchangeStep({ kind: 'pending' });
          release = () => {
            setExchangeStep({ kind: 'done', message: '100ポイントを100ボーナスコインに交換しました。' });
            resolve();
          };
        }),
    );
    openExchangePoint({ points: 100, coins: 100, expiryDays: 90 }, confirm);
    await userEvent.click(page.getByRole('button', { name: '交換する' }));
    await expect.element(page.getByRole('button', { name: '交換しています…' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(modalState.open.exchangePoint).toBeDefined();
    release();
    await expect.element(page.getByRole('dialog', { name: '交換が完了しました' })).toBeVisible();
    expect(confirm).toHaveBeenCalledOnce();
  });
});

describe('CouponReminderTrigger', () => {
  test('reminds of an expiring coupon once a day', async () => {
    const coupon = { couponCode: 'SOON1', couponName: 'まもなく終了クーポン', remainedDays: 1, remainedHours: 2, remainedMinutes: 0, additionalCoinRate: 10, state: 'valid' as const };
    localStorage.removeItem('yomiba:coupon-reminder:SOON1');
    const first = await render(
      <>
        <CouponReminderTrigger coupon={coupon} />
        <ModalHost />
      </>,
    );
    await expect.element(page.getByRole('dialog', { name: 'クーポンの有効期限が近づいています' })).toBeVisible();
    await expect.element(page.getByText('有効期限まであと1日2時間')).toBeVisible();
    await first.unmount();
    resetModals();
    await render(
      <>
        <CouponReminderTrigger coupon={coupon} />
        <ModalHost />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(modalState.open.couponReminder).toBeUndefined();
  });
});

describe('ExchangeForm', () => {
  test('sends one exchange with a request id and shows the server’s answer and new balance', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/v1/csrf/')) return new Response('{"success":true}', { headers: { 'Content-Type': 'application/json' } });
      const body = JSON.parse(String(init?.body ?? (input as Request).body ?? '{}'));
      expect(body.points).toBe(300);
      expect(body.request_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
      return new Response(
        JSON.stringify({ success: true, message: { content: '300ポイントを300ボーナスコインに交換しました。', label: 'string', level: 'info' }, data: { balances: { point: 20, exchangeablePoint: 0, bonusCoin: 300 } } }),
        { headers: { 'Content-Type': 'application/json' } },
      );
    });
    document.cookie = 'yomiba_csrf=test-token; path=/';
    await render(
      <>
        <ExchangeForm points={320} exchangeable={300} />
        <ModalHost />
      </>,
    );
    await userEvent.click(page.getByRole('button', { name: '交換内容を確認する' }));
    await userEvent.click(page.getByRole('button', { name: '交換する' }));
    await expect.element(page.getByText('300ポイントを300ボーナスコインに交換しました。')).toBeVisible();
    await expect.element(page.getByTestId('exchange-points')).toHaveTextContent('20pt');
    expect(fetchSpy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/api/v1/point/exchange/'))).toHaveLength(1);
    expect(myItemModalState.exchange?.step.kind).toBe('done');
  });
});

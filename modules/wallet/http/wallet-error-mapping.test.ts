import { remainingText } from '#platform/text/remaining-time.ts';
import { describe, expect, it } from 'vitest';
import { walletMessages } from '../client.ts';
import { exchangeMessages } from '../exchange-rules.ts';
import { purchaseMessages } from '../payments/client.ts';
import { ticketConversionMessages } from '../ticket-conversion-rules.ts';
import { WalletError, type WalletErrorCode } from '../wallet-errors.ts';
import { walletErrorMapping } from './wallet-error-mapping.ts';

const warning = (content: string) => ({ content, label: 'modal', level: 'warning' });
const field = (path: string, message: string) => ({ errors: [{ path, message }] });
const at = new Date('2026-11-25T00:00:00Z');
const recoversAt = new Date(at.getTime() + 22 * 3_600_000);

/** Every code with the status and body the services' ApiErrors had before decision 030. */
const answers: Record<WalletErrorCode, [WalletError, number, object, Record<string, string>?]> = {
  'story-not-found': [new WalletError('story-not-found'), 404, { message: { content: 'お探しのページは見つかりませんでした。', label: 'notfound', level: 'warning' } }],
  'volume-not-for-sale': [new WalletError('volume-not-for-sale'), 400, { message: warning(walletMessages.volumeNotForSale) }],
  'not-available': [new WalletError('not-available'), 400, { message: warning(walletMessages.notAvailable) }],
  'price-changed': [new WalletError('price-changed'), 409, { message: warning(walletMessages.priceChanged) }],
  'insufficient-coins': [new WalletError('insufficient-coins'), 409, { message: warning(walletMessages.insufficientCoins) }],
  'insufficient-points': [new WalletError('insufficient-points'), 409, { message: warning(walletMessages.insufficientPoints) }],
  'insufficient-tickets': [new WalletError('insufficient-tickets'), 409, { message: warning(walletMessages.insufficientTickets) }],
  'wait-free-not-recovered': [
    new WalletError('wait-free-not-recovered', { recoversAt, at }),
    409,
    { message: warning(walletMessages.waitFreeNotRecovered(remainingText(recoversAt, at, 'wait'))) },
  ],
  'exchange-points-invalid': [new WalletError('exchange-points-invalid'), 400, { message: warning(exchangeMessages.points) }],
  'exchange-points-insufficient': [new WalletError('exchange-points-insufficient'), 409, { message: warning(exchangeMessages.insufficient) }],
  'no-convertible-tickets': [new WalletError('no-convertible-tickets'), 409, { message: warning(ticketConversionMessages.none) }],
  'conversion-changed': [new WalletError('conversion-changed'), 409, { message: warning(ticketConversionMessages.changed) }],
  'payments-unavailable': [new WalletError('payments-unavailable'), 503, { message: warning(purchaseMessages.unavailable) }],
  'payment-failed': [new WalletError('payment-failed'), 503, { message: warning(purchaseMessages.failed) }],
  'payment-token-invalid': [new WalletError('payment-token-invalid'), 400, { message: warning(purchaseMessages.tokenInvalid), ...field('token', purchaseMessages.tokenInvalid) }],
  'too-many-declines': [new WalletError('too-many-declines', { retryAfterSeconds: 3600 }), 429, { message: warning(purchaseMessages.tooManyDeclines) }, { 'Retry-After': '3600' }],
  'unknown-product': [new WalletError('unknown-product'), 400, { message: warning(purchaseMessages.product), ...field('product', purchaseMessages.product) }],
  'coupon-not-for-premium': [
    new WalletError('coupon-not-for-premium'),
    400,
    { message: warning(purchaseMessages.couponNotForPremium), ...field('coupon_code', purchaseMessages.couponNotForPremium) },
  ],
  'coupon-invalid': [new WalletError('coupon-invalid'), 400, { message: warning(purchaseMessages.couponInvalid), ...field('coupon_code', purchaseMessages.couponInvalid) }],
  'coupon-used-up': [new WalletError('coupon-used-up'), 409, { message: warning(purchaseMessages.couponUsedUp) }],
  'coupon-not-held': [new WalletError('coupon-not-held'), 409, { message: warning(purchaseMessages.couponNotHeld) }],
  'purchase-not-found': [new WalletError('purchase-not-found'), 404, { message: warning(purchaseMessages.notFound) }],
  'purchase-request-mismatch': [new WalletError('purchase-request-mismatch'), 409, { message: warning(purchaseMessages.requestMismatch) }],
  'coin-pack-invalid': [
    new WalletError('coin-pack-invalid', { problems: [{ path: 'ends_at', message: '終了日時は開始日時より後にしてください（日本時間 JST）。' }] }),
    400,
    { message: { content: '終了日時は開始日時より後にしてください（日本時間 JST）。', label: 'string', level: 'warning' }, ...field('ends_at', '終了日時は開始日時より後にしてください（日本時間 JST）。') },
  ],
};

describe('the wallet error mapping', () => {
  it.each(Object.entries(answers))('answers %s as before', (_code, [error, status, body, headers]) => {
    const answer = walletErrorMapping.toApiError(error)!;
    expect(answer.status).toBe(status);
    expect(answer.toJSON()).toEqual({ success: false, ...body });
    expect(answer.headers).toEqual(headers);
  });

  it('leaves other errors alone', () => {
    expect(walletErrorMapping.toApiError(new Error('insufficient-coins'))).toBeUndefined();
  });
});

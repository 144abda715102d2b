import { remainingText } from '#platform/text/remaining-time.ts';
import { ApiError, messages } from '#platform/http/api-error.ts';
import { mapDomainErrors } from '#platform/http/domain-error-mapping.ts';
import { walletMessages } from '../client.ts';
import { exchangeMessages } from '../exchange-rules.ts';
import { purchaseMessages } from '../payments/client.ts';
import { ticketConversionMessages } from '../ticket-conversion-rules.ts';
import { WalletError } from '../wallet-errors.ts';

const modal = (status: 400 | 402 | 404 | 409 | 429 | 503, content: string, field?: string, headers?: Record<string, string>) =>
  new ApiError(status, { content, label: 'modal', level: 'warning' }, field ? [{ path: field, message: content }] : undefined, headers);

/** How the API answers the wallet's refusals (decision 030): every one a warning modal. */
export const walletErrorMapping = mapDomainErrors(WalletError, {
  'story-not-found': () => new ApiError(404, { content: messages.notFound, label: 'notfound', level: 'warning' }),
  'volume-not-for-sale': () => modal(400, walletMessages.volumeNotForSale),
  'not-available': () => modal(400, walletMessages.notAvailable),
  'price-changed': () => modal(409, walletMessages.priceChanged),
  'insufficient-coins': () => modal(409, walletMessages.insufficientCoins),
  'insufficient-points': () => modal(409, walletMessages.insufficientPoints),
  'insufficient-tickets': () => modal(409, walletMessages.insufficientTickets),
  'wait-free-not-recovered': ({ details }) => modal(409, walletMessages.waitFreeNotRecovered(remainingText(details?.recoversAt ?? null, details?.at ?? new Date(), 'wait'))),
  'exchange-points-invalid': () => modal(400, exchangeMessages.points),
  'exchange-points-insufficient': () => modal(409, exchangeMessages.insufficient),
  'no-convertible-tickets': () => modal(409, ticketConversionMessages.none),
  'conversion-changed': () => modal(409, ticketConversionMessages.changed),
  'payments-unavailable': () => modal(503, purchaseMessages.unavailable),
  'payment-failed': () => modal(503, purchaseMessages.failed),
  'payment-token-invalid': () => modal(400, purchaseMessages.tokenInvalid, 'token'),
  'too-many-declines': ({ details }) => modal(429, purchaseMessages.tooManyDeclines, undefined, { 'Retry-After': String(details?.retryAfterSeconds ?? 3600) }),
  'unknown-product': () => modal(400, purchaseMessages.product, 'product'),
  'coin-pack-invalid': ({ details }) => new ApiError(400, { content: details?.problems?.[0]?.message ?? purchaseMessages.product, label: 'string', level: 'warning' }, details?.problems),
  'coupon-not-for-premium': () => modal(400, purchaseMessages.couponNotForPremium, 'coupon_code'),
  'coupon-invalid': () => modal(400, purchaseMessages.couponInvalid, 'coupon_code'),
  'coupon-used-up': () => modal(409, purchaseMessages.couponUsedUp),
  'coupon-not-held': () => modal(409, purchaseMessages.couponNotHeld),
  'purchase-not-found': () => modal(404, purchaseMessages.notFound),
  'purchase-request-mismatch': () => modal(409, purchaseMessages.requestMismatch),
});

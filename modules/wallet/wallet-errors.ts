import { DomainError } from '#platform/errors/domain-error.ts';

/** Why the wallet refused (decision 030); http/wallet-error-mapping.ts says how the API answers each. */
export type WalletErrorCode =
  // Reading flow (check, consume)
  | 'story-not-found'
  | 'volume-not-for-sale'
  | 'not-available'
  | 'price-changed'
  | 'insufficient-coins'
  | 'insufficient-points'
  | 'insufficient-tickets'
  | 'wait-free-not-recovered'
  // Point exchange
  | 'exchange-points-invalid'
  | 'exchange-points-insufficient'
  // Ticket conversion
  | 'no-convertible-tickets'
  | 'conversion-changed'
  // Purchases
  | 'payments-unavailable'
  | 'payment-failed'
  | 'payment-token-invalid'
  | 'too-many-declines'
  | 'unknown-product'
  | 'coupon-not-for-premium'
  | 'coupon-invalid'
  | 'coupon-used-up'
  | 'coupon-not-held'
  | 'purchase-not-found'
  | 'purchase-request-mismatch'
  // Staff console
  | 'coin-pack-invalid';

export type WalletErrorDetails = {
  /** wait-free-not-recovered: when the free reading recovers (null: unknown), as seen at `at`. */
  recoversAt?: Date | null;
  at?: Date;
  /** too-many-declines: how long until the member may try another card. */
  retryAfterSeconds?: number;
  /** coin-pack-invalid: what is wrong, by field, in Japanese. */
  problems?: { path: string; message: string }[];
};

export class WalletError extends DomainError<WalletErrorCode, WalletErrorDetails> {}

/**
 * What the shop needs from a payment provider, shaped like Stripe, PAY.JP and KOMOJU: the member's
 * browser gives its card (or konbini / carrier choice) to the provider's own page or frame and gets an
 * opaque single-use token back; the server only ever holds that token. It charges the token for an
 * amount (idempotent on the caller's key: the same key returns the same charge, which is how a charge
 * whose answer never came is found again), reads a charge again to settle it, and checks the
 * provider's webhook signatures.
 */

import type { PaymentInstructions, PaymentMethodView } from './client.ts';

export type { PaymentInstructions };
export type PaymentMethod = PaymentMethodView;

/**
 * A charge: succeeded (book it), pending (card still processing, or konbini / carrier waiting for the
 * member, with instructions) or failed (declined, or expired before the member paid).
 */
export type ProviderCharge = {
  /** The provider's charge id: the ledger credits each one once. */
  chargeId: string;
  amountYen: number;
  status: 'succeeded' | 'pending' | 'failed';
  method: PaymentMethod;
  failureCode?: string;
  cardLast4?: string;
  instructions?: PaymentInstructions;
};

export type ChargeRequest = {
  token: string;
  amountYen: number;
  description: string;
  /** The same key returns the same charge (a retry after a lost answer charges nothing twice). */
  idempotencyKey: string;
  /** Where a redirect payment (carrier billing) sends the member back: a path on this site. */
  returnPath: string;
};

/** Where the member's browser enters payment details: the provider's own page, shown in a frame. */
export type CheckoutFrame = { frameUrl: string };

export interface PaymentProvider {
  readonly name: string;
  readonly checkout: CheckoutFrame;
  /** May take longer than the caller waits: the caller aborts `signal` and asks again with the same key. */
  createCharge(request: ChargeRequest, options?: { signal?: AbortSignal }): Promise<ProviderCharge>;
  /** Null when the provider does not know the charge. */
  retrieveCharge(chargeId: string): Promise<ProviderCharge | null>;
  /** The header a webhook's signature travels in, and its check over the raw body. */
  readonly webhookSignatureHeader: string;
  verifyWebhook(secret: string, rawBody: string, signature: string | undefined): { ok: true } | { ok: false; reason: string };
}

/** The token is unknown, used or expired: the member enters the payment details again. */
export class PaymentTokenError extends Error {
  readonly code: 'token_invalid' | 'token_used' | 'token_expired';
  constructor(code: 'token_invalid' | 'token_used' | 'token_expired') {
    super(`payment token refused: ${code}`);
    this.code = code;
  }
}

/** The provider did not answer within the client timeout. */
export class ProviderTimeoutError extends Error {
  constructor() {
    super('payment provider timeout');
  }
}

/** `work` with a deadline: past `timeoutMs` the signal is aborted and ProviderTimeoutError thrown. */
export async function withTimeout<T>(timeoutMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ProviderTimeoutError());
    }, timeoutMs);
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

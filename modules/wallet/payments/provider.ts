/**
 * What the shop needs from a payment provider. A payment is created for an amount (idempotent on the
 * caller's key, so a retried create is the same payment), then confirmed with the card; its status can
 * be read again at any time, which is how a confirmation that timed out is settled later.
 */

export type ProviderPaymentStatus = 'requires_confirmation' | 'processing' | 'succeeded' | 'declined';

export type ProviderPayment = {
  /** The provider's payment id: the ledger credits each one once. */
  paymentId: string;
  amountYen: number;
  status: ProviderPaymentStatus;
  declineCode?: string;
};

export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string };

export interface PaymentProvider {
  readonly name: string;
  createPayment(input: { amountYen: number; description: string; idempotencyKey: string }): Promise<ProviderPayment>;
  /** May take longer than the caller waits: the caller aborts `signal` and reads the status later. */
  confirmPayment(paymentId: string, card: CardDetails, options?: { signal?: AbortSignal }): Promise<ProviderPayment>;
  getPayment(paymentId: string): Promise<ProviderPayment | null>;
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

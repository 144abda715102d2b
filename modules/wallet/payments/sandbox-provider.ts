import { randomUUID } from 'node:crypto';
import type { CardDetails, PaymentProvider, ProviderPayment } from './provider.ts';

/** The sandbox's test cards (spaces are ignored). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  /** Answers only after `answerDelayMs`: longer than the shop waits; the payment then succeeds. */
  timeout: '4000000000000119',
} as const;

export type SandboxOptions = {
  /** How long the timeout card keeps the provider silent (the shop waits less). */
  answerDelayMs?: number;
  now?: () => number;
};

type Stored = ProviderPayment & { readyAt?: number };

/**
 * An in-memory provider for development and tests: no money moves. Payments live as long as the
 * process; any card other than the test cards is declined.
 */
export function createSandboxProvider(options: SandboxOptions = {}): PaymentProvider & { readonly answerDelayMs: number } {
  const answerDelayMs = options.answerDelayMs ?? 20_000;
  const now = options.now ?? Date.now;
  const payments = new Map<string, Stored>();
  const byKey = new Map<string, string>();

  const view = (payment: Stored): ProviderPayment => {
    if (payment.status === 'processing' && payment.readyAt !== undefined && now() >= payment.readyAt) payment.status = 'succeeded';
    const { readyAt: _readyAt, ...rest } = payment;
    return { ...rest };
  };

  const sleep = (ms: number, signal?: AbortSignal) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });

  return {
    name: 'sandbox',
    answerDelayMs,

    async createPayment({ amountYen, idempotencyKey }) {
      if (!Number.isSafeInteger(amountYen) || amountYen <= 0) throw new Error(`invalid amount ${amountYen}`);
      const known = byKey.get(idempotencyKey);
      if (known) return view(payments.get(known)!);
      const payment: Stored = { paymentId: `sbx_${randomUUID().replaceAll('-', '')}`, amountYen, status: 'requires_confirmation' };
      payments.set(payment.paymentId, payment);
      byKey.set(idempotencyKey, payment.paymentId);
      return view(payment);
    },

    async confirmPayment(paymentId: string, card: CardDetails, { signal } = {}) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`unknown payment ${paymentId}`);
      if (payment.status === 'requires_confirmation') {
        const number = card.number.replace(/\s+/g, '');
        if (number === SANDBOX_CARDS.success) payment.status = 'succeeded';
        else if (number === SANDBOX_CARDS.timeout) {
          payment.status = 'processing';
          payment.readyAt = now() + answerDelayMs;
        } else {
          payment.status = 'declined';
          payment.declineCode = number === SANDBOX_CARDS.decline ? 'card_declined' : 'test_card_required';
        }
      }
      if (payment.status === 'processing' && payment.readyAt !== undefined) await sleep(Math.max(0, payment.readyAt - now()), signal);
      return view(payment);
    },

    async getPayment(paymentId) {
      const payment = payments.get(paymentId);
      return payment ? view(payment) : null;
    },
  };
}

import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

/**
 * The payment provider for this process: the sandbox unless in production (or PAYMENT_PROVIDER=sandbox).
 * Production has no real provider wired yet: purchases answer 503 there instead of pretending.
 */
export function paymentProviderFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentProvider | null {
  const chosen = env.PAYMENT_PROVIDER ?? (env.NODE_ENV === 'production' ? '' : 'sandbox');
  if (chosen !== 'sandbox') return null;
  const delay = Number(env.SANDBOX_PAYMENT_DELAY_MS);
  return createSandboxProvider({ answerDelayMs: Number.isFinite(delay) && delay > 0 ? delay : undefined });
}

/** How long the server waits for the provider's confirmation before leaving a purchase pending. */
export function confirmTimeoutFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.PAYMENT_CONFIRM_TIMEOUT_MS);
  return Number.isFinite(ms) && ms > 0 ? ms : 10_000;
}

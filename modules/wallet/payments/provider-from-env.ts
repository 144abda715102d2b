import { config } from '#platform/config.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The payment provider for this process. PAYMENT_PROVIDER=sandbox|none decides when set; otherwise the
 * sandbox runs outside production, in the local demo build (YOMIBA_DEMO=1) and on the embedded
 * database (no DATABASE_URL: a developer's machine or the e2e server, never a deployment; the same
 * rule scripts/start.ts uses for demo mode). No real provider is wired yet: a production deployment
 * answers purchases with 503 instead of pretending.
 */
export function paymentProviderFromEnv(env: Env = config.env): PaymentProvider | null {
  const local = env.NODE_ENV !== 'production' || env.YOMIBA_DEMO === '1' || env.YOMIBA_DEMO === 'true' || !env.DATABASE_URL;
  const chosen = env.PAYMENT_PROVIDER || (local ? 'sandbox' : 'none');
  if (chosen !== 'sandbox') return null;
  const delay = Number(env.SANDBOX_PAYMENT_DELAY_MS);
  return createSandboxProvider({ answerDelayMs: Number.isFinite(delay) && delay > 0 ? delay : undefined });
}

/** How long the server waits for the provider's confirmation before leaving a purchase pending. */
export function confirmTimeoutFromEnv(env: Env = config.env): number {
  const ms = Number(env.PAYMENT_CONFIRM_TIMEOUT_MS);
  return Number.isFinite(ms) && ms > 0 ? ms : 10_000;
}

import { randomBytes, randomInt } from 'node:crypto';
import type { ChargeRequest, PaymentMethod, PaymentProvider, ProviderCharge } from '../provider.ts';
import { PaymentTokenError } from '../provider.ts';
import { verifyWebhook, WEBHOOK_SIGNATURE_HEADER } from '../webhook-signature.ts';
import { cardBrand, cardMessages, checkCard, digitsOf, type CardFields, type FieldError } from './card-checks.ts';

/** Where the sandbox provider's own pages and API live: its "origin", separate from the shop's API. */
export const SANDBOX_PREFIX = '/api/sandbox-pay/v1/';

/** The sandbox's test cards (spaces are ignored). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  /** Answers only after `answerDelayMs`: longer than the shop waits; the charge then succeeds. */
  timeout: '4000000000000119',
} as const;

export const KONBINI_STORES = {
  seven_eleven: 'セブン-イレブン',
  lawson: 'ローソン',
  family_mart: 'ファミリーマート',
  ministop: 'ミニストップ',
  seicomart: 'セイコーマート',
} as const;

export const CARRIERS = {
  docomo: 'ドコモ払い',
  au: 'auかんたん決済',
  softbank: 'ソフトバンクまとめて支払い',
} as const;

export type KonbiniStore = keyof typeof KONBINI_STORES;
export type Carrier = keyof typeof CARRIERS;

export type TokenInput = ({ method: 'card' } & CardFields) | { method: 'konbini'; store: string } | { method: 'carrier'; carrier: string };

/** What the tokenise endpoint answers: never the card number, only what a receipt may show. */
export type SandboxToken = { id: string; method: PaymentMethod; card?: { brand: string; last4: string; exp_month: number; exp_year: number }; expires_at: string };

export type SandboxOptions = {
  /** How long the timeout card keeps the provider silent (the shop waits less). */
  answerDelayMs?: number;
  /** How long a konbini payment may wait to be paid at the store (3 days). */
  konbiniValidMs?: number;
  /** How long a carrier payment may wait for the member's approval (30 minutes). */
  carrierValidMs?: number;
  /** How long a token may wait to be charged (30 minutes). */
  tokenValidMs?: number;
  now?: () => number;
};

type CardOutcome = 'success' | 'decline' | 'timeout' | 'other';
type StoredToken = {
  method: PaymentMethod;
  outcome?: CardOutcome;
  last4?: string;
  store?: KonbiniStore;
  carrier?: Carrier;
  expiresAt: number;
  used: boolean;
};
type StoredCharge = ProviderCharge & { readyAt?: number; expiresAtMs?: number; returnPath: string };

const randomId = (prefix: string) => `${prefix}_${randomBytes(16).toString('hex')}`;

/**
 * An in-memory payment provider for development and tests: no money moves. It stands for an external
 * service: the browser tokenises at its endpoints (sandbox-app.ts), the shop charges tokens. Tokens,
 * charges and idempotency keys live as long as the process. Any card other than the test cards is
 * declined; konbini payments wait to be paid at the (simulated) store, carrier payments wait for the
 * member's approval on the carrier's (simulated) page.
 */
export function createSandboxProvider(options: SandboxOptions = {}) {
  const answerDelayMs = options.answerDelayMs ?? 20_000;
  const konbiniValidMs = options.konbiniValidMs ?? 3 * 86_400_000;
  const carrierValidMs = options.carrierValidMs ?? 30 * 60_000;
  const tokenValidMs = options.tokenValidMs ?? 30 * 60_000;
  const now = options.now ?? Date.now;
  const tokens = new Map<string, StoredToken>();
  const charges = new Map<string, StoredCharge>();
  const byKey = new Map<string, string>();

  const view = (charge: StoredCharge): ProviderCharge => {
    if (charge.status === 'pending' && charge.readyAt !== undefined && now() >= charge.readyAt) charge.status = 'succeeded';
    if (charge.status === 'pending' && charge.expiresAtMs !== undefined && now() >= charge.expiresAtMs) {
      charge.status = 'failed';
      charge.failureCode = 'expired';
    }
    const { readyAt: _readyAt, expiresAtMs: _expiresAtMs, returnPath: _returnPath, ...rest } = charge;
    return { ...rest, instructions: rest.instructions && { ...rest.instructions } };
  };

  /** Waits `ms` of real time (what a caller waiting for the answer sees), or until the caller stops waiting. */
  const sleep = (ms: number, signal?: AbortSignal) =>
    new Promise<void>((resolve) => {
      if (signal?.aborted) return resolve();
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });

  function outcomeOf(number: string): CardOutcome {
    if (number === SANDBOX_CARDS.success) return 'success';
    if (number === SANDBOX_CARDS.decline) return 'decline';
    if (number === SANDBOX_CARDS.timeout) return 'timeout';
    return 'other';
  }

  /** The browser's card (or konbini / carrier choice) becomes a single-use token; the number is dropped here. */
  function tokenise(input: TokenInput): { ok: true; token: SandboxToken } | { ok: false; errors: FieldError[] } {
    const expiresAt = now() + tokenValidMs;
    const id = randomId('tok');
    if (input.method === 'card') {
      const errors = checkCard(input, new Date(now()));
      if (errors.length) return { ok: false, errors };
      const number = digitsOf(input.number);
      tokens.set(id, { method: 'card', outcome: outcomeOf(number), last4: number.slice(-4), expiresAt, used: false });
      return { ok: true, token: { id, method: 'card', card: { brand: cardBrand(number), last4: number.slice(-4), exp_month: input.expMonth, exp_year: input.expYear }, expires_at: new Date(expiresAt).toISOString() } };
    }
    if (input.method === 'konbini') {
      if (!Object.hasOwn(KONBINI_STORES, input.store)) return { ok: false, errors: [{ param: 'konbini.store', message: cardMessages.store }] };
      tokens.set(id, { method: 'konbini', store: input.store as KonbiniStore, expiresAt, used: false });
      return { ok: true, token: { id, method: 'konbini', expires_at: new Date(expiresAt).toISOString() } };
    }
    if (!Object.hasOwn(CARRIERS, input.carrier)) return { ok: false, errors: [{ param: 'carrier.carrier', message: cardMessages.carrier }] };
    tokens.set(id, { method: 'carrier', carrier: input.carrier as Carrier, expiresAt, used: false });
    return { ok: true, token: { id, method: 'carrier', expires_at: new Date(expiresAt).toISOString() } };
  }

  function newCharge(token: StoredToken, request: ChargeRequest): StoredCharge {
    const chargeId = randomId('ch');
    const base = { chargeId, amountYen: request.amountYen, method: token.method, returnPath: request.returnPath };
    if (token.method === 'konbini') {
      const expiresAtMs = now() + konbiniValidMs;
      const paymentCode = String(randomInt(10 ** 10, 10 ** 11)) + String(randomInt(0, 10));
      return { ...base, status: 'pending', expiresAtMs, instructions: { type: 'konbini', store: token.store!, paymentCode, expiresAt: new Date(expiresAtMs).toISOString(), instructionsUrl: `${SANDBOX_PREFIX}konbini/${chargeId}/` } };
    }
    if (token.method === 'carrier') {
      const expiresAtMs = now() + carrierValidMs;
      return { ...base, status: 'pending', expiresAtMs, instructions: { type: 'redirect', carrier: token.carrier!, url: `${SANDBOX_PREFIX}carrier/${chargeId}/`, expiresAt: new Date(expiresAtMs).toISOString() } };
    }
    const card = { ...base, cardLast4: token.last4 };
    if (token.outcome === 'success') return { ...card, status: 'succeeded' };
    if (token.outcome === 'timeout') return { ...card, status: 'pending', readyAt: now() + answerDelayMs };
    return { ...card, status: 'failed', failureCode: token.outcome === 'decline' ? 'card_declined' : 'test_card_required' };
  }

  const provider = {
    name: 'sandbox',
    checkout: { frameUrl: `${SANDBOX_PREFIX}frame/` },
    answerDelayMs,
    webhookSignatureHeader: WEBHOOK_SIGNATURE_HEADER,
    verifyWebhook,
    tokenise,

    async createCharge(request: ChargeRequest, { signal }: { signal?: AbortSignal } = {}): Promise<ProviderCharge> {
      if (!Number.isSafeInteger(request.amountYen) || request.amountYen <= 0) throw new Error(`invalid amount ${request.amountYen}`);
      // A replayed key is the charge it made, whatever token comes with it (and without waiting again).
      const known = byKey.get(request.idempotencyKey);
      if (known) return view(charges.get(known)!);
      const token = tokens.get(request.token);
      if (!token) throw new PaymentTokenError('token_invalid');
      if (token.used) throw new PaymentTokenError('token_used');
      if (now() >= token.expiresAt) throw new PaymentTokenError('token_expired');
      token.used = true;
      const charge = newCharge(token, request);
      charges.set(charge.chargeId, charge);
      byKey.set(request.idempotencyKey, charge.chargeId);
      if (charge.readyAt !== undefined) await sleep(Math.max(0, charge.readyAt - now()), signal);
      return view(charge);
    },

    async retrieveCharge(chargeId: string): Promise<ProviderCharge | null> {
      const charge = charges.get(chargeId);
      return charge ? view(charge) : null;
    },

    /**
     * The simulated store counter or carrier page: the member pays (or cancels) a pending konbini or
     * carrier charge. Returns the charge and where the carrier page sends the member back.
     */
    completePending(chargeId: string, outcome: 'paid' | 'cancelled'): { charge: ProviderCharge; returnPath: string } | null {
      const charge = charges.get(chargeId);
      if (!charge || charge.method === 'card') return null;
      const current = view(charge);
      if (current.status === 'pending') {
        charge.status = outcome === 'paid' ? 'succeeded' : 'failed';
        if (outcome === 'cancelled') charge.failureCode = 'cancelled';
      }
      return { charge: view(charge), returnPath: charge.returnPath };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

/** The sandbox behind a PaymentProvider, when it is the configured one (its pages are mounted then). */
export const asSandbox = (provider: PaymentProvider | null): SandboxProvider | null => (provider && 'tokenise' in provider && provider.name === 'sandbox' ? (provider as SandboxProvider) : null);

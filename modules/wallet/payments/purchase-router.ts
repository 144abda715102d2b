import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ApiError } from '#platform/http/api-error.ts';
import type { CodeAttempts } from '#platform/http/code-attempts.ts';
import { validate } from '#platform/http/validate.ts';
import { memberOf, requireMember, type ViewerVariables } from '#modules/accounts/index.ts';
import { WalletError } from '../wallet-errors.ts';
import type { WalletService } from '../wallet-service.ts';
import { PRODUCT_ID, PURCHASE_PATH, purchaseMessages as m, type PurchaseView } from './client.ts';
import type { PurchaseService } from './purchase-service.ts';
import { luhn } from './luhn.ts';

/** Keys that carry card data: the shop never accepts them, whatever else the body says. */
const CARD_KEYS = new Set(['card', 'card_number', 'cardnumber', 'number', 'pan', 'cvc', 'cvv', 'cvc2', 'security_code', 'securitycode', 'exp_month', 'exp_year', 'expiry', 'expiration']);
const PAN_LIKE = /\d(?:[\s-]?\d){12,18}/;
/** A UUID (the request id) can hold 13+ digits in a row across its dashes: never card data. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A provider's id (`tok_` + 32 hex digits) holds 13+ digits in a row about once in 560: never card data either. */
const PROVIDER_ID = /^[a-z]{2,8}_[0-9a-f]{32}$/;


/** Where in a body card data sits: a card field's name, or a string that reads as a card number. */
function cardDataPaths(value: unknown, path: string[] = [], depth = 0): string[] {
  if (depth > 8) return [];
  if (typeof value === 'string') {
    if (UUID.test(value) || PROVIDER_ID.test(value)) return [];
    const match = PAN_LIKE.exec(value);
    return match && luhn(match[0].replace(/[\s-]/g, '')) ? [path.join('.')] : [];
  }
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 1e12 && luhn(String(value)) ? [path.join('.')] : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (CARD_KEYS.has(key.toLowerCase()) ? [[...path, key].join('.')] : cardDataPaths(inner, [...path, key], depth + 1)));
}

/**
 * Only what the member chose and the provider's token: every amount is the server's, and card data is
 * refused outright (it belongs to the provider's frame; a client that sends it is broken or hostile).
 */
export const purchaseInput = z.preprocess(
  (body, ctx) => {
    for (const path of cardDataPaths(body)) ctx.addIssue({ code: 'custom', path: path.split('.'), message: m.cardDataRefused, input: undefined });
    return body;
  },
  z.object({
    request_id: z.uuid({ error: m.requestId }),
    product: z.string({ error: m.product }).regex(PRODUCT_ID, { error: m.product }),
    coupon_code: z
      .string({ error: m.couponCode })
      .trim()
      .max(32, { error: m.couponCode })
      .regex(/^[A-Za-z0-9_-]*$/, { error: m.couponCode })
      .nullish(),
    token: z.string({ error: m.token }).regex(/^tok_[A-Za-z0-9_]{8,96}$/, { error: m.token }),
  }),
);

const idParam = z.object({ id: z.uuid({ error: m.notFound }) });

/** A coupon code the purchase refused because it is unknown, not running or not the member's: a failed try at a code. */
const COUPON_REFUSALS: readonly string[] = ['coupon-invalid', 'coupon-not-held', 'coupon-not-for-premium', 'coupon-used-up'];
const refusedCoupon = { failed: (error: unknown) => error instanceof WalletError && COUPON_REFUSALS.includes(error.code) };


/** Coin and premium purchases (spec: /point/), members only. */
export function purchaseRouter(deps: { purchases: PurchaseService; wallet: WalletService; codeAttempts: CodeAttempts; now?: () => Date }) {
  /**
   * Paid: 200; not yet (no answer from the provider, or a konbini / carrier payment waiting for the
   * member, with its instructions): 202 (poll confirm); declined, failed or expired: an error modal.
   */
  async function answer(c: Context<{ Variables: ViewerVariables }>, userId: number, purchase: PurchaseView) {
    c.header('Cache-Control', 'private, no-store');
    if (purchase.status === 'declined') throw new ApiError(402, { content: m.declined, label: 'modal', level: 'warning' });
    if (purchase.status === 'failed') throw new ApiError(503, { content: m.failed, label: 'modal', level: 'warning' });
    if (purchase.status === 'expired') throw new ApiError(410, { content: m.expired, label: 'modal', level: 'warning' });
    const balances = await deps.wallet.balancesOf(userId);
    const paid = purchase.status === 'paid';
    const waiting = purchase.instructions?.type === 'konbini' ? m.konbiniPending : purchase.instructions?.type === 'redirect' ? m.carrierPending : m.pending;
    return c.json(
      { success: true, message: { content: paid ? m.paid : waiting, label: 'string', level: 'info' }, data: { purchase, balances } },
      paid ? 200 : 202,
    );
  }
  const busy = (error: unknown) => {
    const code = (error as { code?: string }).code;
    if (code === '55P03' || code === '40001' || code === '40P01') throw new ApiError(503, { content: m.unavailable, label: 'modal', level: 'warning' });
    throw error;
  };
  const router = new Hono<{ Variables: ViewerVariables }>()
    .post(PURCHASE_PATH, requireMember(), validate('json', purchaseInput), async (c) => {
      const input = c.req.valid('json');
      const member = memberOf(c);
      const couponCode = input.coupon_code || null;
      const buy = () => deps.purchases.purchase(member.userId, { requestId: input.request_id, product: input.product, couponCode, token: input.token });
      // With a coupon code, the purchase is also an attempt at the code (issue 29): it says whether the code exists.
      const purchase = await (couponCode ? deps.codeAttempts.attemptFrom(c, member.userId, buy, refusedCoupon) : buy()).catch(busy);
      return answer(c, member.userId, purchase);
    })
    /** A poll after 202, or a replayed confirmation: books the provider's answer once. */
    .post(`${PURCHASE_PATH}:id/confirm/` as const, requireMember(), validate('param', idParam), async (c) => {
      const member = memberOf(c);
      const purchase = await deps.purchases.refresh(member.userId, c.req.valid('param').id).catch(busy);
      return answer(c, member.userId, purchase);
    })
    .get(`${PURCHASE_PATH}:id/` as const, requireMember(), validate('param', idParam), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const purchase = await deps.purchases.receipt(memberOf(c).userId, c.req.valid('param').id);
      if (!purchase) throw new ApiError(404, { content: m.notFound, label: 'notfound', level: 'warning' });
      return c.json({ success: true, message: { content: '', label: 'string', level: 'info' }, data: { purchase } });
    });

  return router;
}

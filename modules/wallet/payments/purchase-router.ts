import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ApiError } from '../../../platform/http/api-error.ts';
import { validate } from '../../../platform/http/validate.ts';
import { memberOf, requireMember, type ViewerVariables } from '../../accounts/index.ts';
import type { WalletService } from '../wallet-service.ts';
import { PRODUCT_IDS, purchaseMessages as m, type PurchaseView } from './client.ts';
import type { PurchaseService } from './purchase-service.ts';

const digits = (value: string) => value.replace(/[\s-]/g, '');

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Only what the member chose and their card: every amount is the server's. */
export const purchaseInput = z.object({
  request_id: z.uuid({ error: m.requestId }),
  product: z.enum(PRODUCT_IDS, { error: m.product }),
  coupon_code: z
    .string({ error: m.couponCode })
    .trim()
    .max(32, { error: m.couponCode })
    .regex(/^[A-Za-z0-9_-]*$/, { error: m.couponCode })
    .nullish(),
  card: z.object(
    {
      number: z
        .string({ error: m.cardNumber })
        .transform(digits)
        .refine((n) => /^\d{13,19}$/.test(n) && luhn(n), { error: m.cardNumber }),
      exp_month: z.number({ error: m.expMonth }).int({ error: m.expMonth }).min(1, { error: m.expMonth }).max(12, { error: m.expMonth }),
      exp_year: z.number({ error: m.expYear }).int({ error: m.expYear }).min(2000, { error: m.expYear }).max(2100, { error: m.expYear }),
      cvc: z.string({ error: m.cvc }).regex(/^\d{3,4}$/, { error: m.cvc }),
    },
    { error: m.cardNumber },
  ),
});

const idParam = z.object({ id: z.uuid({ error: m.notFound }) });

const PURCHASE_PATH = '/payment/api/v1/purchase/';

/** Coin and premium purchases (spec: /point/), members only. */
export function purchaseRouter(deps: { purchases: PurchaseService; wallet: WalletService; now?: () => Date }) {
  const router = new Hono<{ Variables: ViewerVariables }>();
  const now = deps.now ?? (() => new Date());

  /** Paid: 200; no answer from the provider yet: 202 (poll confirm); declined or failed: an error modal. */
  async function answer(c: Context<{ Variables: ViewerVariables }>, userId: number, purchase: PurchaseView) {
    c.header('Cache-Control', 'private, no-store');
    if (purchase.status === 'declined') throw new ApiError(402, { content: m.declined, label: 'modal', level: 'warning' });
    if (purchase.status === 'failed') throw new ApiError(503, { content: m.failed, label: 'modal', level: 'warning' });
    const balances = await deps.wallet.balancesOf(userId);
    const paid = purchase.status === 'paid';
    return c.json(
      { success: true, message: { content: paid ? m.paid : m.pending, label: 'string', level: 'info' }, data: { purchase, balances } },
      paid ? 200 : 202,
    );
  }

  const busy = (error: unknown) => {
    const code = (error as { code?: string }).code;
    if (code === '55P03' || code === '40001' || code === '40P01') throw new ApiError(503, { content: m.unavailable, label: 'modal', level: 'warning' });
    throw error;
  };

  router.post(PURCHASE_PATH, requireMember(), validate('json', purchaseInput), async (c) => {
    const input = c.req.valid('json');
    const member = memberOf(c);
    if (input.card.exp_year * 12 + input.card.exp_month < now().getUTCFullYear() * 12 + now().getUTCMonth() + 1) {
      throw new ApiError(400, { content: m.expYear, label: 'string', level: 'warning' }, [{ path: 'card.exp_year', message: m.expYear }]);
    }
    const purchase = await deps.purchases
      .purchase(member.userId, {
        requestId: input.request_id,
        product: input.product,
        couponCode: input.coupon_code || null,
        card: { number: input.card.number, expMonth: input.card.exp_month, expYear: input.card.exp_year, cvc: input.card.cvc },
      })
      .catch(busy);
    return answer(c, member.userId, purchase);
  });

  /** A poll after 202, or a replayed confirmation: books the provider's answer once. */
  router.post(`${PURCHASE_PATH}:id/confirm/`, requireMember(), validate('param', idParam), async (c) => {
    const member = memberOf(c);
    const purchase = await deps.purchases.refresh(member.userId, c.req.valid('param').id).catch(busy);
    return answer(c, member.userId, purchase);
  });

  router.get(`${PURCHASE_PATH}:id/`, requireMember(), validate('param', idParam), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const purchase = await deps.purchases.receipt(memberOf(c).userId, c.req.valid('param').id);
    if (!purchase) throw new ApiError(404, { content: m.notFound, label: 'notfound', level: 'warning' });
    return c.json({ success: true, message: { content: '', label: 'string', level: 'info' }, data: { purchase } });
  });

  return router;
}

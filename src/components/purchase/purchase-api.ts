/** The purchase calls of /point/ and the analytics purchase event. */
import { purchaseMessages, type PurchaseView } from '#modules/wallet/client.ts';
import { csrfHeaders } from '../../lib/http/csrf.ts';
import { describeFailure } from '../../lib/http/form-post.ts';
import { answerOf, apiClient, pushEvent, type ApiCall } from '../../lib/http/index.ts';
import type { PanelBalances } from './PurchasePanelView.tsx';

export type PurchaseAnswer =
  | { ok: true; purchase: PurchaseView; balances: PanelBalances }
  | { ok: false; status?: number; message: string; fields: Record<string, string> };

const purchases = apiClient.payment.api.v1.purchase;

type Body = { success?: boolean; data?: { purchase: PurchaseView; balances: PanelBalances } };

async function send(call: (headers: Record<string, string>) => Promise<ApiCall>): Promise<PurchaseAnswer> {
  try {
    const answer = (await answerOf(call(await csrfHeaders()))) as Body;
    if (answer?.success && answer.data) return { ok: true, purchase: answer.data.purchase, balances: answer.data.balances };
    return { ok: false, message: purchaseMessages.failed, fields: {} };
  } catch (error) {
    return { ok: false, ...describeFailure(error, purchaseMessages.failed) };
  }
}

/**
 * Starts (or, with the same requestId, finds again) a purchase. The server prices it; the card stays with
 * the payment provider, only its single-use token is sent.
 */
export function startPurchase(input: { requestId: string; product: string; couponCode: string; token: string }): Promise<PurchaseAnswer> {
  const json = { request_id: input.requestId, product: input.product, coupon_code: input.couponCode || null, token: input.token };
  return send((headers) => purchases.index.$post({ json }, { headers }));
}

/** Asks the server to read a pending payment again. */
export const confirmPurchase = (id: string) => send((headers) => purchases[':id'].confirm.index.$post({ param: { id } }, { headers }));

/** The tag layer's purchase event (spec: currency JPY), once per purchase. */
export function pushPurchaseEvent(purchase: PurchaseView): void {
  pushEvent({
    event: 'purchase',
    ecommerce: {
      transaction_id: purchase.id,
      value: purchase.priceYen,
      currency: 'JPY',
      items: [{ item_id: purchase.product, item_name: purchase.productName, price: purchase.priceYen, quantity: 1 }],
    },
  });
}

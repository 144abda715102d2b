import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError, messages } from '#platform/http/api-error.ts';
import type { PaymentProvider } from './provider.ts';
import type { PurchaseService } from './purchase-service.ts';
import { verifyWebhook, WEBHOOK_SIGNATURE_HEADER } from './webhook-signature.ts';

export const PAYMENT_WEBHOOK_PATH = '/payment/api/v1/webhook/payment/';

export const webhookEvent = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['payment.succeeded', 'payment.declined', 'payment.processing', 'payment.expired']),
  data: z.object({ payment_id: z.string().min(1).max(100) }),
});

/**
 * The payment provider's webhook (server to server: no session, no CSRF; the signature is the
 * authentication). The event only says which payment changed: the purchase is read again from the
 * provider and booked through the same idempotent path as the client's confirmation and the job, so
 * a replayed or duplicated event credits nothing twice. Unknown payments are acknowledged (200) so the
 * provider stops retrying; a bad signature gets 400 and changes nothing. The signature is checked the
 * configured provider's way (its header and scheme); without one, the scheme of webhook-signature.ts.
 */
export function paymentWebhookRouter(deps: {
  purchases: Pick<PurchaseService, 'settleByPaymentId'>;
  secret: string | undefined;
  provider?: Pick<PaymentProvider, 'webhookSignatureHeader' | 'verifyWebhook'> | null;
}) {
  const header = deps.provider?.webhookSignatureHeader ?? WEBHOOK_SIGNATURE_HEADER;
  const verify = deps.provider ? deps.provider.verifyWebhook : verifyWebhook;
  const router = new Hono()
    .post(PAYMENT_WEBHOOK_PATH, async (c) => {
      c.header('Cache-Control', 'no-store');
      if (!deps.secret) throw new ApiError(404, { content: 'Not Found' });
      const body = await c.req.text();
      const check = verify(deps.secret, body, c.req.header(header));
      if (!check.ok) throw new ApiError(400, { content: `invalid signature (${check.reason})` });
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        throw new ApiError(400, { content: 'malformed JSON' });
      }
      const event = webhookEvent.safeParse(json);
      if (!event.success) throw new ApiError(400, { content: messages.invalidInput }, event.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
      const purchase = await deps.purchases.settleByPaymentId(event.data.data.payment_id);
      return c.json({ success: true, received: event.data.id, purchase: purchase ? { id: purchase.id, status: purchase.status } : null });
    });
  return router;
}

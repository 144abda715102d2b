export { purchaseEntities, WalletPurchase } from './entities/index.ts';
export { createPurchaseService, type PurchaseService, type PurchaseRequest } from './purchase-service.ts';
export { purchaseRouter, purchaseInput } from './purchase-router.ts';
export { createSandboxProvider, SANDBOX_CARDS } from './sandbox-provider.ts';
export { paymentProviderFromEnv, confirmTimeoutFromEnv } from './provider-from-env.ts';
export { ProviderTimeoutError, type CardDetails, type PaymentProvider, type ProviderPayment } from './provider.ts';
export * from './client.ts';
export { paymentWebhookRouter, webhookEvent, PAYMENT_WEBHOOK_PATH } from './webhook-router.ts';
export { signWebhook, verifyWebhook, WEBHOOK_SIGNATURE_HEADER } from './webhook-signature.ts';

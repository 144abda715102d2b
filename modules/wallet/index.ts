export { walletEntities, WalletAccount, WalletEntitlement, WalletEntry, WalletLot, WalletOperation, WalletTitleTicket } from './entities/index.ts';
export {
  createWalletService,
  type Balances,
  type ConsumeOutcome,
  type ConsumeRequest,
  type Credit,
  type GrantRequest,
  type StoryRef,
  type WalletService,
} from './wallet-service.ts';
export { walletRouter, checkInput, consumeInput } from './wallet-router.ts';
export { reconcileWallet, type Drift } from './reconcile.ts';
export { ASSETS, type Asset, type UnlockKind } from './assets.ts';
export * from './client.ts';
export { createPurchaseService, purchaseRouter, purchaseEntities, createSandboxProvider, paymentProviderFromEnv, confirmTimeoutFromEnv, SANDBOX_CARDS, type PurchaseService, type PaymentProvider } from './payments/index.ts';
export { createWalletHistory, type WalletHistory, type HeldCoupon } from './history.ts';
export { createPointExchange, type PointExchange, type ExchangeOutcome } from './exchange.ts';
export { myItemRouter, exchangeInput, historyQuery } from './history-router.ts';
export { seedDemoHistory } from './demo-history.ts';
export { titlePurchaseCounts } from './purchase-counts.ts';
export { seedDemoSales } from './demo-sales.ts';
export * from './history-labels.ts';
export * from './exchange-rules.ts';

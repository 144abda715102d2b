export { createCoinPackCatalog, type CoinPackCatalog, type CoinPackRecord } from './coin-pack-catalog.ts';
export { walletEntities, WalletAccount, WalletEntitlement, WalletEntry, WalletLot, WalletOperation, WalletTitleTicket } from './entities/index.ts';
export {
  createWalletService,
  type Balances,
  type ConsumeOutcome,
  type ConsumeRequest,
  type Credit,
  type GrantRequest,
  type MemberLedger,
  type StoryRef,
  type WalletService,
} from './wallet-service.ts';
export { walletRouter, checkInput, consumeInput } from './wallet-router.ts';
export { reconcileWallet, type Drift } from './reconcile.ts';
export { ASSETS, type Asset, type UnlockKind } from './assets.ts';
export * from './client.ts';
export { paymentWebhookRouter, PAYMENT_WEBHOOK_PATH, signWebhook, WEBHOOK_SIGNATURE_HEADER } from './payments/index.ts';
export { createPurchaseService, purchaseRouter, purchaseEntities, createSandboxProvider, paymentProviderFromEnv, confirmTimeoutFromEnv, SANDBOX_CARDS, SANDBOX_PREFIX, asSandbox, sandboxProviderApp, type PurchaseService, type PaymentProvider, type SandboxProvider } from './payments/index.ts';
export { createWalletHistory, type WalletHistory, type HeldCoupon } from './history.ts';
export { createPointExchange, type PointExchange, type ExchangeOutcome } from './exchange.ts';
export { myItemRouter, exchangeInput, historyQuery } from './history-router.ts';
export { titlePurchaseCounts } from './purchase-counts.ts';
export { importPastSales } from './import-sales.ts';
export * from './history-labels.ts';
export * from './exchange-rules.ts';
export { createTicketConversion, type TicketConversion, type TicketConversionOutcome } from './ticket-conversion.ts';
export { ticketConversionRouter, ticketConvertInput } from './ticket-conversion-router.ts';
export * from './ticket-conversion-rules.ts';
export { createWalletShelf, type WalletShelf, type ShelfEntitlement } from './shelf.ts';
export { createRewardGrants, type RewardGrants, type GrantedCredit } from './reward-grants.ts';
export { withLedgerTruncateAllowed } from './ledger-reset.ts';
export { WalletError, type WalletErrorCode, type WalletErrorDetails } from './wallet-errors.ts';
export { walletErrorMapping } from './http/wallet-error-mapping.ts';
export { onWalletCommit } from './sql-transaction.ts';

export { WalletPurchase, PAYMENT_METHODS, PURCHASE_KINDS, PURCHASE_STATUSES, type PurchaseKind, type PurchasePaymentMethod, type PurchaseStatus } from './wallet-purchase.ts';
import { WalletPurchase } from './wallet-purchase.ts';

export const purchaseEntities = [WalletPurchase];

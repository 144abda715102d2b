export { WalletPurchase, PURCHASE_KINDS, PURCHASE_STATUSES, type PurchaseKind, type PurchaseStatus } from './wallet-purchase.ts';
import { WalletPurchase } from './wallet-purchase.ts';

export const purchaseEntities = [WalletPurchase];

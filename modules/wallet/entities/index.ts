export { WalletAccount } from './wallet-account.ts';
export { WalletOperation } from './wallet-operation.ts';
export { WalletLot } from './wallet-lot.ts';
export { WalletEntry } from './wallet-entry.ts';
export { WalletTitleTicket } from './wallet-title-ticket.ts';
export { WalletEntitlement } from './wallet-entitlement.ts';
export { WalletCoinPack } from './wallet-coin-pack.ts';

import { WalletAccount } from './wallet-account.ts';
import { WalletOperation } from './wallet-operation.ts';
import { WalletLot } from './wallet-lot.ts';
import { WalletEntry } from './wallet-entry.ts';
import { WalletTitleTicket } from './wallet-title-ticket.ts';
import { WalletEntitlement } from './wallet-entitlement.ts';
import { WalletCoinPack } from './wallet-coin-pack.ts';

export const walletEntities = [WalletAccount, WalletOperation, WalletLot, WalletEntry, WalletTitleTicket, WalletEntitlement, WalletCoinPack];

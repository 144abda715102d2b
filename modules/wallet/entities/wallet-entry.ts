import { defineEntity, p } from '@mikro-orm/core';
import { ledgerImmutable } from './ledger-triggers.ts';
import { Title } from '#modules/catalogue/index.ts';
import { User } from '#modules/accounts/index.ts';
import { ASSET_CHECK, type Asset } from '../assets.ts';
import { WalletLot } from './wallet-lot.ts';
import { WalletOperation } from './wallet-operation.ts';

/** The ledger: one signed movement of one asset. Rows can never be updated or deleted (trigger). */
export const WalletEntrySchema = defineEntity({
  name: 'WalletEntry',
  tableName: 'wallet_entry',
  indexes: [
    { name: 'wallet_entry_user_asset_idx', properties: ['user', 'asset', 'createdAt'] },
    { name: 'wallet_entry_lot_idx', properties: ['lot'] },
    { name: 'wallet_entry_operation_idx', properties: ['operation'] },
  ],
  triggers: ledgerImmutable('wallet_entry'),
  properties: {
    id: p.bigint('number').primary(),
    operation: () => p.manyToOne(WalletOperation),
    user: () => p.manyToOne(User),
    asset: p.string().length(16).$type<Asset>().check(ASSET_CHECK),
    amount: p.integer().check('amount <> 0'),
    /** Why: purchase, grant, consume, expire, recover, initial... */
    reason: p.string().length(32),
    /** What it refers to: a payment id, `story:123`, `volume:45`, `lot:6`... */
    reference: p.string().length(200),
    lot: () => p.manyToOne(WalletLot).nullable().deleteRule('restrict'),
    /** The title of a 待てば¥0 ticket movement. */
    title: () => p.manyToOne(Title).nullable().deleteRule('restrict'),
    createdAt: p.datetime(),
  },
});

export class WalletEntry extends WalletEntrySchema.class {}
WalletEntrySchema.setClass(WalletEntry);

import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';
import { LOT_ASSET_CHECK, type LotAsset } from '../assets.ts';
import { WalletOperation } from './wallet-operation.ts';

/** A credit of coins or tickets that is spent down lot by lot (bonus first, soonest expiry first). */
export const WalletLotSchema = defineEntity({
  name: 'WalletLot',
  tableName: 'wallet_lot',
  indexes: [{ name: 'wallet_lot_spendable_idx', expression: 'create index "wallet_lot_spendable_idx" on "wallet_lot" ("user_id", "asset", "expires_at") where remaining > 0' }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User),
    operation: () => p.manyToOne(WalletOperation),
    asset: p.string().length(16).$type<LotAsset>().check(LOT_ASSET_CHECK),
    amount: p.integer().check('amount > 0'),
    remaining: p.integer().check('remaining >= 0 and remaining <= amount'),
    expiresAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export class WalletLot extends WalletLotSchema.class {}
WalletLotSchema.setClass(WalletLot);

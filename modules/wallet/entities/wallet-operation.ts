import { defineEntity, p } from '@mikro-orm/core';
import { ledgerImmutable } from './ledger-triggers.ts';
import { User } from '#modules/accounts/index.ts';

/**
 * One business operation (a purchase credit, a consume, an expiry run...) grouping its ledger entries.
 * idempotencyKey makes a repeated grant (e.g. the same provider payment id) a no-op. Immutable (trigger).
 */
export const WalletOperationSchema = defineEntity({
  name: 'WalletOperation',
  tableName: 'wallet_operation',
  triggers: ledgerImmutable('wallet_operation'),
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User),
    kind: p.string().length(32),
    idempotencyKey: p.string().length(200).nullable().unique('wallet_operation_idempotency_key_unique'),
    createdAt: p.datetime(),
  },
});

export class WalletOperation extends WalletOperationSchema.class {}
WalletOperationSchema.setClass(WalletOperation);

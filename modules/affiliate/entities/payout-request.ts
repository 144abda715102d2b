import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';
import { PayoutExportBatch } from './payout-export-batch.ts';
import { PAYOUT_METHOD_CHECK, PAYOUT_STATUS_CHECK, type PayoutMethod, type PayoutStatus } from '../payout-rules.ts';

/**
 * A member's request to be paid their affiliate earnings (decision 052). The amount left their
 * affiliate balance in the transaction that wrote this row (`request_id` is the idempotency key); a
 * return gives it back once. The account number is stored only encrypted (AES-GCM, `key_id` names the
 * key) with its last three digits for the masked display.
 */
export const PayoutRequestSchema = defineEntity({
  name: 'PayoutRequest',
  tableName: 'payout_request',
  indexes: [
    { name: 'payout_request_user_idx', properties: ['user', 'createdAt'] },
    { name: 'payout_request_status_idx', properties: ['status', 'createdAt'] },
    { name: 'payout_request_export_batch_idx', properties: ['exportBatch'] },
  ],
  checks: [{ name: 'payout_request_amounts_check', expression: 'amount > 0 and fee >= 0 and fee < amount' }],
  properties: {
    id: p.integer().primary(),
    requestId: p.string().length(64).unique('payout_request_request_id_unique'),
    user: () => p.manyToOne(User).deleteRule('restrict'),
    method: p.string().length(16).$type<PayoutMethod>().check(PAYOUT_METHOD_CHECK),
    amount: p.integer(),
    fee: p.integer(),
    bankCode: p.string().length(4).nullable(),
    bankName: p.string().length(60).nullable(),
    branchCode: p.string().length(3).nullable(),
    branchName: p.string().length(60).nullable(),
    accountType: p.string().length(8).nullable(),
    accountNumberEnc: p.text().nullable(),
    accountLast3: p.string().length(3).nullable(),
    holderKana: p.string().length(60).nullable(),
    dotmoneyAccount: p.string().length(64).nullable(),
    status: p.string().length(16).$type<PayoutStatus>().check(PAYOUT_STATUS_CHECK),
    returnReason: p.string().length(200).nullable(),
    /** The 全銀 file that lists this bank request; null until it is exported (at most once). */
    exportBatch: () => p.manyToOne(PayoutExportBatch).nullable().deleteRule('no action').updateRule('no action'),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export class PayoutRequest extends PayoutRequestSchema.class {}
PayoutRequestSchema.setClass(PayoutRequest);

import { defineEntity, p } from '@mikro-orm/core';

/**
 * One 全銀 総合振込 file as staff made it (issue 29 item 5): the bank requests it lists carry its id,
 * so each is in one file at most; downloading it again rebuilds the same bytes from those requests.
 * `transferDate` is the file header's transfer day (JST, YYYY-MM-DD); `createdBy` the staff member.
 */
export const PayoutExportBatchSchema = defineEntity({
  name: 'PayoutExportBatch',
  tableName: 'payout_export_batch',
  checks: [{ name: 'payout_export_batch_totals_check', expression: 'transfer_count > 0 and total_amount > 0' }],
  properties: {
    id: p.integer().primary().autoincrement(),
    createdAt: p.datetime(),
    createdBy: p.integer(),
    transferCount: p.integer(),
    totalAmount: p.bigint('number'),
    transferDate: p.string().length(10),
  },
});

export class PayoutExportBatch extends PayoutExportBatchSchema.class {}
PayoutExportBatchSchema.setClass(PayoutExportBatch);

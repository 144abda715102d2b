import { defineEntity, p } from '@mikro-orm/core';
import { PayoutRequest } from './payout-request.ts';

/** Every status a payout request took, who set it (the member or a staff member) and when. */
export const PayoutHistorySchema = defineEntity({
  name: 'PayoutHistory',
  tableName: 'payout_history',
  indexes: [{ name: 'payout_history_request_idx', properties: ['request', 'at'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    request: () => p.manyToOne(PayoutRequest).deleteRule('cascade'),
    status: p.string().length(16),
    actorUserId: p.integer(),
    actorRole: p.string().length(8),
    note: p.string().length(200).nullable(),
    at: p.datetime(),
  },
});

export class PayoutHistory extends PayoutHistorySchema.class {}
PayoutHistorySchema.setClass(PayoutHistory);

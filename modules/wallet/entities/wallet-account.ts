import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';

/**
 * A member's balances. Changed only together with their ledger entries (ledger.ts), under a row lock
 * on this row; the CHECK constraints make a negative balance impossible whatever the code does.
 */
export const WalletAccountSchema = defineEntity({
  name: 'WalletAccount',
  tableName: 'wallet_account',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('restrict'),
    paidCoin: p.integer().default(0).check('paid_coin >= 0'),
    bonusCoin: p.integer().default(0).check('bonus_coin >= 0'),
    point: p.integer().default(0).check('point >= 0'),
    ticket: p.integer().default(0).check('ticket >= 0'),
    premiumTicket: p.integer().default(0).check('premium_ticket >= 0'),
    coupon: p.integer().default(0).check('coupon >= 0'),
    /** Affiliate earnings in JPY (decision 052). */
    affiliateYen: p.integer().default(0).check('affiliate_yen >= 0'),
    premiumUntil: p.datetime().nullable(),
    firstPaidAt: p.datetime().nullable(),
    updatedAt: p.datetime(),
  },
});

export class WalletAccount extends WalletAccountSchema.class {}
WalletAccountSchema.setClass(WalletAccount);

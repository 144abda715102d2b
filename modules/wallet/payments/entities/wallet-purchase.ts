import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';

export const PURCHASE_STATUSES = ['pending', 'paid', 'declined', 'failed', 'expired'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
export const PURCHASE_KINDS = ['coin', 'premium'] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];
export const PAYMENT_METHODS = ['card', 'konbini', 'carrier'] as const;
export type PurchasePaymentMethod = (typeof PAYMENT_METHODS)[number];

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * One purchase through the payment provider, with every amount the server computed when it began.
 * Pending until the provider says succeeded (credited once: the ledger's idempotency key is the
 * provider's charge id) or declined (a konbini or carrier payment not made in time: expired). Card data
 * never reaches the server: the browser gives it to the provider, the server holds the provider's
 * single-use token until the charge is known, and the card's last four digits from the charge.
 */
export const WalletPurchaseSchema = defineEntity({
  name: 'WalletPurchase',
  tableName: 'wallet_purchase',
  uniques: [{ name: 'wallet_purchase_request_unique', properties: ['user', 'requestId'] }],
  indexes: [{ name: 'wallet_purchase_pending_idx', expression: `create index "wallet_purchase_pending_idx" on "wallet_purchase" ("created_at") where status = 'pending'` }],
  properties: {
    id: p.integer().primary(),
    publicId: p.uuid().unique('wallet_purchase_public_id_unique'),
    user: () => p.manyToOne(User),
    /** The client's id for this attempt: a double submit finds the first purchase. */
    requestId: p.uuid(),
    kind: p.string().length(16).$type<PurchaseKind>().check(`kind in (${list(PURCHASE_KINDS)})`),
    product: p.string().length(32),
    priceYen: p.integer().check('price_yen > 0'),
    paidCoins: p.integer().default(0).check('paid_coins >= 0'),
    bonusCoins: p.integer().default(0).check('bonus_coins >= 0'),
    couponCode: p.string().length(32).nullable(),
    couponBonusCoins: p.integer().default(0).check('coupon_bonus_coins >= 0'),
    premiumTickets: p.integer().default(0).check('premium_tickets >= 0'),
    provider: p.string().length(32),
    providerPaymentId: p.string().length(100).nullable().unique('wallet_purchase_provider_payment_id_unique'),
    status: p.string().length(16).$type<PurchaseStatus>().check(`status in (${list(PURCHASE_STATUSES)})`),
    cardLast4: p.string().length(4).nullable(),
    paymentMethod: p.string().length(16).default('card').$type<PurchasePaymentMethod>().check(`payment_method in (${list(PAYMENT_METHODS)})`),
    /** The provider's single-use token, kept only until the provider's charge id is known. */
    paymentToken: p.string().length(100).nullable(),
    /** What a pending konbini or carrier payment asks of the member (payment code, deadline, page). */
    paymentInstructions: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime(),
    settledAt: p.datetime().nullable(),
  },
});

export class WalletPurchase extends WalletPurchaseSchema.class {}
WalletPurchaseSchema.setClass(WalletPurchase);

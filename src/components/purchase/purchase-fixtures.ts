import type { PurchaseView, UsableCoupon } from '#modules/wallet/client.ts';
import type { PanelBalances } from './PurchasePanelView.tsx';

export const memberBalances: PanelBalances = { userCoin: 320, userBonusCoin: 20, userPremium: false, premiumUserTicketRemained: 0 };

export const rateCoupon: UsableCoupon = { couponCode: 'YOMIBA20', couponName: 'コイン20%増量クーポン', additionalCoinRate: 20, itemPriceWithoutCoupon: null, expireDate: '2026-12-31T15:00:00.000Z' };

export const paidPurchase: PurchaseView = {
  id: '6f1c1a52-4f55-4a8e-9d51-2b7d9f0a1c11',
  status: 'paid',
  kind: 'coin',
  product: 'coin_1000',
  productName: '1,000コイン',
  priceYen: 1000,
  paidCoins: 1000,
  bonusCoins: 30,
  couponCode: null,
  couponBonusCoins: 0,
  premiumTickets: 0,
  cardLast4: '4242',
  paymentMethod: 'card',
  instructions: null,
  createdAt: '2026-11-22T04:05:00.000Z',
  settledAt: '2026-11-22T04:05:01.000Z',
};

/** A konbini payment waiting to be paid at the store (the provider's payment code and deadline). */
export const konbiniPurchase: PurchaseView = {
  ...paidPurchase,
  id: '0b6f3f0e-8d7e-4c5a-9a37-4f7e2c1d9e02',
  status: 'pending',
  cardLast4: null,
  paymentMethod: 'konbini',
  settledAt: null,
  instructions: { type: 'konbini', store: 'lawson', paymentCode: '12345678901', expiresAt: '2026-11-25T14:59:00.000Z', instructionsUrl: '/api/sandbox-pay/v1/konbini/ch_0123456789abcdef0123456789abcdef/' },
};

/** A carrier payment waiting for the member's approval on the carrier's page. */
export const carrierPurchase: PurchaseView = {
  ...konbiniPurchase,
  id: '5d0c8a1e-2b9f-4e3a-8c61-7a2b9d4e1f03',
  paymentMethod: 'carrier',
  instructions: { type: 'redirect', carrier: 'docomo', url: '/api/sandbox-pay/v1/carrier/ch_0123456789abcdef0123456789abcdef/', expiresAt: '2026-11-22T04:35:00.000Z' },
};

import type { PurchaseView, UsableCoupon } from '../../../modules/wallet/client.ts';
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
  createdAt: '2026-11-22T04:05:00.000Z',
  settledAt: '2026-11-22T04:05:01.000Z',
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PurchasePanelView } from '../src/components/purchase/PurchasePanelView.tsx';
import { memberBalances, paidPurchase, rateCoupon } from '../src/components/purchase/purchase-fixtures.ts';
import '../src/components/purchase/purchase.css';

/** /point/'s purchase panel in each state: choosing, paying, declined, timed out (pending), done. */
const meta = {
  title: 'Purchase/PurchasePanel',
  component: PurchasePanelView,
  args: {
    coupons: [],
    balances: memberBalances,
    product: 'coin_1000',
    couponCode: '',
    card: { number: '', expiry: '', cvc: '' },
    state: { kind: 'choosing' },
    interactive: true,
    sandbox: true,
    onProduct: fn(),
    onCoupon: fn(),
    onCard: fn(),
    onPay: fn(),
    onCheck: fn(),
    onAgain: fn(),
  },
} satisfies Meta<typeof PurchasePanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a pack: every pack with its bonus, the premium plan, the card and the sandbox hint. */
export const Choosing: Story = {
  parameters: {
    expectedText: ['保有コイン', '320コイン', 'うちボーナス 20コイン', '120コイン', '10,000コイン', '+1,000コインボーナス', '読み場プレミアム（月額）', '¥550/月', 'カード番号', '4242 4242 4242 4242', '¥1,000を支払う'],
    expectedRole: 'radio',
  },
};

/** A coupon the member holds adds coins to the chosen pack. */
export const WithCoupon: Story = {
  args: { coupons: [rateCoupon], couponCode: 'YOMIBA20' },
  parameters: { expectedText: ['クーポン', 'クーポンで200コインを追加でプレゼント'], expectedRole: 'combobox' },
};

/** Field problems from the server, under their fields. */
export const InvalidCard: Story = {
  args: { state: { kind: 'choosing', fields: { 'card.number': 'カード番号が正しくありません。', 'card.cvc': 'セキュリティコードが正しくありません。' } } },
  parameters: { expectedText: ['カード番号が正しくありません。', 'セキュリティコードが正しくありません。'] },
};

/** Paying: the form is locked and the button says so. */
export const Paying: Story = {
  args: { state: { kind: 'paying' }, card: { number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' } },
  parameters: { expectedText: ['お支払い処理中…'] },
};

/** The card was declined: the Japanese error, the form open for another card. */
export const Declined: Story = {
  args: { state: { kind: 'declined', message: 'カードの決済ができませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。' } },
  parameters: { expectedText: ['カードの決済ができませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。', '¥1,000を支払う'], expectedRole: 'alert' },
};

/** The provider did not answer in time: pending, checked again. */
export const TimedOut: Story = {
  args: { state: { kind: 'pending', message: 'お支払いの確認に時間がかかっています。確認が取れしだい反映されます。', checking: false } },
  parameters: { expectedText: ['お支払いの確認に時間がかかっています。確認が取れしだい反映されます。', 'お支払い状況を確認する'], expectedRole: 'status' },
};

/** Done: what was added, the new balance and the receipt. */
export const Done: Story = {
  args: { state: { kind: 'done', purchase: paidPurchase }, balances: { ...memberBalances, userCoin: 1350, userBonusCoin: 50 } },
  parameters: { expectedText: ['お支払いが完了しました', '1,030コインを追加しました（有償 1,000コイン、ボーナス 30コイン）。', '1,350コイン', '領収書を見る', '続けて購入する'] },
};

/** Done with the premium plan. */
export const PremiumDone: Story = {
  args: {
    state: { kind: 'done', purchase: { ...paidPurchase, kind: 'premium', product: 'premium_monthly', productName: '読み場プレミアム（月額）', priceYen: 550, paidCoins: 0, bonusCoins: 0, premiumTickets: 5 } },
    balances: { ...memberBalances, userPremium: true, premiumUserTicketRemained: 5 },
  },
  parameters: { expectedText: ['プレミアム会員になりました。プレミアムチケット5枚を追加しました。', 'プレミアム会員（プレミアムチケット 5枚）'] },
};

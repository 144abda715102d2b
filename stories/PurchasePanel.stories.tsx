import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PurchasePanelView } from '#src/components/purchase/PurchasePanelView.tsx';
import { carrierPurchase, konbiniPurchase, memberBalances, paidPurchase, rateCoupon } from '#src/components/purchase/purchase-fixtures.ts';
import '#src/components/purchase/purchase.css';

/**
 * Stands in for the payment provider's frame (its own page, with the card fields): stories show where
 * it sits, not the provider's page itself.
 */
const providerFrame = (
  <div className="purchase__frame" style={{ border: '1px dashed #b7c4c4', borderRadius: 8, padding: 12, boxSizing: 'border-box' }}>
    決済代行会社の入力欄（クレジットカード・コンビニ払い・キャリア決済）
  </div>
);

/** /point/'s purchase panel in each state: choosing, paying, declined, pending (timed out, konbini, carrier), done. */
const meta = {
  title: 'Purchase/PurchasePanel',
  component: PurchasePanelView,
  args: {
    coupons: [],
    balances: memberBalances,
    product: 'coin_1000',
    couponCode: '',
    state: { kind: 'choosing' },
    interactive: true,
    sandbox: true,
    paymentFrame: providerFrame,
    method: 'card',
    onProduct: fn(),
    onCoupon: fn(),
    onPay: fn(),
    onCheck: fn(),
    onAgain: fn(),
  },
} satisfies Meta<typeof PurchasePanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a pack: every pack with its bonus, the premium plan, the provider's frame and the sandbox hint. */
export const Choosing: Story = {
  parameters: {
    expectedText: ['保有コイン', '320コイン', 'うちボーナス 20コイン', '120コイン', '10,000コイン', '+1,000コインボーナス', '読み場プレミアム（月額）', '月額¥550（税込）', 'お支払い情報', 'カード番号', '4242 4242 4242 4242', '決済代行会社の入力欄', '¥1,000（税込）を支払う'],
    expectedRole: 'radio',
  },
};

/** A coupon the member holds adds coins to the chosen pack. */
export const WithCoupon: Story = {
  args: { coupons: [rateCoupon], couponCode: 'YOMIBA20' },
  parameters: { expectedText: ['クーポン', 'クーポンで200コインを追加でプレゼント'], expectedRole: 'combobox' },
};

/** Before hydration (first paint): the frame's place is kept, the pay button waits. */
export const FrameLoading: Story = {
  args: { paymentFrame: undefined, interactive: false },
  parameters: { expectedText: ['お支払い情報の入力欄を準備しています…', '¥1,000（税込）を支払う'] },
};

/** No payment provider is configured: nothing can be bought, and the panel says so. */
export const NoProvider: Story = {
  args: { paymentFrame: null, sandbox: false },
  parameters: { expectedText: ['現在コインを購入できません。しばらくしてから再度お試しください。'], expectedRole: 'alert' },
};

/** The provider's frame refused the details (its own field messages sit in the frame); the panel says what it said. */
export const FrameRefused: Story = {
  args: { state: { kind: 'choosing', message: 'カード番号が正しくありません。' } },
  parameters: { expectedText: ['カード番号が正しくありません。'], expectedRole: 'alert' },
};

/** Konbini chosen in the provider's frame: the button says how the member pays. */
export const KonbiniChosen: Story = {
  args: { method: 'konbini' },
  parameters: { expectedText: ['¥1,000（税込）をコンビニで支払う'] },
};

/** Paying: the form is locked and the button says so. */
export const Paying: Story = {
  args: { state: { kind: 'paying' } },
  parameters: { expectedText: ['お支払い処理中…'] },
};

/** The card was declined: the Japanese error, the form open for another card. */
export const Declined: Story = {
  args: { state: { kind: 'declined', message: 'カードの決済ができませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。' } },
  parameters: { expectedText: ['カードの決済ができませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。', '¥1,000（税込）を支払う'], expectedRole: 'alert' },
};

/** The provider did not answer in time: pending, checked again. */
export const TimedOut: Story = {
  args: { state: { kind: 'pending', message: 'お支払いの確認に時間がかかっています。確認が取れしだい反映されます。', checking: false } },
  parameters: { expectedText: ['お支払いの確認に時間がかかっています。確認が取れしだい反映されます。', 'お支払い状況を確認する'], expectedRole: 'status' },
};

/** A konbini payment waits at the store: the payment code, the amount and the deadline in Japan time. */
export const KonbiniPending: Story = {
  args: { state: { kind: 'pending', message: 'コンビニでのお支払いをお待ちしています。支払期限までに店頭でお支払いください。お支払いが確認されしだい反映されます。', checking: false, purchase: konbiniPurchase } },
  parameters: {
    expectedText: ['コンビニでのお支払いをお待ちしています。', 'ローソン', 'お支払い番号', '12345678901', '支払期限', '2026年11月25日 23:59', 'お支払い方法の案内を開く（決済代行会社のページ）', 'お支払い状況を確認する'],
    expectedRole: 'status',
  },
};

/** A carrier payment waits for the member's approval on the carrier's page. */
export const CarrierPending: Story = {
  args: { state: { kind: 'pending', message: 'キャリアの画面でお支払いを承認してください。承認が確認されしだい反映されます。', checking: false, purchase: carrierPurchase } },
  parameters: { expectedText: ['キャリアの画面でお支払いを承認してください。', 'ドコモ払いの画面へ進む', '承認期限：2026年11月22日 13:35'], expectedRole: 'status' },
};

/** A konbini or carrier payment not made by its deadline. */
export const Expired: Story = {
  args: { state: { kind: 'declined', message: '支払期限が過ぎたため、このご注文は取り消されました。' } },
  parameters: { expectedText: ['支払期限が過ぎたため、このご注文は取り消されました。'], expectedRole: 'alert' },
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

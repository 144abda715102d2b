import type { Meta, StoryObj } from '@storybook/react-vite';
import { BalancePanel } from '#src/components/myitem/BalancePanel.tsx';
import { CouponList, type CouponRow } from '#src/components/myitem/CouponList.tsx';
import { HistoryList } from '#src/components/myitem/HistoryList.tsx';
import { UnlockList } from '#src/components/myitem/UnlockList.tsx';
import type { BalanceSummary, HistoryPage } from '#modules/wallet/client.ts';

const summary: BalanceSummary = {
  coin: 530,
  paidCoin: 300,
  bonusCoin: 230,
  nextBonusExpiry: { amount: 30, expiresAt: '2026-12-22T03:00:00.000Z' },
  point: 50,
  pointLots: [
    { amount: 5, remaining: 5, grantedAt: '2026-11-20T01:00:00.000Z', expiresAt: '2026-12-20T15:00:00.000Z' },
    { amount: 45, remaining: 45, grantedAt: '2026-11-01T01:00:00.000Z', expiresAt: null },
  ],
  expiredPoints: [{ amount: 3, expiresAt: '2026-11-24T15:00:00.000Z' }],
  exchangeablePoint: 0,
  ticket: 5,
  premiumTicket: 10,
  premiumTicketExpireDays: 12,
  coupon: 1,
  premium: true,
};

const coinHistory: HistoryPage = {
  kind: 'coin',
  page: 1,
  perPage: 20,
  total: 4,
  maxPage: 1,
  items: [
    { id: 4, kind: 'exchange', label: 'ポイント交換', detail: 'ポイントからの交換', amount: 0, bonusAmount: 200, createdAt: '2026-11-22T04:00:00.000Z' },
    { id: 3, kind: 'expire', label: '失効', detail: '有効期限切れ', amount: 0, bonusAmount: -50, createdAt: '2026-11-01T00:00:00.000Z' },
    { id: 2, kind: 'consume', label: '消費', detail: '星降る町の図書館 第3話', amount: -30, bonusAmount: -30, createdAt: '2026-10-20T12:30:00.000Z' },
    { id: 1, kind: 'purchase', label: '購入', detail: 'コイン購入', amount: 300, bonusAmount: 30, createdAt: '2026-10-08T09:15:00.000Z' },
  ],
};

const coupon = (overrides: Partial<CouponRow>): CouponRow => ({
  couponCode: 'YOMIBA20',
  couponName: 'コイン20%増量クーポン',
  description: 'コイン購入時にボーナスコインが20%増量。期間中1回ご利用いただけます。',
  expireDate: '2026-12-31T14:59:59.000Z',
  quantity: 1,
  bonusQuantity: 0,
  leftSecond: 0,
  isCouponExpired: false,
  additionalCoinRate: 20,
  itemPriceWithoutCoupon: null,
  remainedDays: 3,
  remainedHours: 4,
  remainedMinutes: 12,
  usedDate: null,
  usedDateText: '',
  state: 'valid',
  wideImageUrl: '',
  held: 1,
  ...overrides,
});

/** The /myitem/ panels: balances, history, coupons. */
const meta = { title: 'MyItem/Panels', component: BalancePanel, args: { summary } } satisfies Meta<typeof BalancePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Balances: coins split paid/bonus with the next bonus expiry, points, tickets, coupons. */
export const Balances: Story = {
  parameters: { expectedText: ['530', '有償コイン', 'ボーナスコイン', '2026年12月22日に30ボーナスコインが失効します', '50', 'ポイントを交換する', 'プレミアムチケットはあと12日で失効します', '保有クーポンを見る'] },
};

/** A new member: everything at zero, no expiry line. */
export const EmptyBalances: Story = {
  args: { summary: { ...summary, coin: 0, paidCoin: 0, bonusCoin: 0, nextBonusExpiry: null, point: 0, pointLots: [], expiredPoints: [], ticket: 0, premiumTicket: 0, coupon: 0, premium: false } },
  parameters: { expectedText: ['ポイントは100ポイントからボーナスコインに交換できます。', 'コインを購入する'] },
};

/** The coin history: 購入, 消費 (bonus first), 失効, ポイント交換. */
export const CoinHistory: Story = {
  render: () => <HistoryList history={coinHistory} />,
  parameters: { expectedText: ['購入', '+300コイン', 'ボーナス+30コイン', '消費', '星降る町の図書館 第3話', '−30コイン', '失効', 'ボーナス−50コイン', 'ポイント交換', '2026年10月8日 18:15'] },
};

/** The point history. */
export const PointHistory: Story = {
  render: () => (
    <HistoryList
      history={{
        ...coinHistory,
        kind: 'point',
        items: [
          { id: 6, kind: 'exchange', label: 'ポイント交換', detail: 'ボーナスコインへ交換', amount: -200, bonusAmount: 0, createdAt: '2026-11-22T04:00:00.000Z' },
          { id: 5, kind: 'grant', label: '付与', detail: 'ログインボーナス', amount: 250, bonusAmount: 0, createdAt: '2026-11-20T04:00:00.000Z' },
        ],
      }}
    />
  ),
  parameters: { expectedText: ['ボーナスコインへ交換', '−200pt', 'ログインボーナス', '+250pt'] },
};

/** No history yet. */
export const EmptyHistory: Story = {
  render: () => <HistoryList history={{ ...coinHistory, items: [], total: 0 }} />,
  parameters: { expectedText: ['コインの履歴はまだありません。'] },
};

/** Coupons: valid with the time left, used, expired. */
export const Coupons: Story = {
  render: () => (
    <CouponList
      coupons={[
        coupon({}),
        coupon({ couponCode: 'STORE30UP', couponName: 'ストア限定 30%増量クーポン', state: 'used', held: 0, usedDateText: '2026年11月10日に使用' }),
        coupon({ couponCode: 'OLD10', couponName: '夏のコイン10%増量クーポン', state: 'expired', expireDate: '2026-08-31T14:59:59.000Z', remainedDays: 0, remainedHours: 0, remainedMinutes: 0 }),
      ]}
    />
  ),
  parameters: { expectedText: ['利用可能', '有効期限まであと3日4時間12分', 'このクーポンでコインを購入', '使用済み', '2026年11月10日に使用', '期限切れ', '2026年8月31日に有効期限が切れました'] },
};

/** No coupons. */
export const NoCoupons: Story = {
  render: () => <CouponList coupons={[]} />,
  parameters: { expectedText: ['保有しているクーポンはありません。'] },
};

/** The episodes bought or rented lately. */
export const Unlocks: Story = {
  render: () => (
    <UnlockList
      now={Date.parse('2026-11-22T04:00:00.000Z')}
      unlocks={[
        { kind: 'wait_free', label: '待てば¥0', titleCode: 'YB000002', titleName: '海辺のパン屋', volumeSerialNumber: 1, storyNumber: 4, createdAt: '2026-11-21T04:00:00.000Z', expiresAt: '2026-11-24T04:00:00.000Z', ended: false },
        { kind: 'coin', label: 'コインで購入', titleCode: 'YB000001', titleName: '星降る町の図書館', volumeSerialNumber: 1, storyNumber: 3, createdAt: '2026-10-20T12:30:00.000Z', expiresAt: null, ended: false },
        { kind: 'volume', label: '巻をまとめて購入', titleCode: 'YB000003', titleName: '鉄の庭', volumeSerialNumber: 2, storyNumber: null, createdAt: '2026-10-01T00:00:00.000Z', expiresAt: null, ended: false },
        { kind: 'ticket', label: 'チケット', titleCode: 'YB000002', titleName: '海辺のパン屋', volumeSerialNumber: 1, storyNumber: 2, createdAt: '2026-09-01T00:00:00.000Z', expiresAt: '2026-09-04T00:00:00.000Z', ended: true },
      ]}
    />
  ),
  parameters: { expectedText: ['購入・レンタルした作品', '海辺のパン屋 第4話', 'レンタル中（あと2日）', '購入済み', '鉄の庭 第2巻', 'レンタル終了'] },
};

/** Nothing bought or rented yet. */
export const NoUnlocks: Story = {
  render: () => <UnlockList now={Date.now()} unlocks={[]} />,
  parameters: { expectedText: ['まだありません。'] },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { CouponConsole } from '#src/components/staff/CouponConsole.tsx';
import { CouponEditor } from '#src/components/staff/CouponEditor.tsx';
import { draftView } from './draft-fixtures.ts';
import { giftCoupon } from './reward-staff-fixtures.ts';
import { inStaffFrame } from './staff-frame.tsx';

/** /staff/item/'s gift coupon form and list (decision 067): what redeeming gives, codes, limits, window in JST; dry run with 景品表示法; conflict. */
const meta = {
  title: 'Staff/CouponEditor',
  component: CouponEditor,
  decorators: [inStaffFrame],
  args: { coupon: null },
} satisfies Meta<typeof CouponEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const couponDraft = draftView({ objectType: 'coupon', objectLabel: 'クーポン', objectId: '5', value: { ...giftCoupon, couponName: 'クリスマス200コインプレゼント', bonusQuantity: 200 }, changes: [{ field: 'bonusQuantity', before: 100, after: 200 }] });
const trashedCoupon = { ...giftCoupon, id: 6, couponCode: 'AUTUMN2026', couponName: '秋のコインプレゼント', codes: [], deletedAt: '2026-11-28T01:30:00.000Z' };

export const Empty: Story = {
  parameters: { expectedText: ['新しいクーポン', 'コードと上限', 'コードを生成して追加', '受け取り期間（日本時間 JST）', '変更内容を確認する'] },
};

export const Filled: Story = {
  args: { coupon: giftCoupon },
  parameters: { expectedText: ['クーポン #5 を編集（第1版）', '変更できません', '3個のコード'] },
};

export const ForBuyers: Story = {
  args: { coupon: { ...giftCoupon, distribution: 'purchase', purchaseYen: 1000, bonusQuantity: 200 } },
  parameters: { expectedText: ['コードが付く購入の最低額（円・税込）', '総付景品の上限'] },
};

export const Invalid: Story = {
  args: { initial: { errors: { coupon_code: 'クーポンコードは半角英数字・「-」「_」の8〜32文字で入力してください', per_member_limit: '1人が使えるコードの数は1以上にしてください' }, formError: '入力内容に誤りがあります。' } },
  parameters: { expectedText: ['クーポンコードは半角英数字・「-」「_」の8〜32文字で入力してください', '1人が使えるコードの数は1以上にしてください'], expectedRole: 'alert' },
};

export const DryRunPassed: Story = {
  args: { coupon: giftCoupon, initial: { dryRun: { changes: [{ field: 'totalLimit', before: 5000, after: 10000 }], problems: [] } } },
  parameters: { expectedText: ['保存前の確認（まだ保存されていません）', '全体の上限（回）', '10,000回', '問題はありません'], expectedRole: 'status' },
};

export const DryRunRefusedByLaw: Story = {
  args: {
    initial: {
      dryRun: {
        changes: [
          { field: 'distribution', before: null, after: 'purchase' },
          { field: 'bonusQuantity', before: null, after: 300 },
        ],
        problems: [{ path: 'bonus_quantity', message: '「ボーナスコイン300枚」の価額が総付景品の上限（200円）を超えています。' }],
      },
    },
  },
  parameters: { expectedText: ['コードの配り方', '総付景品の上限（200円）を超えています。'], expectedRole: 'alert' },
};

export const Conflict: Story = {
  args: {
    coupon: giftCoupon,
    initial: { formError: 'ほかのスタッフが先にこの内容を保存しました。', conflict: { current: { ...giftCoupon, bonusQuantity: 50 }, currentVersion: 2, yours: { ...giftCoupon, bonusQuantity: 200 }, yourVersion: 1 } },
  },
  parameters: { expectedText: ['ほかのスタッフが先に保存しました', 'あなたの内容で上書きする'], expectedRole: 'alert' },
};

export const Saving: Story = {
  args: { coupon: giftCoupon, initial: { status: 'saving', dryRun: { changes: [], problems: [] } } },
  parameters: { expectedText: ['保存中…'] },
};

export const Saved: Story = {
  args: { coupon: giftCoupon, initial: { status: 'saved' } },
  parameters: { expectedText: ['保存しました（第1版）。'], expectedRole: 'status' },
};

export const Listed: Story = {
  render: () => <CouponConsole coupons={[giftCoupon]} now="2026-12-01T03:00:00.000Z" />,
  parameters: { expectedText: ['クリスマス100コインプレゼント', 'XMAS-7KQ2-M9PA', 'ほか2個', 'クーポン1枚・ボーナスコイン100枚・購入時+10%（すべてのパック）', '1人1回・全体5,000回', '受け取り期間中'] },
};

export const ListEmpty: Story = {
  render: () => <CouponConsole coupons={[]} now="2026-12-01T03:00:00.000Z" />,
  parameters: { expectedText: ['受け取れるクーポンはありません（ゴミ箱を除く）。', 'ゴミ箱は空です。', '下書きはありません。'] },
};

export const Drafted: Story = {
  args: { coupon: giftCoupon, draft: couponDraft, initial: { draft: { status: 'saved' } } },
  parameters: { expectedText: ['下書き #21 を編集しています', '下書きを保存しました（下書き #21）。公開はされていません。', '下書き保存'], expectedRole: 'status' },
};

export const DraftSaving: Story = {
  args: { coupon: giftCoupon, initial: { draft: { status: 'saving' } } },
  parameters: { expectedText: ['下書きを保存中…'] },
};

export const DraftRefused: Story = {
  args: { coupon: giftCoupon, draft: couponDraft, initial: { draft: { error: 'この下書きはほかのスタッフが先に変更しました。' } } },
  parameters: { expectedText: ['この下書きはほかのスタッフが先に変更しました。'], expectedRole: 'alert' },
};

export const ListedWithTrashAndDraft: Story = {
  render: () => <CouponConsole coupons={[giftCoupon, trashedCoupon]} now="2026-12-01T03:00:00.000Z" drafts={[couponDraft]} />,
  parameters: { expectedText: ['ゴミ箱へ', 'ゴミ箱（1件）', '秋のコインプレゼント', 'AUTUMN2026', '2026/11/28 10:30 (JST)', '元に戻す', '下書き #21（クーポン #5）', '今すぐ公開する'] },
};

export const Trashed: Story = {
  render: () => <CouponConsole coupons={[trashedCoupon]} now="2026-12-01T03:00:00.000Z" message="「秋のコインプレゼント」をゴミ箱に移しました。元に戻すまで公開されません。" />,
  parameters: { expectedText: ['をゴミ箱に移しました。元に戻すまで公開されません。', '受け取れるクーポンはありません（ゴミ箱を除く）。', '元に戻す'], expectedRole: 'status' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CouponReminderModalView } from '#src/components/wallet/CouponReminderModal.tsx';

const coupon = { couponCode: 'YOMIBA20', couponName: 'コイン20%増量クーポン', remainedDays: 2, remainedHours: 5, remainedMinutes: 30, additionalCoinRate: 20, state: 'valid' as const };

/** The coupon reminder modal: a held coupon about to expire. */
const meta = {
  title: 'Wallet/CouponReminderModal',
  component: CouponReminderModalView,
  args: { open: true, onClose: fn(), coupon },
} satisfies Meta<typeof CouponReminderModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Days left: the time and the bonus rate, with a way to use it. */
export const DaysLeft: Story = {
  parameters: { expectedText: ['クーポンの有効期限が近づいています', 'コイン20%増量クーポン', '有効期限まであと2日5時間30分', 'ボーナスコインが20%増量', 'クーポンを使ってコインを購入', '保有クーポンを見る'] },
};

/** Only minutes left. */
export const MinutesLeft: Story = {
  args: { coupon: { ...coupon, remainedDays: 0, remainedHours: 0, remainedMinutes: 12 } },
  parameters: { expectedText: ['有効期限まであと12分'] },
};

/** A coupon without a coin rate (a bonus present). */
export const NoRate: Story = {
  args: { coupon: { ...coupon, couponName: 'ボーナス100コインプレゼント', additionalCoinRate: 0 } },
  parameters: { expectedText: ['ボーナス100コインプレゼント'] },
};

/** It expired meanwhile: no purchase button. */
export const Expired: Story = {
  args: { coupon: { ...coupon, state: 'expired', remainedDays: 0, remainedHours: 0, remainedMinutes: 0 } },
  parameters: { expectedText: ['クーポンの有効期限が切れました', 'このクーポンは使えなくなりました。', '保有クーポンを見る'] },
};

'use client';

import { useEffect } from 'react';
import { openCouponReminder, type ReminderCoupon } from './myitem-modal-store.ts';

const KEY = (code: string) => `yomiba:coupon-reminder:${code}`;
/** The calendar day in Japan, e.g. '2026-11-22'. */
const jstDay = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** Opens the coupon reminder for a coupon about to expire, at most once a day per coupon. */
export function CouponReminderTrigger({ coupon }: { coupon: ReminderCoupon | null }) {
  useEffect(() => {
    if (!coupon) return;
    try {
      if (localStorage.getItem(KEY(coupon.couponCode)) === jstDay()) return;
      localStorage.setItem(KEY(coupon.couponCode), jstDay());
    } catch {
      return;
    }
    openCouponReminder(coupon);
  }, [coupon]);
  return null;
}

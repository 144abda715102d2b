/** '3日4時間12分' / '5時間' / '12分' from a coupon's remaining days, hours and minutes. */
export function remainingText(c: { remainedDays: number; remainedHours: number; remainedMinutes: number }): string {
  const parts = [c.remainedDays > 0 ? `${c.remainedDays}日` : '', c.remainedHours > 0 ? `${c.remainedHours}時間` : '', c.remainedMinutes > 0 ? `${c.remainedMinutes}分` : ''];
  return parts.join('') || '1分未満';
}

/** The console forms' bodies of a stamp card, a daily gacha and a ticket campaign (snake case, as the routes take them), each with a code of its own. */
let serial = 0;
const code = (what: string) => `sdraft-${what}-${Date.now().toString(36)}${++serial}`;
export const card = (over: Record<string, unknown> = {}) => ({
  code: code('card'),
  label: '下書きのスタンプカード',
  message: 'ログインでスタンプを集めよう',
  details: '',
  thumbnail_url: '/img/stamp/winter.png',
  slots: [{ label: 'ログイン', action: 'daily-sign-in', quantity: 3 }],
  prize: { kind: 'bonus_coin', amount: 50, validHours: 168 },
  prize_value_yen: 50,
  purchase_yen: null,
  gacha_id: null,
  starts_at: '2026-11-30T00:00',
  ends_at: '2026-12-31T00:00',
  ...over,
});
export const tiers = (first = 100_000, valueYen = 100) => [
  { tier_id: 'big', label: '大当たり', weight: first, prize: { kind: 'bonus_coin', amount: 100, validHours: 72 }, value_yen: valueYen, count: 0 },
  { tier_id: 'small', label: 'はずれなし', weight: 1_000_000 - first, prize: { kind: 'point', amount: 1 }, value_yen: 1, count: 0 },
];
export const lottery = (over: Record<string, unknown> = {}) => ({
  code: code('gacha'),
  label: '下書きのガチャ',
  description: '1日3回引けます',
  conditions: '',
  scheme: 'open',
  purchase_yen: null,
  expected_sales_yen: null,
  refill_hours: [6, 12, 18],
  draws_per_period: 1,
  starts_at: '2026-11-30T06:00',
  ends_at: null,
  tiers: tiers(),
  ...over,
});
// A 一般懸賞 (purchase lottery) whose top prize is over the ¥6,000 limit and the 2% of expected sales.
export const overLimit = { scheme: 'purchase-lottery', purchase_yen: 300, expected_sales_yen: 100_000, tiers: tiers(100_000, 10_000) };
export const ticket = (over: Record<string, unknown> = {}) => ({
  code: code('ticket'),
  label: '下書きのチケット',
  description: '毎日50枚',
  tickets: 50,
  per: 'day',
  valid_hours: 72,
  starts_at: '2026-12-01T00:00',
  ends_at: '2026-12-26T00:00',
  ...over,
});

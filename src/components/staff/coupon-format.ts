import { formatValue } from './format-value.ts';

/** Japanese names of a gift coupon's fields (dry run, conflict, audit log). */
export const COUPON_LABELS: Record<string, string> = {
  deletedAt: 'ゴミ箱',
  couponCode: 'クーポンコード',
  couponName: 'クーポン名',
  description: '説明',
  additionalCoinRate: 'コイン購入時の追加率（%）',
  quantity: 'クーポンの枚数',
  bonusQuantity: '受け取り時のボーナスコイン（枚）',
  itemPriceWithoutCoupon: '対象パックの価格（円・税込）',
  startsAt: '開始日時',
  endsAt: '終了日時',
  recommendable: 'ページでおすすめする',
  perMemberLimit: '1人が使えるコードの数',
  totalLimit: '全体の上限（回）',
  singleUseCodes: '1回限りのコード',
  distribution: 'コードの配り方',
  purchaseYen: '対象の購入額（円・税込）',
  codes: 'コード',
};

export const DISTRIBUTION_LABELS = { open: 'だれでも（購入不要: オープン懸賞）', purchase: '購入者に配る（総付景品）' } as const;

const codesText = (codes: string[]) => (codes.length === 0 ? '（なし: クーポンコードで受け取り）' : codes.length <= 5 ? codes.join('、') : `${codes.slice(0, 5).join('、')} ほか（全${codes.length.toLocaleString('ja-JP')}個）`);

/** A coupon's value as staff read it. */
export function formatCouponValue(field: string, value: unknown): string {
  if (field === 'codes') return codesText((value as string[] | null) ?? []);
  if (field === 'totalLimit') return value === null || value === undefined ? '上限なし' : `${(value as number).toLocaleString('ja-JP')}回`;
  if (field === 'itemPriceWithoutCoupon') return value === null || value === undefined ? 'すべてのパック' : `${(value as number).toLocaleString('ja-JP')}円（税込）`;
  if (field === 'distribution') return DISTRIBUTION_LABELS[value as keyof typeof DISTRIBUTION_LABELS] ?? formatValue(value);
  if (field === 'additionalCoinRate') return typeof value === 'number' ? `+${value}%` : formatValue(value);
  return formatValue(value);
}

/** Letters that cannot be misread (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `count` new random codes `PREFIX-XXXXXXXX`, none of them in `existing` (the browser's crypto). */
export function generateCodes(prefix: string, count: number, existing: readonly string[]): string[] {
  const taken = new Set(existing);
  const made: string[] = [];
  const head = prefix.trim().toUpperCase().replace(/[^A-Z0-9_-]/g, '').slice(0, 20);
  while (made.length < count) {
    const bytes = crypto.getRandomValues(new Uint8Array(8));
    const body = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
    const code = head ? `${head}-${body}` : body;
    if (!taken.has(code)) {
      taken.add(code);
      made.push(code);
    }
  }
  return made;
}

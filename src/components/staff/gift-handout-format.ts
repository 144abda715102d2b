import type { GiftHandoutSnapshot } from '#modules/staff/client.ts';
import { formatValue } from './format-value.ts';

/** Japanese names of a gift handout's fields (dry run, conflict, audit log). */
export const GIFT_HANDOUT_LABELS: Record<string, string> = {
  deletedAt: 'ゴミ箱',
  label: '表示名（会員に見える名前）',
  asset: '配るもの',
  amount: '数量',
  validHours: '有効時間（受け取りから）',
  claimBy: '受け取り期限',
  allMembers: '全会員に配る',
  memberIds: '受け取る会員ID',
  sentAt: '送信日時',
};

export const HANDOUT_ASSET_LABELS = { point: 'ポイント', bonus_coin: 'ボーナスコイン', ticket: 'チケット' } as const;
const UNITS = { point: 'pt', bonus_coin: '枚', ticket: '枚' } as const;

/** 'ボーナスコイン 50枚（受け取りから72時間有効）', 'ポイント 10pt'. */
export function handoutGiftText(h: Pick<GiftHandoutSnapshot, 'asset' | 'amount' | 'validHours'>): string {
  const base = `${HANDOUT_ASSET_LABELS[h.asset]} ${h.amount.toLocaleString('ja-JP')}${UNITS[h.asset]}`;
  return h.asset !== 'point' && h.validHours ? `${base}（受け取りから${h.validHours}時間有効）` : base;
}

/** The total handed out: 'ボーナスコイン 5,000枚'. */
export const handoutTotalText = (asset: GiftHandoutSnapshot['asset'], total: number) => `${HANDOUT_ASSET_LABELS[asset]} ${total.toLocaleString('ja-JP')}${UNITS[asset]}`;

/** Who a handout is for: 全会員, or the ids pasted (ids that are no members receive nothing). */
export const recipientsText = (h: Pick<GiftHandoutSnapshot, 'allMembers' | 'memberIds'>) => (h.allMembers ? '全会員' : `会員ID ${h.memberIds.length.toLocaleString('ja-JP')}件を指定`);

/** A handout's field as staff read it. */
export function formatHandoutValue(field: string, value: unknown): string {
  if (field === 'asset' && typeof value === 'string') return HANDOUT_ASSET_LABELS[value as keyof typeof HANDOUT_ASSET_LABELS] ?? value;
  if (field === 'allMembers') return value ? 'はい（全会員）' : 'いいえ（会員IDを指定）';
  if (field === 'memberIds' && Array.isArray(value)) return value.length ? `${value.length}人: ${value.slice(0, 20).join(', ')}${value.length > 20 ? ' …' : ''}` : '（なし）';
  if (field === 'validHours' && value == null) return '（なし）';
  return formatValue(value);
}

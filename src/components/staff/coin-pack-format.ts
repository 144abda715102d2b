import { formatValue } from './format-value.ts';

/** Japanese names of a coin pack's fields (dry run, conflict, audit log). */
export const COIN_PACK_LABELS: Record<string, string> = {
  deletedAt: 'ゴミ箱',
  productId: '商品ID',
  priceYen: '価格（円・税込）',
  coins: 'コイン',
  bonusCoins: 'ボーナスコイン',
  startsAt: '販売開始日時',
  endsAt: '販売終了日時',
  position: '表示順',
};

/** A coin pack's value as staff read it. */
export function formatCoinPackValue(field: string, value: unknown): string {
  if (field === 'priceYen' && typeof value === 'number') return `${value.toLocaleString('ja-JP')}円（税込）`;
  if ((field === 'coins' || field === 'bonusCoins') && typeof value === 'number') return `${value.toLocaleString('ja-JP')}枚`;
  if (field === 'endsAt' && value === null) return '終了日なし';
  return formatValue(value);
}

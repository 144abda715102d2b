import { oddsPercentText, STAMP_ACTION_LABELS } from '#modules/rewards/client.ts';
import type { PrizeSnapshot, TierSnapshot } from '#modules/staff/client.ts';
import { formatValue } from './format-value.ts';

/** Japanese names of a stamp card's fields (dry run, conflict, audit log). */
export const STAMP_CARD_LABELS: Record<string, string> = {
  code: 'キャンペーンコード',
  label: '名前',
  message: 'メッセージ',
  details: '詳細',
  thumbnailUrl: 'サムネイル画像',
  slots: 'スタンプ枠',
  prize: '達成時の特典',
  prizeValueYen: '特典の価額（円）',
  purchaseYen: '最低購入額（円）',
  gachaId: '達成時のガチャ',
  startsAt: '開始日時',
  endsAt: '終了日時',
  deletedAt: 'ゴミ箱',
};

/** Japanese names of a lottery's fields. */
export const LOTTERY_LABELS: Record<string, string> = {
  code: 'ガチャのコード',
  label: '名前',
  description: '説明',
  conditions: '参加条件',
  scheme: '景品の区分',
  purchaseYen: '対象の購入額（円）',
  expectedSalesYen: '予定売上額（円）',
  refillHours: '回数が戻る時刻（JST）',
  drawsPerPeriod: '1期間に引ける回数',
  startsAt: '開始日時',
  endsAt: '終了日時',
  tiers: '賞品と提供割合',
  oddsVersion: '提供割合の版',
  oddsEffectiveFrom: '提供割合の適用開始',
};

export const SCHEME_LABELS = { open: 'オープン懸賞（購入不要）', 'purchase-lottery': '一般懸賞（購入者対象の抽選）' } as const;
export const PRIZE_KIND_LABELS = { bonus_coin: 'ボーナスコイン', point: 'ポイント', ticket: 'チケット', coupon: 'クーポン' } as const;

export function prizeText(prize: PrizeSnapshot | null | undefined): string {
  if (!prize) return '（なし）';
  switch (prize.kind) {
    case 'bonus_coin':
      return `ボーナスコイン ${prize.amount}枚（受け取りから${prize.validHours}時間有効）`;
    case 'point':
      return `ポイント ${prize.amount}pt`;
    case 'ticket':
      return `チケット ${prize.amount}枚（受け取りから${prize.validHours}時間有効）`;
    case 'coupon':
      return `クーポン「${prize.couponCode}」${prize.quantity}枚`;
  }
}

export const tiersText = (tiers: TierSnapshot[]) => tiers.map((tier) => `${tier.label} ${oddsPercentText(tier.weight)}: ${prizeText(tier.prize)}`).join('、') || '（なし）';

/** A stamp card's or lottery's value as staff read it. */
export function formatRewardValue(field: string, value: unknown): string {
  if (field === 'prize') return prizeText(value as PrizeSnapshot | null);
  if (field === 'tiers') return tiersText((value as TierSnapshot[] | null) ?? []);
  if (field === 'slots') return ((value as { label: string; action: string; quantity: number }[] | null) ?? []).map((slot) => `${slot.label}（${STAMP_ACTION_LABELS[slot.action as keyof typeof STAMP_ACTION_LABELS] ?? 'ランダム'}×${slot.quantity}）`).join('、') || '（なし）';
  if (field === 'scheme') return SCHEME_LABELS[value as keyof typeof SCHEME_LABELS] ?? formatValue(value);
  if (field === 'per') return value === 'day' ? '毎日1回' : value === 'campaign' ? '期間中に1回' : formatValue(value);
  if (field === 'refillHours') return ((value as number[] | null) ?? []).map((h) => `${h}時`).join('・');
  return formatValue(value);
}

/** Japanese names of a ticket campaign's fields. */
export const TICKET_CAMPAIGN_LABELS: Record<string, string> = {
  code: 'キャンペーンコード',
  label: '名前',
  description: '説明',
  tickets: '1回に配るチケット（枚）',
  per: '受け取れる頻度',
  validHours: 'チケットの有効時間（時間）',
  startsAt: '開始日時',
  endsAt: '終了日時',
};

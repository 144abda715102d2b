/** Browser-safe shapes and Japanese labels of the member's wallet history (/myitem/ pages). */

export const HISTORY_KINDS = ['coin', 'point'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export const HISTORY_PAGE_SIZE = 20;

/** The operation kinds of the ledger as the member reads them. */
export const OPERATION_LABELS: Record<string, string> = {
  purchase: '購入',
  consume: '消費',
  grant: '付与',
  premium: '付与',
  exchange: 'ポイント交換',
  ticket_convert: 'チケット交換',
  expire: '失効',
  reward: '特典',
};

export const operationLabel = (kind: string) => OPERATION_LABELS[kind] ?? 'その他';

/** One operation of the history: what moved, when, and what it was for. */
export type HistoryItem = {
  id: number;
  kind: string;
  label: string;
  /** A line saying what it was for (the episode read, the exchange, the campaign...). */
  detail: string;
  /** Signed: paid coins (coin history) or points (point history). */
  amount: number;
  /** Signed bonus coins (coin history; 0 in the point history). */
  bonusAmount: number;
  createdAt: string;
};

export type HistoryPage = { kind: HistoryKind; items: HistoryItem[]; page: number; perPage: number; total: number; maxPage: number };

export type BalanceSummary = {
  coin: number;
  paidCoin: number;
  bonusCoin: number;
  /** The soonest-expiring bonus coins still held. */
  nextBonusExpiry: { amount: number; expiresAt: string } | null;
  point: number;
  /** Spendable point grants, soonest use-by first (decision 061); expiresAt null: held before points had a use-by. */
  pointLots: { amount: number; remaining: number; grantedAt: string; expiresAt: string | null }[];
  /** Points that reached their use-by unspent in the last 30 days, newest first. */
  expiredPoints: { amount: number; expiresAt: string }[];
  exchangeablePoint: number;
  ticket: number;
  premiumTicket: number;
  premiumTicketExpireDays: number;
  coupon: number;
  premium: boolean;
};

export const REASON_DETAILS: Record<string, string> = {
  purchase: 'コイン購入',
  demo: 'キャンペーン',
  coupon_campaign: 'クーポン',
  login_bonus: 'ログインボーナス',
  exchange: 'ポイントからの交換',
  ticket_convert: '期限間近のチケットから交換',
  expire: '有効期限切れ',
  daily_gacha: 'デイリーガチャ',
  gift_coupon: 'プレゼントクーポン',
  gift_ticket: 'チケットプレゼント',
  linked_account: 'アカウント連携特典',
  read_reward: '読了特典',
  gift: 'プレゼント',
  mission: 'ミッション達成',
};

/** '2026年11月22日 14:05' in Japan time. */
export function jstDateTime(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 9 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/**
 * A use-by as members read it: the last JST minute before the exclusive end, so points ending at 00:00
 * JST on 12月28日 read '2026年12月27日 23:59' (the day they are still valid).
 */
export const jstUseBy = (iso: string) => jstDateTime(new Date(new Date(iso).getTime() - 60_000).toISOString());

/** '2026年11月22日' in Japan time. */
export const jstDate = (iso: string) => jstDateTime(iso).split(' ')[0]!;

/** How an episode was unlocked, as the member reads it. */
export const UNLOCK_LABELS: Record<string, string> = {
  coin: 'コインで購入',
  volume: '巻をまとめて購入',
  point: 'ポイントで購入',
  wait_free: '待てば¥0',
  ticket: 'チケット',
  premium_ticket: 'プレミアムチケット',
};

/** An episode (or volume) the member bought or rented. */
export type UnlockItem = {
  kind: string;
  label: string;
  titleCode: string;
  titleName: string;
  volumeSerialNumber: number;
  /** null for a whole volume. */
  storyNumber: number | null;
  createdAt: string;
  /** null: owned for good. */
  expiresAt: string | null;
  /** A rental that has ended. */
  ended: boolean;
};

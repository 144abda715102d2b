/**
 * What a reward gives, and how it becomes wallet credits. Bonus coins and tickets carry an expiry per
 * grant (LINEマンガ's gacha coins last 72 hours); points get the wallet's use-by (decision 061).
 */
export type PrizeSpec =
  | { kind: 'bonus_coin'; amount: number; validHours: number }
  | { kind: 'point'; amount: number }
  | { kind: 'ticket'; amount: number; validHours: number }
  | { kind: 'coupon'; couponCode: string; quantity: number };

export type PrizeCredit = { asset: 'bonus_coin' | 'point' | 'ticket' | 'coupon'; amount: number; expiresAt: Date | null };

const HOUR_MS = 3_600_000;

export function prizeCredits(prize: PrizeSpec, at: Date): PrizeCredit[] {
  switch (prize.kind) {
    case 'bonus_coin':
      return [{ asset: 'bonus_coin', amount: prize.amount, expiresAt: new Date(at.getTime() + prize.validHours * HOUR_MS) }];
    case 'point':
      // null: the wallet's use-by for points, pointUseBy (30 days, to 23:59:59.999 JST; decision 061).
      return [{ asset: 'point', amount: prize.amount, expiresAt: null }];
    case 'ticket':
      return [{ asset: 'ticket', amount: prize.amount, expiresAt: new Date(at.getTime() + prize.validHours * HOUR_MS) }];
    case 'coupon':
      return [{ asset: 'coupon', amount: prize.quantity, expiresAt: null }];
  }
}

/** The prize as the result dialog names it: 'ボーナスコイン 30枚', 'ポイント 5pt', 'チケット 1枚'. */
export function prizeLabel(prize: PrizeSpec): string {
  switch (prize.kind) {
    case 'bonus_coin':
      return `ボーナスコイン ${prize.amount}枚`;
    case 'point':
      return `ポイント ${prize.amount}pt`;
    case 'ticket':
      return `チケット ${prize.amount}枚`;
    case 'coupon':
      return `クーポン ${prize.quantity}枚`;
  }
}

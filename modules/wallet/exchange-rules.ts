/** Browser-safe rules and texts of the point exchange (docs/decisions/015-point-exchange.md). */

/** Points are exchanged in units of 100 pt; each unit gives 100 bonus coins that expire after 90 days. */
export const POINT_EXCHANGE = {
  unitPoints: 100,
  coinsPerUnit: 100,
  bonusExpiryDays: 90,
  /** The most points one exchange takes (a typo guard, not a limit on the member). */
  maxPoints: 1_000_000,
} as const;

/** Bonus coins `points` give (points must be a whole number of units). */
export const coinsForPoints = (points: number) => (points / POINT_EXCHANGE.unitPoints) * POINT_EXCHANGE.coinsPerUnit;

/** The largest exchangeable amount out of a balance (0 when below one unit). */
export const exchangeablePoints = (balance: number) =>
  Math.min(POINT_EXCHANGE.maxPoints, Math.floor(balance / POINT_EXCHANGE.unitPoints) * POINT_EXCHANGE.unitPoints);

export const exchangeMessages = {
  done: (points: number, coins: number) => `${points.toLocaleString('ja-JP')}ポイントを${coins.toLocaleString('ja-JP')}ボーナスコインに交換しました。`,
  already: 'この交換はすでに完了しています。',
  insufficient: 'ポイントが不足しています。',
  points: `交換するポイントは${POINT_EXCHANGE.unitPoints}ポイント単位で指定してください。`,
  requestId: '交換の受付番号が正しくありません。画面を再読み込みしてください。',
  expired: `交換できるポイントがありません。ポイントの有効期限が切れたか、交換に必要な${POINT_EXCHANGE.unitPoints}ポイントに達していません。`,
  rate: `${POINT_EXCHANGE.unitPoints}ポイント → ${POINT_EXCHANGE.coinsPerUnit}ボーナスコイン（有効期限${POINT_EXCHANGE.bonusExpiryDays}日）`,
} as const;

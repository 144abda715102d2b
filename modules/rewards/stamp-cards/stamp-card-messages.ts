/** The stamp card's Japanese wording (browser-safe). */
export const stampCardMessages = {
  notFound: 'このスタンプカードは見つかりませんでした。',
  notComplete: 'スタンプがまだ揃っていません。',
  invalid: '設定内容に誤りがあります。',
  needsLogin: 'ログインするとスタンプを集められます',
  codeInvalid: 'スタンプカードの指定が正しくありません。',
  noPrize: '達成時の特典（賞品またはガチャ）を設定してください。',
  gachaMissing: '指定したガチャが見つかりません。',
  codeTaken: 'このキャンペーンコードはすでに使われています。',
  windowInvalid: '終了日時は開始日時より後にしてください。',
  completed: (prize: string) => `スタンプカードを達成しました！${prize}を受け取りました。`,
  completedGacha: 'スタンプカードを達成しました！ガチャを1回引きました。',
  /** The prize as the card describes it. */
  prizeText: (prize: string | null, gacha: boolean) => [prize, gacha ? 'ガチャ1回' : null].filter(Boolean).join(' ＋ '),
} as const;

/** How each action is named on a card. */
export const STAMP_ACTION_LABELS = {
  'daily-sign-in': 'ログイン',
  'episode-read': 'エピソードを読む',
  purchase: '購入',
  review: 'レビューを書く',
} as const;

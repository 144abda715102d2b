/** The rewards module's Japanese wording (browser-safe). */
export const rewardsMessages = {
  lotteryNotFound: 'このガチャは見つかりませんでした。',
  lotteryClosed: 'このガチャの開催は終了しました。',
  noDrawsLeft: (nextRefill: string) => `今は引ける回数が残っていません。${nextRefill}に回数が戻ります。`,
  periodKeyInvalid: '期間の指定が正しくありません。',
  lotteryIdInvalid: 'ガチャの指定が正しくありません。',
  requestIdInvalid: 'リクエストIDが正しくありません。',
  needsLogin: '利用にはログインが必要です',
  lotteryInvalid: '設定内容に誤りがあります。',
  memberIdInvalid: '会員IDの指定が正しくありません。',
  drawNumberInvalid: '抽選番号の指定が正しくありません。',
  periodNotEnded: 'この期間はまだ終了していないため、シードは公開されていません。',
  remained: (remained: number, nextRefill: string) => (remained > 0 ? `あと${remained}回引けます` : `${nextRefill}に回数が戻ります`),
  drawn: (prize: string) => `${prize}が当たりました！`,
} as const;

/** The Japanese wording of gifts, ticket campaigns and pending rewards (browser-safe). */
export const giftMessages = {
  couponNotFound: 'このクーポンは見つかりませんでした。',
  campaignNotFound: 'このキャンペーンは見つかりませんでした。',
  notStarted: 'このキャンペーンはまだ始まっていません。',
  ended: 'このプレゼントの受け取り期間は終了しました。',
  alreadyClaimed: 'このプレゼントはすでに受け取っています。',
  couponLimitReached: (limit: number) => `このクーポンのコードは1人${limit}回までです。すでに受け取っています。`,
  couponUsedUp: 'このクーポンは配布数の上限に達したため、受け取れません。',
  codeUsed: 'このコードはすでに使われています。',
  alreadyClaimedToday: (next: string) => `今日の分はすでに受け取っています。${next}から受け取れます。`,
  nothingToReceive: '受け取れる特典はありません。',
  couponClaimed: (name: string) => `「${name}」を受け取りました。`,
  ticketsClaimed: (tickets: number) => `チケット${tickets}枚を受け取りました。`,
  received: (count: number) => `${count}件の特典を受け取りました。`,
  codeInvalid: 'コードの指定が正しくありません。',
  ticketCampaignInvalid: '設定内容に誤りがあります。',
  ticketCodeTaken: 'このキャンペーンコードはすでに使われています。',
  ticketWindowInvalid: '終了日時は開始日時より後にしてください。',
  ticketsInvalid: '1回に配るチケットは1〜1000枚で指定してください。',
  ticketValidHoursInvalid: 'チケットの有効時間は1時間以上で指定してください。',
  handoutInvalid: 'ギフト配布の内容に誤りがあります。',
  handoutValidHoursMissing: 'ボーナスコインとチケットは有効時間（受け取りから1時間以上）を指定してください。',
  handoutClaimByPast: '受け取り期限は現在より後の日時にしてください。',
  handoutNoRecipients: '受け取る会員がいません。会員IDを確認してください。',
  handoutSent: '送信済みのギフト配布は編集できません。新しいギフト配布を作成してください。',
  handoutNotSent: 'このギフト配布はまだ送信されていません。',
  handoutTrashed: 'ゴミ箱にあるギフト配布は送信できません。元に戻してから送信してください。',
  loginBonusLabel: (day: string) => `ログインボーナス（${day}）`,
  readRewardLabel: (day: string, episodes: number) => `読了特典（${day}・${episodes}話）`,
  linkedAccountLabel: (provider: string) => `アカウント連携（${provider}）`,
} as const;

/** How a credit reads: 'ポイント 10pt', 'チケット 50枚', 'ボーナスコイン 100枚', 'クーポン 1枚'. */
export function creditLabel(asset: string, amount: number): string {
  switch (asset) {
    case 'point':
      return `ポイント ${amount}pt`;
    case 'ticket':
      return `チケット ${amount}枚`;
    case 'bonus_coin':
      return `ボーナスコイン ${amount}枚`;
    case 'coupon':
      return `クーポン ${amount}枚`;
    default:
      return `${amount}`;
  }
}

/** What each grant was for, as /gift/items/ names it. */
export const GIFT_REASON_LABELS: Record<string, string> = {
  gift_coupon: 'プレゼントクーポン',
  gift_ticket: 'チケットプレゼント',
  login_bonus: 'ログインボーナス',
  linked_account: 'アカウント連携特典',
  read_reward: '読了特典',
  gift: 'プレゼント',
  mission: 'ミッション達成',
  daily_gacha: 'デイリーガチャ',
  stamp_card: 'スタンプカード',
};

/** 'M月D日' of a JST day key '2026-11-25'. */
export const monthDayOfKey = (key: string): string => `${Number(key.slice(5, 7))}月${Number(key.slice(8, 10))}日`;

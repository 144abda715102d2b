/**
 * Payout rules and wording shared by the API, the pages and the browser (through client.ts).
 * Amounts are whole yen.
 */
export const PAYOUT_METHODS = ['bank', 'dotmoney'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** 申請中 → 振込処理中 → 振込済, or 差し戻し (the amount goes back to the balance). */
export const PAYOUT_STATUSES = ['requested', 'processing', 'paid', 'returned'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  requested: '申請中',
  processing: '振込処理中',
  paid: '振込済',
  returned: '差し戻し',
};

const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
export const PAYOUT_METHOD_CHECK = `method in (${sqlList(PAYOUT_METHODS)})`;
export const PAYOUT_STATUS_CHECK = `status in (${sqlList(PAYOUT_STATUSES)})`;

/** The smallest request and the fee taken from it, per payout method. */
export const PAYOUT_TERMS: Record<PayoutMethod, { minimumYen: number; feeYen: number; label: string }> = {
  bank: { minimumYen: 1000, feeYen: 220, label: '銀行振込' },
  dotmoney: { minimumYen: 300, feeYen: 0, label: 'ドットマネー' },
};

/** What a referred member's first purchase earns the referrer. */
export const REFERRAL_REWARD_YEN = 500;

export const ACCOUNT_TYPES = { ordinary: '普通', current: '当座' } as const;
export type AccountType = keyof typeof ACCOUNT_TYPES;

export const payoutMessages = {
  holderInvalid: '口座名義は全角カタカナで入力してください。',
  holderRequired: '口座名義を入力してください。',
  holderMismatch: '口座名義がプロフィールに登録された氏名と一致しません。プロフィールの「アフィリエイト連携項目」の氏名をご確認ください。',
  holderNameMissing: 'アフィリエイト連携項目の入力から氏名（姓名）を登録してください。',
  bankUnknown: '金融機関コードが正しくありません。',
  branchUnknown: '支店コードが正しくありません。',
  accountTypeInvalid: '預金種目を選択してください。',
  accountNumberInvalid: '口座番号は7桁の数字で入力してください。',
  amountInvalid: '申請金額を正しく入力してください。',
  belowMinimum: (minimum: number) => `申請金額は${minimum.toLocaleString('ja-JP')}円以上で入力してください。`,
  insufficient: 'アフィリエイト報酬の残高が不足しています。',
  notFound: '振込申請が見つかりません。',
  stateChanged: 'この振込申請はすでに処理されています。',
  reasonRequired: '差し戻しの理由を入力してください。',
  staffOnly: 'この操作はスタッフのみ行えます。',
  dotmoneyNotLinked: 'ドットマネー口座が連携されていません。',
  dotmoneyInvalid: 'ドットマネー口座番号が正しくありません。',
  cipherUnavailable: 'ただいま振込申請を受け付けできません。しばらくしてからお試しください。',
  requested: '振込申請を受け付けました。',
  nothingToExport: '全銀ファイルに出力する振込はありません。振込処理中の銀行振込はすべて出力済みです。',
  batchNotFound: '全銀ファイルが見つかりません。',
  exportByPost: '全銀ファイルは「全銀ファイルを作成」ボタンから作成してください。作成済みのファイルは一覧から再ダウンロードできます。',
} as const;

/** ****567: only the last three digits of an account number are ever shown. */
export const maskAccount = (last3: string | null) => (last3 ? `****${last3}` : '');

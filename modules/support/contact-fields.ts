/**
 * The contact form's fields, limits and Japanese messages. Dependency-free on purpose: the
 * /contact/ page's client component imports this file directly (the module's index.ts pulls in
 * the ORM, which must stay out of the browser bundle).
 */
export const CONTACT_CATEGORIES = ['account', 'payment', 'reading', 'bug', 'other'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  account: 'アカウント・ログインについて',
  payment: 'コイン購入・お支払いについて',
  reading: '作品の閲覧・チケットについて',
  bug: '不具合のご報告',
  other: 'その他',
};

export const CONTACT_LIMITS = { nameMax: 50, emailMax: 254, titleCodeMax: 16, messageMin: 10, messageMax: 2000 } as const;

export const CONTACT_FIELD_MESSAGES = {
  category: 'お問い合わせの種類を選択してください',
  nameRequired: 'お名前を入力してください',
  nameTooLong: `お名前は${CONTACT_LIMITS.nameMax}文字以内で入力してください`,
  emailInvalid: 'メールアドレスの形式が正しくありません',
  titleCode: `作品コードは${CONTACT_LIMITS.titleCodeMax}文字以内の半角英数字で入力してください`,
  messageTooShort: `お問い合わせ内容は${CONTACT_LIMITS.messageMin}文字以上で入力してください`,
  messageTooLong: `お問い合わせ内容は${CONTACT_LIMITS.messageMax}文字以内で入力してください`,
} as const;

/** Fields of the form, in display order (the keys of the API's `errors[].path`). */
export const CONTACT_FIELDS = ['category', 'name', 'email', 'titleCode', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

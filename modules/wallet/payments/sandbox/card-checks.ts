/** The provider's own checks of what the member typed (the shop's server never sees these fields). */
import { luhn } from '../luhn.ts';

export const digitsOf = (value: string) => value.replace(/[\s-]/g, '');


/** 13 to 19 digits that pass the Luhn check: what a card number looks like. */
export const looksLikeCardNumber = (value: string) => /^\d{13,19}$/.test(value) && luhn(value);

export function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard';
  if (number.startsWith('35')) return 'JCB';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^3[068]/.test(number)) return 'Diners Club';
  return 'Unknown';
}

export const cardMessages = {
  number: 'カード番号が正しくありません。',
  expMonth: '有効期限（月）が正しくありません。',
  expYear: '有効期限（年）が正しくありません。',
  cvc: 'セキュリティコードが正しくありません。',
  store: 'お支払いするコンビニを選んでください。',
  carrier: 'ご利用のキャリアを選んでください。',
  method: 'お支払い方法を選んでください。',
  invalid: '入力内容をご確認ください。',
} as const;

export type CardFields = { number: string; expMonth: number; expYear: number; cvc: string };
export type FieldError = { param: string; message: string };

/** Every problem of a card, each under its field (`card.number`, `card.exp_month`, …). */
export function checkCard(card: CardFields, now: Date): FieldError[] {
  const errors: FieldError[] = [];
  const number = digitsOf(card.number);
  if (!looksLikeCardNumber(number)) errors.push({ param: 'card.number', message: cardMessages.number });
  const monthOk = Number.isInteger(card.expMonth) && card.expMonth >= 1 && card.expMonth <= 12;
  if (!monthOk) errors.push({ param: 'card.exp_month', message: cardMessages.expMonth });
  const yearOk = Number.isInteger(card.expYear) && card.expYear >= 2000 && card.expYear <= 2100;
  const expired = monthOk && yearOk && card.expYear * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (!yearOk || expired) errors.push({ param: 'card.exp_year', message: cardMessages.expYear });
  if (!/^\d{3,4}$/.test(card.cvc)) errors.push({ param: 'card.cvc', message: cardMessages.cvc });
  return errors;
}

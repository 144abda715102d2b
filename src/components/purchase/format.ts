/** Yen and coin figures as the shop writes them: prices with 税込 (総額表示, ../tax.ts). */
export { yenTaxIncluded as yen } from '../tax.ts';
export const coinsText = (value: number) => `${value.toLocaleString('ja-JP')}コイン`;

/** 2026年11月22日 13:05 in Japan time. */
export function jstDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}年${get('month')}月${get('day')}日 ${get('hour')}:${get('minute')}`;
}

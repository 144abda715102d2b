/** What the browser may import from the affiliate module: rules, wording and the name folding. */
export * from './payout-rules.ts';
export { toKatakanaName, nameKey } from './katakana.ts';
export type { PayoutView } from './payout-view.ts';

/** What the browser may import from the affiliate module: rules, wording, the name folding and the export link. */
export * from './payout-rules.ts';
export { toKatakanaName, nameKey } from './katakana.ts';
export type { PayoutView } from './payout-view.ts';
export { TRANSFER_EXPORT_PATH } from './transfer-paths.ts';

/** What the browser may import from the affiliate module: rules, wording, the name folding and the 全銀 file addresses. */
export * from './payout-rules.ts';
export { toKatakanaName, nameKey } from './katakana.ts';
export type { ExportBatchView, PayoutView } from './payout-view.ts';
export { TRANSFER_BATCHES_PATH, TRANSFER_EXPORT_PATH, transferBatchPath } from './transfer-paths.ts';

/**
 * Client timing constants from the product spec (section 9, "Business constants and limits"),
 * plus the fixed Japanese messages of the error catalogue (section 8) that the client shows.
 * Plain values only: safe to import from server code, stores and components alike.
 */

/** The general loading indicator resets itself after this long (spec §4 "Other state", §9). */
export const LOADING_TIMEOUT_MS = 10_000;
/** The circle loading indicator resets itself after this long (spec §4, §9). */
export const CIRCLE_LOADING_TIMEOUT_MS = 1_000;
/** HTTP request timeout (spec §8, §9). */
export const HTTP_TIMEOUT_MS = 15_000;
/** A snackbar without an explicit timeout hides after this long (spec §9). */
export const DEFAULT_SNACKBAR_TIMEOUT_MS = 5_000;
/** Error snackbars (e.g. the request-timeout notice) stay this long (spec §8, §9). */
export const ERROR_SNACKBAR_TIMEOUT_MS = 10_000;
/** The lottery modal shows its close button after this delay (spec §4 "Lottery flow", §9). */
export const LOTTERY_CLOSE_BUTTON_DELAY_MS = 3_000;
/** Minimum delay of a data fetch, so skeletons do not flash (spec §9). */
export const DATA_FETCH_MIN_DELAY_MS = 200;
/** Debounce of window resize handling (spec §9). */
export const RESIZE_DEBOUNCE_MS = 200;
/** Default scroll animation duration (spec §9). */
export const SCROLL_ANIMATION_MS = 500;
/** Idle timeout of in-page prefetching (spec §9). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2_000;

/**
 * Background of error snackbars: the spec's "dark blue" (§8). The same value is the CSS custom
 * property --color-snackbar-error-bg in src/styles/theme.css; keep them in sync.
 */
export const ERROR_SNACKBAR_BACKGROUND = '#14305f';

/** Fixed user-facing messages of the spec's error catalogue (§8) and validation rules (§5). */
export const ERROR_MESSAGES = {
  /** Consume call network failure: error modal. */
  consumeNetwork: '通信エラーが発生しました。通信環境の良い場所でやり直してください。',
  /** Request timeout: error snackbar (dark blue, 10000 ms). */
  requestTimeout: '通信エラーが発生しました。表示に不具合がある可能性があるので再読み込みをお願いします。',
  /** General handler: network error or 504. */
  network: 'ネットワークエラー。通信環境をご確認ください。',
  /** General handler: any other failure. */
  server: 'サーバーへの接続に失敗しました。再読み込みしてください。',
  /** Affiliate action without an account-holder name (§5). */
  affiliateNameMissing: 'アフィリエイト連携項目の入力から氏名（姓名）を登録してください。',
} as const;

/** Default title of the generic error modal. */
export const DEFAULT_ERROR_TITLE = 'エラー';

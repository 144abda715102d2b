/** Where the API lives (every other path is a page): the JSON API, the payment API, the store search API. */
export const API_PREFIX = '/api/';
export const PAYMENT_API_PREFIX = '/payment/api/';
export const STORE_API_PREFIX = '/store/api/';
export const API_PREFIXES = [API_PREFIX, PAYMENT_API_PREFIX, STORE_API_PREFIX] as const;

/** Hands out the CSRF cookie to a page that has none yet (platform/http/csrf.ts serves it). */
export const CSRF_TOKEN_PATH = '/api/v1/csrf/';

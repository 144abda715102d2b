/** The sign-in `next` parameter rules live in the accounts module (decision 029); the pages and forms import them from here. */
export { DEFAULT_NEXT, safeNextFromQuery, safeNextPath, withNext } from '#modules/accounts/client.ts';

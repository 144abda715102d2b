/** Test helpers of the wallet module, for tests outside it (decision 029). */
export * from './wallet-test-helpers.ts';

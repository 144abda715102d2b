import type { FreeConditions } from '#modules/catalogue/client.ts';

/** The free condition panel's choices (any of the chosen kinds of free reading). */
export const FREE_CONDITION_OPTIONS: readonly { key: keyof FreeConditions; label: string }[] = [
  { key: 'allFree', label: '全話無料' },
  { key: 'waitFree', label: '待てば¥0' },
  { key: 'hasFree', label: '無料話あり' },
];

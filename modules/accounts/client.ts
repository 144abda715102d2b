/** Browser-safe part of the accounts module (no database or argon2 code): the forms' rules and wording. */
export * from './account-fields.ts';
export type { SpecUser } from './spec-user.ts';
export { INITIALIZE_PATH } from './initialize-path.ts';
export * from './profile-fields.ts';
export * from './account-mail-messages.ts';
export * from './social/provider-names.ts';
export * from './safe-next.ts';

/** A member's adult-content setting, `userValidAdult` (spec §9): only Enabled may see adult titles; new members start Unset. */
export const AdultSetting = { Disabled: 0, Enabled: 1, Unset: 2 } as const;
export type AdultSetting = (typeof AdultSetting)[keyof typeof AdultSetting];

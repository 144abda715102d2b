/** Browser-safe part of the accounts module (no database or argon2 code): the forms' rules and wording. */
export * from './account-fields.ts';
export type { SpecUser } from './spec-user.ts';
export { INITIALIZE_PATH } from './initialize-path.ts';
export * from './profile-fields.ts';
export * from './account-mail-messages.ts';
export * from './social/provider-names.ts';
export * from './safe-next.ts';

/** Browser-safe part of the accounts module (no database or argon2 code): the forms' rules and wording. */
export * from './account-fields.ts';

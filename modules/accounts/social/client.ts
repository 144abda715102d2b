/** Browser-safe part of social sign-in: provider ids, labels and messages (no ORM, no secrets). */
export * from './provider-names.ts';

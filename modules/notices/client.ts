/** Browser-safe part of the notices module (no database code): agree types, view shapes, wording. */
export * from './agree-types.ts';
export * from './notice-views.ts';
export { noticeMessages } from './notice-messages.ts';

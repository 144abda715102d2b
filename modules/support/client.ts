/** Browser-safe part of the support module (no database code): the contact form's fields and wording. */
export * from './contact-fields.ts';

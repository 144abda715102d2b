import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';
import { TermVersion } from './term-version.ts';

/** A member's agreement to one exact version of a term (one row per member and version). */
export const TermAgreementSchema = defineEntity({
  name: 'TermAgreement',
  tableName: 'term_agreement',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    term: () => p.manyToOne(TermVersion).primary(),
    agreedAt: p.datetime(),
  },
});

export class TermAgreement extends TermAgreementSchema.class {}
TermAgreementSchema.setClass(TermAgreement);

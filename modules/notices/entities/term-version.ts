import { defineEntity, p } from '@mikro-orm/core';
import type { AgreeType, TermSection } from '../agree-types.ts';

/**
 * One published version of the terms of use or the privacy policy. The current version of a type
 * is the one with the highest version number already published; older ones stay for the record of
 * what members agreed to. Versions are never edited: a change is a new version.
 */
export const TermVersionSchema = defineEntity({
  name: 'TermVersion',
  tableName: 'term_version',
  uniques: [{ name: 'term_version_type_version_unique', properties: ['agreeType', 'version'] }],
  properties: {
    id: p.integer().primary(),
    agreeType: p.string().length(16).$type<AgreeType>().check("agree_type in ('terms', 'privacy')"),
    version: p.integer(),
    title: p.string().length(100),
    description: p.text(),
    sections: p.json<TermSection[]>(),
    publishedAt: p.datetime(),
  },
});

export class TermVersion extends TermVersionSchema.class {}
TermVersionSchema.setClass(TermVersion);

import { defineEntity, p } from '@mikro-orm/core';
import { Title } from './title.ts';

/** A book code of the old site (e.g. `book_000123`, `10001234`) that redirects to a title's page. */
export const LegacyTitleCodeSchema = defineEntity({
  name: 'LegacyTitleCode',
  tableName: 'legacy_title_code',
  properties: {
    legacyCode: p.string().length(32).primary(),
    title: () => p.manyToOne(Title),
  },
});

export class LegacyTitleCode extends LegacyTitleCodeSchema.class {}
LegacyTitleCodeSchema.setClass(LegacyTitleCode);

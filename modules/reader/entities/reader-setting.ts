import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';
import { Title } from '#modules/catalogue/index.ts';

/** A member's viewer settings for one title (direction, spread, mode), so they follow the member to any browser. */
export const ReaderSettingSchema = defineEntity({
  name: 'ReaderSetting',
  tableName: 'reader_setting',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    title: () => p.manyToOne(Title).primary().deleteRule('cascade'),
    direction: p.string().length(3).check("direction in ('rtl', 'ltr')"),
    spread: p.string().length(6).check("spread in ('auto', 'single')"),
    mode: p.string().length(8).check("mode in ('paged', 'vertical')"),
    updatedAt: p.datetime(),
  },
});

export class ReaderSetting extends ReaderSettingSchema.class {}
ReaderSettingSchema.setClass(ReaderSetting);

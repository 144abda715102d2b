import { defineEntity, p } from '@mikro-orm/core';

/** A top-navigation entry supplied by staff; when the table is empty the spec's defaults apply. */
export const NavigationEntrySchema = defineEntity({
  name: 'NavigationEntry',
  tableName: 'navigation_entry',
  properties: {
    id: p.integer().primary(),
    label: p.string().length(32),
    path: p.string().length(200),
    routeName: p.string().length(64),
    /** Fixed query parameters, e.g. { free: '2' } for the store. */
    params: p.json<Record<string, string>>().nullable(),
    enabled: p.boolean().default(true),
    /** TL and BL: shown only to members whose adult setting is on. */
    isAdult: p.boolean().default(false),
    position: p.smallint().default(0),
  },
});

export class NavigationEntry extends NavigationEntrySchema.class {}
NavigationEntrySchema.setClass(NavigationEntry);

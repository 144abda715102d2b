import { defineEntity, p } from '@mikro-orm/core';

/** A tab of a content block: its label and the list its titles come from. */
export type ContentBlockTab = { label: string; source: string; sort?: number };

/**
 * A block of the top page (spec §3 "Content block": contents, moreBtn, title, label, tabs). The
 * contents are not stored: they are the first `itemLimit` titles of the list named by `source`
 * ('all', 'new', 'free', 'campaign', 'end', 'recommend', 'store', 'genre:<slug>'), in `sort` order.
 */
export const ContentBlockSchema = defineEntity({
  name: 'ContentBlock',
  tableName: 'content_block',
  indexes: [{ name: 'content_block_position_idx', properties: ['position'] }],
  properties: {
    id: p.integer().primary(),
    position: p.smallint(),
    title: p.string().length(100),
    label: p.string().length(32).nullable(),
    source: p.string().length(48),
    /** A list sort option: 1 popular, 2 recently started, 3 ending soon. */
    sort: p.smallint().default(1),
    itemLimit: p.smallint().default(12),
    /** Numbered covers (a ranking). */
    ranked: p.boolean().default(false),
    moreLink: p.string().length(200).nullable(),
    moreText: p.string().length(32).nullable(),
    tabs: p.json<ContentBlockTab[]>().default('[]'),
    enabled: p.boolean().default(true),
  },
});

export class ContentBlock extends ContentBlockSchema.class {}
ContentBlockSchema.setClass(ContentBlock);

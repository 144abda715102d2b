import { defineEntity, p } from '@mikro-orm/core';

import type { NoticeCategory } from '../notice-views.ts';

/** A site notice shown on /info/ to everyone once publishedAt has passed (spec §2 /info/). */
export const SiteNoticeSchema = defineEntity({
  name: 'SiteNotice',
  tableName: 'site_notice',
  indexes: [{ name: 'site_notice_published_at_idx', properties: ['publishedAt'] }],
  properties: {
    id: p.integer().primary(),
    category: p.string().length(16).$type<NoticeCategory>().check("category in ('important', 'maintenance', 'feature', 'campaign', 'info')"),
    title: p.string().length(100),
    /** Plain text; blank lines separate paragraphs. */
    body: p.text(),
    /** Scheduled notices stay hidden until then. */
    publishedAt: p.datetime(),
  },
});

export class SiteNotice extends SiteNoticeSchema.class {}
SiteNoticeSchema.setClass(SiteNotice);

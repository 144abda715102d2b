import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';
import { SiteNotice } from './site-notice.ts';

/** A member has opened a site notice (drives the unread mark and unreadInfoCount). */
export const SiteNoticeReadSchema = defineEntity({
  name: 'SiteNoticeRead',
  tableName: 'site_notice_read',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    notice: () => p.manyToOne(SiteNotice).primary().deleteRule('cascade'),
    readAt: p.datetime(),
  },
});

export class SiteNoticeRead extends SiteNoticeReadSchema.class {}
SiteNoticeReadSchema.setClass(SiteNoticeRead);

import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';

/** A personal message to one member (/message/); only its recipient may read or mark it. */
export const MemberMessageSchema = defineEntity({
  name: 'MemberMessage',
  tableName: 'member_message',
  indexes: [{ name: 'member_message_user_sent_idx', properties: ['user', 'sentAt'] }],
  // A message sent by a job carries a key, so a repeated run cannot send it twice (decision 055).
  uniques: [{ name: 'member_message_user_dedupe_unique', properties: ['user', 'dedupeKey'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    title: p.string().length(100),
    /** Plain text; blank lines separate paragraphs. */
    body: p.text(),
    /** Where the message leads (a site path such as a title page), shown as a link under it. */
    linkUrl: p.string().length(200).nullable(),
    /** What the message is about, unique per member (e.g. `episode:<title>:<volume>-<story>`); null for one-off messages. */
    dedupeKey: p.string().length(100).nullable(),
    sentAt: p.datetime(),
    readAt: p.datetime().nullable(),
  },
});

export class MemberMessage extends MemberMessageSchema.class {}
MemberMessageSchema.setClass(MemberMessage);

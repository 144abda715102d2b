import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';

/** A personal message to one member (/message/); only its recipient may read or mark it. */
export const MemberMessageSchema = defineEntity({
  name: 'MemberMessage',
  tableName: 'member_message',
  indexes: [{ name: 'member_message_user_sent_idx', properties: ['user', 'sentAt'] }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    title: p.string().length(100),
    /** Plain text; blank lines separate paragraphs. */
    body: p.text(),
    sentAt: p.datetime(),
    readAt: p.datetime().nullable(),
  },
});

export class MemberMessage extends MemberMessageSchema.class {}
MemberMessageSchema.setClass(MemberMessage);

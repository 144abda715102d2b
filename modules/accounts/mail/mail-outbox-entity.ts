import { defineEntity, p } from '@mikro-orm/core';

/**
 * A mail kept instead of sent: without SMTP_URL (development, tests) every mail lands here and the
 * development mailbox (/dev/mailbox/) shows it.
 */
export const MailOutboxSchema = defineEntity({
  name: 'MailOutbox',
  tableName: 'mail_outbox',
  properties: {
    id: p.integer().primary(),
    recipient: p.string().length(254),
    subject: p.string().length(255),
    text: p.text(),
    html: p.text().nullable(),
    createdAt: p.datetime(),
  },
});

export class MailOutbox extends MailOutboxSchema.class {}
MailOutboxSchema.setClass(MailOutbox);

import { defineEntity, p } from '@mikro-orm/core';

/**
 * The durable queue of mail to send (decision 044): a row is written in the same transaction as the
 * change that causes the mail, then sent at once by the process that wrote it, or by the jobs'
 * leader when that process died or the relay refused (mail-queue.ts). `due_at` is when anyone may next
 * try: while a process holds a claim it is the end of that claim's lease. The body is cleared once sent
 * (it may carry a mailed link's token, which is otherwise kept only as a hash).
 */
export const OutgoingMailSchema = defineEntity({
  name: 'OutgoingMail',
  tableName: 'outgoing_mail',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** The Message-ID header, `<uuid@domain>`: the same on every attempt, so a receiver can drop a repeat. */
    messageId: p.string().length(255).unique(),
    recipient: p.string().length(254),
    subject: p.string().length(255),
    text: p.text().nullable(),
    html: p.text().nullable(),
    createdAt: p.datetime(),
    dueAt: p.datetime().index(),
    attempts: p.integer().default(0),
    /** The token of the attempt in flight; only its holder may record how it ended. */
    claim: p.string().length(36).nullable(),
    sentAt: p.datetime().nullable(),
    /** Set when the last allowed attempt failed: nobody tries again. */
    failedAt: p.datetime().nullable(),
    lastError: p.text().nullable(),
  },
});

export class OutgoingMail extends OutgoingMailSchema.class {}
OutgoingMailSchema.setClass(OutgoingMail);

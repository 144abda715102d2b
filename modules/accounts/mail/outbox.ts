import type { MikroORM } from '@mikro-orm/postgresql';
import { MailOutbox } from './mail-outbox-entity.ts';

export type OutboxSummary = { id: number; to: string; subject: string; createdAt: string };
export type OutboxMail = OutboxSummary & { text: string; html: string | null };

/** Reading the outbox for the development mailbox (newest first). */
export function createOutboxReader(orm: MikroORM) {
  return {
    /** The newest `limit` mails, or those to `to` alone. */
    async list(limit = 100, to?: string): Promise<OutboxSummary[]> {
      const rows = await orm.em.fork().find(MailOutbox, to ? { recipient: to.trim().toLowerCase() } : {}, { orderBy: { id: 'desc' }, limit });
      return rows.map((row) => ({ id: row.id, to: row.recipient, subject: row.subject, createdAt: row.createdAt.toISOString() }));
    },
    async get(id: number): Promise<OutboxMail | null> {
      const row = await orm.em.fork().findOne(MailOutbox, { id });
      return row ? { id: row.id, to: row.recipient, subject: row.subject, createdAt: row.createdAt.toISOString(), text: row.text, html: row.html ?? null } : null;
    },
  };
}

export type OutboxReader = ReturnType<typeof createOutboxReader>;

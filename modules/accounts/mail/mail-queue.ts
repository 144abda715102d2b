import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { InferKyselyDB } from '@mikro-orm/sql';
import type { ExpressionBuilder } from 'kysely';
import type { OutgoingMailSchema } from './outgoing-mail-entity.ts';

type MailDb = InferKyselyDB<typeof OutgoingMailSchema>;
type Eb = ExpressionBuilder<MailDb, 'outgoing_mail'>;

/** `now() + make_interval(secs => ms / 1000)`: a time on the database's clock. */
const fromNow = (eb: Eb, ms: number) =>
  eb(eb.fn<Date>('now'), '+', eb.fn<Date>('make_interval', [eb.lit(0), eb.lit(0), eb.lit(0), eb.lit(0), eb.lit(0), eb.lit(0), eb.val(ms / 1000)]));

export type MailToQueue = { to: string; subject: string; text: string; html?: string };

/** A claimed row: the holder of `claim` sends it and records how that went. */
export type ClaimedMail = { id: number; claim: string; messageId: string; to: string; subject: string; text: string; html: string | null; attempts: number };

export type MailQueueSettings = {
  /** How long a claim lasts: a process that dies with a claim leaves its mail to others after this (default 60 s). */
  leaseMs: number;
  /** Attempts before giving up (default 8). */
  maxAttempts: number;
  /** Wait after the first failed attempt, doubled after each next one, at most an hour (default 30 s). */
  retryBaseMs: number;
  /** How many due mails one claim takes (default 10; they are sent in parallel). */
  batch?: number;
};

const RETRY_CAP_MS = 60 * 60_000;

/** The wait after `attempts` failed attempts: base, 2×base, 4×base … at most an hour. */
export const retryDelayMs = (attempts: number, baseMs: number) => Math.min(RETRY_CAP_MS, baseMs * 2 ** Math.max(0, attempts - 1));

/**
 * The outgoing_mail table (decision 044). All times are the database's clock. A claim is a token and a
 * lease (`due_at` moved to the lease's end, `attempts + 1`); only the holder of the claim may mark the
 * row sent or failed, so a process whose lease lapsed (it was slow, or cut off) cannot overwrite the
 * attempt of the process that took the row over.
 */
export function createMailQueue(orm: MikroORM, settings: MailQueueSettings, domain: string) {
  const db = (em: EntityManager = orm.em.fork()) => em.getKysely<MailDb>();
  const columns = ['id', 'claim', 'message_id', 'recipient', 'subject', 'text', 'html', 'attempts'] as const;
  type Row = { id: number; claim: string | null; message_id: string; recipient: string; subject: string; text: string | null; html: string | null; attempts: number };
  const claimed = (row: Row): ClaimedMail => ({
    id: Number(row.id),
    claim: row.claim!,
    messageId: row.message_id,
    to: row.recipient,
    subject: row.subject,
    text: row.text ?? '',
    html: row.html,
    attempts: row.attempts,
  });

  return {
    /**
     * Writes `mail` within `em`'s transaction (or alone), already claimed by the caller for its first
     * attempt: send it with `deliver` once the transaction commits. If the caller dies first, the row
     * becomes due when the claim's lease ends and the jobs' leader sends it.
     */
    async insert(mail: MailToQueue, em?: EntityManager): Promise<ClaimedMail> {
      const claim = randomUUID();
      const row = await db(em)
        .insertInto('outgoing_mail')
        .values((eb) => ({
          message_id: `<${randomUUID()}@${domain}>`,
          recipient: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          created_at: eb.fn<Date>('now'),
          due_at: fromNow(eb, settings.leaseMs),
          attempts: 1,
          claim,
        }))
        .returning(columns)
        .executeTakeFirstOrThrow();
      return claimed(row as Row);
    },

    /**
     * Claims up to `batch` due mails (not sent, not given up, `due_at` passed), oldest first; rows another
     * process is claiming at this moment are skipped (FOR UPDATE SKIP LOCKED), so no two claims overlap.
     */
    async claimDue(batch = settings.batch ?? 10): Promise<ClaimedMail[]> {
      const claim = randomUUID();
      const rows = await db()
        .updateTable('outgoing_mail')
        .set((eb) => ({
          claim,
          attempts: eb('attempts', '+', 1),
          due_at: fromNow(eb, settings.leaseMs),
        }))
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('outgoing_mail')
            .select('id')
            .where('sent_at', 'is', null)
            .where('failed_at', 'is', null)
            .where('due_at', '<=', eb.fn<Date>('now'))
            .orderBy('due_at')
            .limit(batch)
            .forUpdate()
            .skipLocked(),
        )
        .returning(columns)
        .execute();
      return rows.map((row) => claimed(row as Row));
    },

    /** Records the send; the body goes (it may hold a token). False when the claim was no longer ours. */
    async markSent(mail: ClaimedMail): Promise<boolean> {
      const result = await db()
        .updateTable('outgoing_mail')
        .set((eb) => ({ sent_at: eb.fn<Date>('now'), claim: null, text: null, html: null, last_error: null }))
        .where('id', '=', mail.id)
        .where('claim', '=', mail.claim)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Records a failed attempt: due again after the backoff, or given up (`failed_at`) after the last
     * allowed attempt. Returns what happened, or null when the claim was no longer ours.
     */
    async markFailed(mail: ClaimedMail, error: string): Promise<'retry' | 'given up' | null> {
      const givenUp = mail.attempts >= settings.maxAttempts;
      const wait = retryDelayMs(mail.attempts, settings.retryBaseMs);
      const result = await db()
        .updateTable('outgoing_mail')
        .set((eb) => ({
          claim: null,
          last_error: error.slice(0, 1000),
          ...(givenUp
            ? { failed_at: eb.fn<Date>('now') }
            : { due_at: fromNow(eb, wait) }),
        }))
        .where('id', '=', mail.id)
        .where('claim', '=', mail.claim)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return null;
      return givenUp ? 'given up' : 'retry';
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;

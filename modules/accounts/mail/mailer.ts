import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import nodemailer from 'nodemailer';
import { config } from '#platform/config.ts';
import { log } from '#platform/log/logger.ts';
import { DEFAULT_MAIL_QUEUE, mailSettingsFromEnv, senderDomain, type MailSettings } from './mail-config.ts';
import { MailOutbox } from './mail-outbox-entity.ts';
import { createMailQueue, type ClaimedMail } from './mail-queue.ts';

let warned = false;

export type OutgoingMail = { to: string; subject: string; text: string; html?: string };

/** A mail written to the queue inside a transaction: hand it to `deliver` once that transaction commits. */
export type QueuedMail = ClaimedMail;

/**
 * Mail through a durable queue (outgoing_mail, decision 044): every mail is first a row, written in
 * the transaction of the change that causes it where there is one (`queue(em, mail)`), then sent at
 * once by this process (`deliver`). A mail whose attempt failed (the relay refused or was away) or
 * whose process died mid-way is sent later by `deliverDue`, which the jobs' leader runs
 * (src/server/jobs.ts): with backoff, and given up with a log after the last allowed attempt.
 *
 * Sending is over SMTP when SMTP_URL is set, otherwise into mail_outbox (the development mailbox).
 * `later` runs work (finding the member, making a token, queueing, sending) after the response has
 * gone, so that an answer never waits on, or reveals, what happens behind it; `idle()` waits for it.
 */
export function createMailer(orm: MikroORM, settings: MailSettings = mailSettingsFromEnv()) {
  const timing = { ...DEFAULT_MAIL_QUEUE, ...settings.queue };
  // Every step of an SMTP conversation gives up well within a claim's lease: an attempt that could
  // still be talking to the relay when its lease ends could deliver a mail another process sends too.
  const stepTimeoutMs = Math.max(500, Math.floor(timing.leaseMs / 4));
  const transport = settings.smtpUrl
    ? nodemailer.createTransport({ url: settings.smtpUrl, connectionTimeout: stepTimeoutMs, greetingTimeout: stepTimeoutMs, socketTimeout: stepTimeoutMs })
    : undefined;
  if (config.isProduction && !warned) {
    warned = true;
    if (!transport) log.warn('[mail] SMTP_URL is not set: mails are kept in mail_outbox and nobody receives them');
    if (!config.publicUrl) log.warn(`[mail] PUBLIC_URL is not set: links in mails point at ${settings.publicUrl}`);
  }
  const queueTable = createMailQueue(orm, timing, senderDomain(settings.from));
  const pending = new Set<Promise<void>>();

  async function transmit(mail: ClaimedMail): Promise<void> {
    if (transport) {
      await transport.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        messageId: mail.messageId,
      });
      return;
    }
    const em = orm.em.fork();
    em.create(MailOutbox, { recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, createdAt: new Date() });
    await em.flush();
  }

  /** One attempt of a claimed mail; the outcome is recorded, a failure is thrown after it. */
  async function attempt(mail: ClaimedMail): Promise<void> {
    try {
      await transmit(mail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await queueTable.markFailed(mail, message).catch(() => null);
      if (outcome === 'given up') log.error(`[mail] gave up on mail #${mail.id} after ${mail.attempts} attempts: ${message}`);
      throw error;
    }
    const recorded = await queueTable.markSent(mail).catch(() => false);
    // Sent, but not recorded (connection lost, or the lease lapsed and another process took the row):
    // it may be sent again, with the same Message-ID.
    if (!recorded) log.warn(`[mail] mail #${mail.id} was sent but could not be marked sent: it may be sent again (same Message-ID)`);
  }

  /** Writes `mail` to the queue (alone) and sends it now; a failure leaves it queued for a retry and is thrown. */
  async function send(mail: OutgoingMail): Promise<void> {
    await attempt(await queueTable.insert(mail));
  }

  return {
    settings,
    timing,
    kind: transport ? ('smtp' as const) : ('outbox' as const),
    send,

    /** Writes `mail` to the queue within `em`'s transaction; `deliver` it after the commit (the leader's job does otherwise). */
    queue(em: EntityManager, mail: OutgoingMail): Promise<QueuedMail> {
      return queueTable.insert(mail, em);
    },

    /** Sends a mail queued by `queue` now; a failure leaves it queued for a retry and is thrown. */
    deliver(mail: QueuedMail): Promise<void> {
      return attempt(mail);
    },

    /**
     * Sends every due mail: failed attempts whose backoff has passed and mails whose process died
     * holding them. Run by the jobs' leader; claims are exclusive, so running it in several processes
     * at once still sends each mail once. Returns how many were sent and how many failed.
     */
    async deliverDue(signal?: AbortSignal): Promise<{ sent: number; failed: number }> {
      let sent = 0;
      let failed = 0;
      while (!signal?.aborted) {
        const due = await queueTable.claimDue();
        if (due.length === 0) break;
        // In parallel: one claim's mails all end within about one lease even when the relay hangs.
        for (const outcome of await Promise.allSettled(due.map(attempt))) {
          if (outcome.status === 'fulfilled') sent += 1;
          else failed += 1;
        }
      }
      if (sent + failed > 0) log.info(`[mail] queue: ${sent} sent, ${failed} failed`);
      return { sent, failed };
    },

    /** Runs `task` off the request path; a failure is logged (without the mail's content), never thrown. */
    later(label: string, task: () => Promise<void>): void {
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error(`[mail] ${label} failed: ${error instanceof Error ? error.message : String(error)}`));
      pending.add(run);
      void run.finally(() => pending.delete(run));
    },

    /** Resolves when every task given to `later` so far has finished. */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },

    close(): void {
      transport?.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;

import type { MikroORM } from '@mikro-orm/postgresql';
import nodemailer from 'nodemailer';
import { config } from '#platform/config.ts';
import { log } from '#platform/log/logger.ts';
import { mailSettingsFromEnv, type MailSettings } from './mail-config.ts';
import { MailOutbox } from './mail-outbox-entity.ts';

let warned = false;

export type OutgoingMail = { to: string; subject: string; text: string; html?: string };

/**
 * Sends mail over SMTP when SMTP_URL is set, otherwise stores it in mail_outbox. `later` runs work
 * (finding the member, making a token, sending) after the response has gone, so that an answer never
 * waits on, or reveals, what happens behind it; `idle()` waits for that work (tests, shutdown).
 */
export function createMailer(orm: MikroORM, settings: MailSettings = mailSettingsFromEnv()) {
  const transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : undefined;
  if (config.isProduction && !warned) {
    warned = true;
    if (!transport) log.warn('[mail] SMTP_URL is not set: mails are kept in mail_outbox and nobody receives them');
    if (!config.publicUrl) log.warn(`[mail] PUBLIC_URL is not set: links in mails point at ${settings.publicUrl}`);
  }
  const pending = new Set<Promise<void>>();

  async function send(mail: OutgoingMail): Promise<void> {
    if (transport) {
      await transport.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
      return;
    }
    const em = orm.em.fork();
    em.create(MailOutbox, { recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, createdAt: new Date() });
    await em.flush();
  }

  return {
    settings,
    kind: transport ? ('smtp' as const) : ('outbox' as const),
    send,

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

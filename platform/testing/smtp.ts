import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** Every http(s) URL in the text part, in order. */
  links: string[];
  /** The Message-ID header, e.g. `<uuid@yomiba.test>`. */
  messageId: string | null;
};

export type TestSmtpServer = {
  /** `smtp://127.0.0.1:<port>`: give it to the app as SMTP_URL. */
  url: string;
  port: number;
  /** Every mail received so far, in arrival order. */
  mails: ReceivedMail[];
  /**
   * The next mail to `to` (optionally whose subject contains `subject`) that no earlier call returned,
   * waiting for it up to `timeoutMs`.
   */
  waitForMail(to: string, options?: { subject?: string; timeoutMs?: number }): Promise<ReceivedMail>;
  /** While on, every recipient is refused with 451 (a relay that says "try later"). */
  refuse(on: boolean): void;
  /** Holds every conversation at its recipient until `release()` (a relay that hangs); a client that gives up or dies meanwhile delivers nothing. */
  hold(): void;
  release(): void;
  /** Conversations held now. */
  readonly held: number;
  close(): Promise<void>;
};

const LINK = /https?:\/\/[^\s<>"'）」]+/g;

/**
 * A real SMTP server on a free port of 127.0.0.1 (no TLS, no authentication) that parses what it
 * receives: the app's mailer talks to it exactly as to a production relay.
 */
export async function startTestSmtpServer(options: { onMail?: (mail: ReceivedMail) => void } = {}): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  let refusing = false;
  let holding = false;
  const held = new Set<() => void>();

  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo(_address, _session, callback) {
      if (refusing) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      if (!holding) return callback();
      const go = () => {
        held.delete(go);
        try {
          callback();
        } catch {
          // The client is gone.
        }
      };
      held.add(go);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : null,
            links: text.match(LINK) ?? [],
            messageId: parsed.messageId ?? null,
          };
          mails.push(mail);
          options.onMail?.(mail);
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  function take(to: string, subject?: string): ReceivedMail | undefined {
    const found = mails.find((mail) => !taken.has(mail) && mail.to.includes(to.toLowerCase()) && (!subject || mail.subject.includes(subject)));
    if (found) taken.add(found);
    return found;
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    waitForMail(to, { subject, timeoutMs = 10_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = take(to, subject);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${to}${subject ? ` about "${subject}"` : ''} within ${timeoutMs} ms (received: ${mails.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none'})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    refuse(on) {
      refusing = on;
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const go of held) go();
    },
    get held() {
      return held.size;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

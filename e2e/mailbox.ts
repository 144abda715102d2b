import fs from 'node:fs';
import path from 'node:path';
import type { ReceivedMail } from '#platform/testing/smtp.ts';

const MAIL_DIR = path.resolve(import.meta.dirname, '..', '.data', 'e2e', 'mails');

/** The newest mail to `to` whose subject contains `subject`, received by the e2e server's SMTP server (e2e/serve-fresh.ts). */
export async function waitForMail(to: string, subject: string, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).filter((file) => file.endsWith('.json')).sort().reverse() : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(MAIL_DIR, file), 'utf8')) as ReceivedMail;
      if (mail.to.includes(to.toLowerCase()) && mail.subject.includes(subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} with "${subject}" within ${timeoutMs} ms`);
}

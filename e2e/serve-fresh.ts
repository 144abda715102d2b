/** Serves the production build on a throw-away embedded database (or E2E_DATABASE_URL). */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.data', 'e2e');
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.YOMIBA_DATA_DIR = dataDir;
process.env.EMBEDDED_PG_PORT ??= '54349';
process.env.NODE_ENV = 'production';
// As `npm start` serves it: the production build in demo mode (platform/config.ts demoMode: the demo seed and art).
process.env.YOMIBA_DEMO = '1';
// Every browser of the suite signs up from 127.0.0.1; the limit itself is tested in auth-rate-limit.test.ts.
process.env.SIGNUPS_PER_ADDRESS ??= '1000';
process.env.SESSION_SECRET ??= randomBytes(48).toString('base64url');
// The rankings of the start: a refresh during the run (by default every 10 minutes, after the purchases of
// parallel specs) could change them between two page loads of one test (ranking.spec.ts).
process.env.RANKINGS_REFRESH_MS ??= '0';
// A production build takes bank account numbers only under a key of its own (platform/config.ts); the database is new each run.
process.env.PAYOUT_ACCOUNT_KEYS ??= `e2e:${randomBytes(32).toString('base64')}`;
// Specs credit wallets straight from the test process (myitem-wallet.ts), which the server's bus cannot
// hear: no per-member initialize cache here (decision 046; its invalidation is tested in member-initialize.test.ts).
process.env.MEMBER_STATE_TTL_MS ??= '0';
process.env.PERSONAL_PAGE_TTL_MS ??= '0';
if (process.env.E2E_DATABASE_URL) process.env.DATABASE_URL = process.env.E2E_DATABASE_URL;
else delete process.env.DATABASE_URL;
process.chdir(root);

// Mail goes over real SMTP to a local server; each mail it receives lands in .data/e2e/mails/ for the tests (e2e/mailbox.ts).
const { startTestSmtpServer } = await import('#platform/testing/smtp.ts');
const mailDir = path.join(dataDir, 'mails');
fs.mkdirSync(mailDir, { recursive: true });
let received = 0;
const smtp = await startTestSmtpServer({
  // Written aside and renamed into place: a test reading the directory never sees half a mail.
  onMail: (mail) => {
    const file = path.join(mailDir, `${String(++received).padStart(5, '0')}.json`);
    fs.writeFileSync(`${file}.part`, JSON.stringify(mail));
    fs.renameSync(`${file}.part`, file);
  },
});
process.env.SMTP_URL = smtp.url;
process.env.PUBLIC_URL = `http://localhost:${process.env.PORT ?? 3000}`;

await import(path.join(root, 'dist', 'serve-node.js'));

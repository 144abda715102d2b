import { Hono } from 'hono';
import type { MailRouterOptions } from './http/account-mail-http.ts';
import type { AccountsService } from './accounts-service.ts';
import { emailChangeRouter } from './email-change-router.ts';
import { emailVerificationRouter } from './email-verification-router.ts';
import { mailboxRouter } from './mail/mailbox-router.ts';
import { passwordChangeRouter } from './password-change-router.ts';
import { passwordResetRouter } from './password-reset-router.ts';

/** Every route of the mail flows, plus the development mailbox's API (404 in production). */
export function accountMailRouter(accounts: AccountsService, options: MailRouterOptions = {}) {
  const router = new Hono({ strict: true })
    .route('/', emailVerificationRouter(accounts, options))
    .route('/', passwordResetRouter(accounts, options))
    .route('/', passwordChangeRouter(accounts, options))
    .route('/', emailChangeRouter(accounts, options))
    .route('/', mailboxRouter(accounts.outbox));
  return router;
}

import { createHash } from 'node:crypto';

/**
 * ドットマネー as a payout (issue 20 item 6): linking a member's ドットマネー account and depositing into
 * it go through this interface; a real provider would call the ドットマネー partner API. Outside
 * production the sandbox stands in (like the payment sandbox).
 */
export interface DotmoneyProvider {
  readonly name: string;
  /** The account as the provider knows it, or null when it does not exist. */
  verifyAccount(accountNumber: string): Promise<{ accountId: string } | null>;
  /** Deposits once per `requestId` (the provider is idempotent on it); false when refused. */
  deposit(accountId: string, amountYen: number, requestId: string): Promise<boolean>;
}

/** ドットマネー口座番号 as members type it: 16 digits (spaces and hyphens allowed). */
export const normaliseDotmoneyNumber = (input: string) => {
  const digits = input.normalize('NFKC').replace(/[\s-]/g, '');
  return /^\d{16}$/.test(digits) ? digits : null;
};

/**
 * The sandbox: every 16-digit number exists except those ending in 0000; a deposit succeeds unless the
 * amount ends in 999 yen (to try the failure). Deposits are remembered per request id.
 */
export function createSandboxDotmoneyProvider(): DotmoneyProvider & { deposits: Map<string, { accountId: string; amountYen: number }> } {
  const deposits = new Map<string, { accountId: string; amountYen: number }>();
  return {
    name: 'sandbox',
    deposits,
    async verifyAccount(accountNumber) {
      if (!/^\d{16}$/.test(accountNumber) || accountNumber.endsWith('0000')) return null;
      return { accountId: `DM-${createHash('sha256').update(accountNumber).digest('hex').slice(0, 12)}` };
    },
    async deposit(accountId, amountYen, requestId) {
      if (deposits.has(requestId)) return true;
      if (amountYen % 1000 === 999) return false;
      deposits.set(requestId, { accountId, amountYen });
      return true;
    },
  };
}

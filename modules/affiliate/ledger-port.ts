import type { SqlStatement } from '#platform/db/sql-template.ts';

/** The wallet's member ledger as this module uses it (injected in the composition root: decision 001). */
export type AffiliateLedger = {
  execute<T = Record<string, unknown>[]>(statement: SqlStatement): Promise<T>;
  grant(request: { kind: string; reason: string; reference: string; idempotencyKey?: string; credits: { asset: 'affiliate_yen'; amount: number }[] }): Promise<boolean>;
  debit(request: { kind: string; reason: string; reference: string; idempotencyKey: string; asset: 'affiliate_yen'; amount: number }): Promise<'debited' | 'short' | 'repeated'>;
};

export type WithMemberLedger = <T>(userId: number, work: (ledger: AffiliateLedger) => Promise<T>, at?: Date) => Promise<T>;

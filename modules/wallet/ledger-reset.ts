/** What a reset needs: one connection, inside the caller's transaction. */
type Client = { query: (text: string) => Promise<unknown> };

const GUARDED = ['wallet_operation', 'wallet_entry'] as const;
const WALLET_TABLES = ['wallet_account', 'wallet_lot', 'wallet_title_ticket', 'wallet_entitlement', 'wallet_purchase', ...GUARDED];

/**
 * Development only (`npm run seed -- --reset`): runs `truncate` (a TRUNCATE … CASCADE that reaches the
 * ledger through its foreign keys) and empties the whole wallet with it (balances must never outlive
 * their ledger), with the ledger's TRUNCATE guards switched off inside the caller's transaction: they
 * are back on when it commits, and were never off if it rolls back.
 */
export async function withLedgerTruncateAllowed(client: Client, truncate: () => Promise<void>): Promise<void> {
  for (const table of GUARDED) await client.query(`alter table "${table}" disable trigger "${table}_no_truncate"`);
  await truncate();
  await client.query(`truncate ${WALLET_TABLES.map((t) => `"${t}"`).join(', ')} restart identity cascade`);
  for (const table of GUARDED) await client.query(`alter table "${table}" enable trigger "${table}_no_truncate"`);
}

import type { MikroORM } from '@mikro-orm/postgresql';
import { beginOperation, credit, debitLots, expireDue, lockAccount } from './ledger.ts';
import { sql as sqlText } from '#platform/db/sql-template.ts';
import { inTransaction, poolSql, type Sql } from './sql-transaction.ts';
import { conversionTotal, TICKET_CONVERSION, TICKET_NAMES, type ConvertibleAsset, type ConvertibleTicket } from './ticket-conversion-rules.ts';
import { WalletError } from './wallet-errors.ts';

const DAY_MS = 86_400_000;

export type TicketConversionOutcome = { converted: boolean; tickets: number; coins: number; expiresAt: Date };

type LotGroup = { asset: ConvertibleAsset; expires_at: Date | string; count: number };

/** The member's unexpired ticket lots that expire within the window, soonest first. */
async function convertibleGroups(sql: Pick<Sql, 'execute'>, userId: number, at: Date): Promise<LotGroup[]> {
  const until = new Date(at.getTime() + TICKET_CONVERSION.windowDays * DAY_MS);
  return sql.execute<LotGroup[]>(
    sqlText`select asset, expires_at, sum(remaining)::int as count from wallet_lot
      where user_id = ${userId} and asset in ('ticket', 'premium_ticket') and remaining > 0 and expires_at > ${at} and expires_at <= ${until}
      group by asset, expires_at order by expires_at, asset`,
  );
}

const toTicket = (group: LotGroup): ConvertibleTicket => {
  const expiresAt = new Date(group.expires_at).toISOString();
  return { id: `${group.asset}:${expiresAt}`, name: TICKET_NAMES[group.asset], count: group.count, coinsEach: TICKET_CONVERSION.coinsPerTicket[group.asset], expiresAt };
};

/**
 * Tickets about to expire to bonus coins (023-ticket-conversion.md). The server decides which tickets
 * qualify; the client only confirms the total it was shown (`coins`), and a different total means the
 * list changed in between (409). One wallet transaction under the member's row lock, idempotent on
 * (member, requestId).
 */
export function createTicketConversion(orm: MikroORM, options: { now?: () => Date; lockTimeoutMs?: number } = {}) {
  const now = options.now ?? (() => new Date());
  return {
    rules: TICKET_CONVERSION,

    async convertible(userId: number, at = now()): Promise<ConvertibleTicket[]> {
      return (await convertibleGroups(poolSql(orm), userId, at)).map(toTicket);
    },

    async convert(userId: number, request: { requestId: string; coins: number }, at = now()): Promise<TicketConversionOutcome> {
      const expiresAt = new Date(at.getTime() + TICKET_CONVERSION.bonusExpiryDays * DAY_MS);
      return inTransaction(
        orm,
        async (sql) => {
          await lockAccount(sql, userId, at);
          await expireDue(sql, userId, at);
          const operationId = await beginOperation(sql, userId, 'ticket_convert', `ticket-convert:${userId}:${request.requestId}`, at);
          if (operationId === null) return { converted: false, tickets: 0, coins: request.coins, expiresAt };
          const tickets = (await convertibleGroups(sql, userId, at)).map(toTicket);
          const coins = conversionTotal(tickets);
          if (tickets.length === 0) throw new WalletError('no-convertible-tickets');
          if (coins !== request.coins) throw new WalletError('conversion-changed');
          const movement = { userId, operationId, at, reason: 'ticket_convert', reference: `ticket-convert:${request.requestId}` };
          // The qualifying lots are the soonest-expiring ones, exactly what debitLots takes first.
          for (const asset of ['ticket', 'premium_ticket'] as const) {
            const count = tickets.filter((t) => t.id.startsWith(`${asset}:`)).reduce((sum, t) => sum + t.count, 0);
            if (count > 0 && !(await debitLots(sql, { ...movement, assets: [asset], amount: count }))) throw new Error(`ticket lots changed under the row lock (${asset})`);
          }
          await credit(sql, { ...movement, asset: 'bonus_coin', amount: coins, expiresAt });
          return { converted: true, tickets: tickets.reduce((sum, t) => sum + t.count, 0), coins, expiresAt };
        },
        { lockTimeoutMs: options.lockTimeoutMs ?? 10_000 },
      );
    },
  };
}

export type TicketConversion = ReturnType<typeof createTicketConversion>;

import type { MikroORM } from '@mikro-orm/postgresql';
import { coinsForPoints, POINT_EXCHANGE } from './exchange-rules.ts';
import { beginOperation, credit, debitLots, expireDue, lockAccount } from './ledger.ts';
import { inTransaction } from './sql-transaction.ts';
import { WalletError } from './wallet-errors.ts';

const DAY_MS = 86_400_000;

export type ExchangeRequest = {
  points: number;
  /** Chosen by the client once per exchange form: the same id again is the same exchange. */
  requestId: string;
};

export type ExchangeOutcome = {
  /** False when this requestId was exchanged before (nothing moved this time). */
  exchanged: boolean;
  points: number;
  coins: number;
  expiresAt: Date;
};

/**
 * Points to bonus coins (015-point-exchange.md): one wallet transaction under the member's row lock
 * that takes the points with a conditional debit (never negative) and credits a bonus coin lot with
 * its expiry, idempotent on (member, requestId).
 */
export function createPointExchange(orm: MikroORM, options: { now?: () => Date; lockTimeoutMs?: number } = {}) {
  const now = options.now ?? (() => new Date());
  return {
    rules: POINT_EXCHANGE,

    async exchange(userId: number, request: ExchangeRequest, at = now()): Promise<ExchangeOutcome> {
      const { points } = request;
      if (!Number.isSafeInteger(points) || points <= 0 || points % POINT_EXCHANGE.unitPoints !== 0 || points > POINT_EXCHANGE.maxPoints) {
        throw new WalletError('exchange-points-invalid');
      }
      const coins = coinsForPoints(points);
      const expiresAt = new Date(at.getTime() + POINT_EXCHANGE.bonusExpiryDays * DAY_MS);
      return inTransaction(
        orm,
        async (sql) => {
          await lockAccount(sql, userId, at);
          await expireDue(sql, userId, at);
          const operationId = await beginOperation(sql, userId, 'exchange', `exchange:${userId}:${request.requestId}`, at);
          if (operationId === null) return { exchanged: false, points, coins, expiresAt };
          const movement = { userId, operationId, at, reason: 'exchange', reference: `exchange:${request.requestId}` };
          if (!(await debitLots(sql, { ...movement, assets: ['point'], amount: points }))) {
            throw new WalletError('exchange-points-insufficient');
          }
          await credit(sql, { ...movement, asset: 'bonus_coin', amount: coins, expiresAt });
          return { exchanged: true, points, coins, expiresAt };
        },
        { lockTimeoutMs: options.lockTimeoutMs ?? 10_000 },
      );
    },
  };
}

export type PointExchange = ReturnType<typeof createPointExchange>;

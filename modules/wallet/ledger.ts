import { pointUseBy, type AccountAsset, type LotAsset } from './assets.ts';
import { sql, sqlJoin, sqlTrusted, type SqlStatement } from '#platform/db/sql-template.ts';
import type { Sql } from './sql-transaction.ts';

/**
 * The only code that moves value. Every function runs inside a transaction that holds the member's
 * wallet_account row lock (lockAccount), writes the ledger entries and changes the stored balances in
 * the same transaction; the CHECK constraints reject any negative balance.
 */

const COLUMN: Record<AccountAsset, string> = {
  paid_coin: 'paid_coin',
  bonus_coin: 'bonus_coin',
  point: 'point',
  ticket: 'ticket',
  premium_ticket: 'premium_ticket',
  coupon: 'coupon',
  affiliate_yen: 'affiliate_yen',
};

export type AccountRow = {
  paid_coin: number;
  bonus_coin: number;
  point: number;
  ticket: number;
  premium_ticket: number;
  coupon: number;
  first_paid_at: Date | null;
};

export type Movement = { reason: string; reference: string };

/** Raw queries return timestamps as text. */
export const toDate = (value: Date | string | null | undefined): Date | null => (value == null ? null : value instanceof Date ? value : new Date(value));

const accountLock = (userId: number) =>
  sql`select paid_coin, bonus_coin, point, ticket, premium_ticket, coupon, first_paid_at from wallet_account where user_id = ${userId} for update`;

const ensureAccount = (userId: number, at: Date) => sql`insert into wallet_account (user_id, updated_at) values (${userId}, ${at}) on conflict (user_id) do nothing`;

/** Locks (creating when missing) the member's wallet row for the rest of the transaction. */
export async function lockAccount(em: Sql, userId: number, at: Date): Promise<AccountRow> {
  em.changes?.(userId);
  let [row] = await em.execute<AccountRow[]>(accountLock(userId));
  if (!row) {
    await em.execute(ensureAccount(userId, at));
    [row] = await em.execute<AccountRow[]>(accountLock(userId));
  }
  return row!;
}

/**
 * Locks the member's wallet row and runs `then` right after the lock is granted, in the same round
 * trip (a pipeline: `then` reads with a snapshot taken after the lock, so it sees every change the lock
 * waited for). A member without a wallet row yet gets one, and `then` runs again under its lock.
 */
export async function lockAccountThen<R>(em: Sql, userId: number, at: Date, then: SqlStatement): Promise<R> {
  em.changes?.(userId);
  const [locked, rows] = await em.executeAll([accountLock(userId), then]);
  if (locked!.length > 0) return rows as R;
  await lockAccount(em, userId, at);
  return em.executePrepared<R>(then);
}

/** A new operation, or null when one with this idempotency key already happened. */
export async function beginOperation(em: Sql, userId: number, kind: string, idempotencyKey: string | null, at: Date): Promise<number | null> {
  const [row] = await em.executePrepared<{ id: number }[]>(
    sql`insert into wallet_operation (user_id, kind, idempotency_key, created_at) values (${userId}, ${kind}, ${idempotencyKey}, ${at}) on conflict (idempotency_key) do nothing returning id`,
  );
  return row?.id ?? null;
}

/**
 * Adds to a balance: a new lot for coins, points and tickets (plus the account column), the account
 * column alone for coupons and affiliate earnings. Every point grant has a use-by (decision 061): the
 * caller's, or pointUseBy(at) when it names none.
 */
export async function credit(
  em: Sql,
  args: { userId: number; operationId: number; asset: AccountAsset; amount: number; expiresAt?: Date | null; at: Date } & Movement,
): Promise<void> {
  const { userId, operationId, asset, amount, at } = args;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`credit amount must be a positive integer, got ${amount}`);
  const column = sqlTrusted(COLUMN[asset]);
  const isLot = isLotAsset(asset);
  if (!isLot && args.expiresAt) throw new Error(`${asset} has no expiry`);
  const expiresAt = creditExpiry(asset, args.expiresAt, at);
  await em.executePrepared(
    sql`with lot as (
       insert into wallet_lot (user_id, operation_id, asset, amount, remaining, expires_at, created_at)
       select ${userId}::int, ${operationId}::int, ${asset}::text, ${amount}::int, ${amount}::int, ${expiresAt}::timestamptz, ${at}::timestamptz where ${isLot}::boolean
       returning id),
     entry as (
       insert into wallet_entry (operation_id, user_id, asset, amount, reason, reference, lot_id, created_at)
       values (${operationId}, ${userId}, ${asset}, ${amount}, ${args.reason}, ${args.reference}, (select id from lot), ${at}))
     update wallet_account set ${column} = ${column} + ${amount}::int, updated_at = ${at} where user_id = ${userId}`,
  );
}

/** A credit's use-by: the one given, or for points (which always have one) pointUseBy(at). */
function creditExpiry(asset: AccountAsset, expiresAt: Date | null | undefined, at: Date): Date | null {
  return asset === 'point' ? (expiresAt ?? pointUseBy(at)) : (expiresAt ?? null);
}

const isLotAsset = (asset: AccountAsset) => asset !== 'coupon' && asset !== 'affiliate_yen';

/**
 * The caller's own statement (`alongside`, on its own tables: an insert … returning) and a grant, in
 * one statement: one round trip instead of three (decision 061). The grant (an operation with its
 * idempotency key, a lot and an entry per credit, the balance columns) happens only when `alongside`
 * returns a row and the key is new; returns `alongside`'s rows and whether it granted. Runs inside the
 * member's locked transaction like every ledger write; `alone` takes that lock in the same round trip,
 * with the BEGIN before and the COMMIT after (the transaction's only statement, decision 076).
 */
export async function creditWith<R>(
  em: Sql,
  args: { userId: number; kind: string; idempotencyKey: string; credits: { asset: AccountAsset; amount: number; expiresAt?: Date | null }[]; at: Date; alongside: SqlStatement; commit?: boolean; alone?: boolean } & Movement,
): Promise<{ rows: R[]; granted: boolean }> {
  const { userId, at } = args;
  if (args.credits.length === 0) throw new Error('a grant needs at least one credit');
  const parts = args.credits.map((c, i) => {
    if (!Number.isSafeInteger(c.amount) || c.amount <= 0) throw new Error(`credit amount must be a positive integer, got ${c.amount}`);
    if (!isLotAsset(c.asset) && c.expiresAt) throw new Error(`${c.asset} has no expiry`);
    const lot = sqlTrusted(`lot${i}`);
    return sql`,
     ${lot} as (
       insert into wallet_lot (user_id, operation_id, asset, amount, remaining, expires_at, created_at)
       select ${userId}::int, op.id, ${c.asset}::text, ${c.amount}::int, ${c.amount}::int, ${creditExpiry(c.asset, c.expiresAt, at)}::timestamptz, ${at}::timestamptz from op where ${isLotAsset(c.asset)}::boolean
       returning id),
     ${sqlTrusted(`entry${i}`)} as (
       insert into wallet_entry (operation_id, user_id, asset, amount, reason, reference, lot_id, created_at)
       select op.id, ${userId}::int, ${c.asset}::text, ${c.amount}::int, ${args.reason}::text, ${args.reference}::text, (select id from ${lot}), ${at}::timestamptz from op)`;
  });
  // One assignment per balance column, whatever the number of credits of that asset.
  const totals = new Map<string, number>();
  for (const c of args.credits) totals.set(COLUMN[c.asset], (totals.get(COLUMN[c.asset]) ?? 0) + c.amount);
  const sets = [...totals].map(([column, amount]) => sql`${sqlTrusted(column)} = ${sqlTrusted(column)} + ${amount}::int`);
  const commits = args.commit || args.alone;
  // With the commit riding along, a used key must fail the statement: no `on conflict … do nothing`.
  const onUsedKey = commits ? sql`` : sql`on conflict (idempotency_key) do nothing`;
  const statement = sql`with alongside as (${args.alongside}),
     op as (
       insert into wallet_operation (user_id, kind, idempotency_key, created_at)
       select ${userId}::int, ${args.kind}::text, ${args.idempotencyKey}::text, ${at}::timestamptz where exists (select 1 from alongside)
       ${onUsedKey} returning id)${sqlJoin(parts, '')},
     account as (
       update wallet_account set ${sqlJoin(sets, ', ')}, updated_at = ${at}::timestamptz
        where user_id = ${userId}::int and exists (select 1 from op))
     select alongside.*, exists (select 1 from op) as wallet_granted_ from alongside`;
  type Row = R & { wallet_granted_: boolean };
  let rows: Row[];
  if (args.alone) {
    // The whole transaction in one round trip (decision 076): the member's wallet row made when missing
    // (so that the balance update below always finds it), locked, then the statement, then COMMIT.
    em.changes?.(userId);
    const [, , granted] = await em.executeAllThenCommit([ensureAccount(userId, at), accountLock(userId), statement]);
    rows = granted as Row[];
  } else {
    rows = args.commit ? await em.executePreparedThenCommit<Row[]>(statement) : await em.executePrepared<Row[]>(statement);
  }
  const granted = rows[0]?.wallet_granted_ ?? false;
  for (const row of rows) delete (row as Partial<typeof row>).wallet_granted_;
  return { rows: rows as R[], granted };
}

/** Takes from coupons or affiliate earnings (no lots). Returns false, changing nothing, when the balance is short. */
export async function debitAccount(
  em: Sql,
  args: { userId: number; operationId: number; asset: 'coupon' | 'affiliate_yen'; amount: number; at: Date } & Movement,
): Promise<boolean> {
  const { userId, operationId, asset, amount, at } = args;
  const column = sqlTrusted(COLUMN[asset]);
  const rows = await em.executePrepared<{ user_id: number }[]>(
    sql`with debit as (
       update wallet_account set ${column} = ${column} - ${amount}::int, updated_at = ${at} where user_id = ${userId} and ${column} >= ${amount}::int returning user_id)
     insert into wallet_entry (operation_id, user_id, asset, amount, reason, reference, created_at)
     select ${operationId}::int, user_id, ${asset}::text, ${-amount}::int, ${args.reason}::text, ${args.reference}::text, ${at}::timestamptz from debit returning user_id`,
  );
  return rows.length === 1;
}

/**
 * Spends `amount` from the member's unexpired lots of `assets` (coins, points or tickets): bonus coins
 * before paid ones, the soonest-expiring lot first (lots without an expiry last). Returns false, changing nothing, when they do not cover it.
 * One statement (one round trip): `spendable` numbers the lots in spending order with the running
 * total before each; `takes` is empty unless they cover the amount. The caller holds the member's
 * wallet row lock, so no other wallet transaction changes these lots meanwhile.
 */
export async function debitLots(
  em: Sql,
  args: { userId: number; operationId: number; assets: LotAsset[]; amount: number; at: Date } & Movement,
): Promise<boolean> {
  const { userId, operationId, assets, amount, at } = args;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`debit amount must be a positive integer, got ${amount}`);
  const taken = (asset: LotAsset) => sqlTrusted(`${COLUMN[asset]} = ${COLUMN[asset]} - coalesce((select sum(take) from takes where asset = '${asset}'), 0)`);
  const [row] = await em.executePrepared<{ taken: number }[]>(
    sql`with spendable as (
       select id, asset, remaining,
              coalesce(sum(remaining) over (order by (asset = 'paid_coin'), expires_at nulls last, id rows between unbounded preceding and 1 preceding), 0) as before
         from wallet_lot
        where user_id = ${userId}::int and asset = any(${`{${assets.join(',')}}`}::text[]) and remaining > 0 and (expires_at is null or expires_at > ${at}::timestamptz)),
     takes as (
       select id as lot, asset, least(remaining, ${amount}::int - before)::int as take from spendable
        where before < ${amount}::int and (select coalesce(sum(remaining), 0) from spendable) >= ${amount}::int),
     lots as (update wallet_lot l set remaining = l.remaining - takes.take from takes where l.id = takes.lot),
     entries as (
       insert into wallet_entry (operation_id, user_id, asset, amount, reason, reference, lot_id, created_at)
       select ${operationId}::int, ${userId}::int, takes.asset, -takes.take, ${args.reason}::text, ${args.reference}::text, takes.lot, ${at}::timestamptz from takes),
     account as (
       update wallet_account set ${sqlJoin(assets.map(taken), ', ')}, updated_at = ${at}::timestamptz
        where user_id = ${userId}::int and exists (select 1 from takes))
     select coalesce(sum(take), 0)::int as taken from takes`,
  );
  return row!.taken === amount;
}

/** Whether the member holds `storyId` or `volumeId` (0: none) at `at`: owned, or rented until later. */
export type EntitlementProbe = { storyId: number; volumeId: number };

/**
 * Books the expiry of every lot of the member that expired by `at`: one 'expire' operation whose
 * entries take each lot's remaining amount out of its balance, a no-op when nothing is due. In the same
 * statement (one round trip, and a snapshot taken after the caller's row lock) it answers whether the
 * member already holds `probe`.
 */
export async function expireDue(em: Sql, userId: number, at: Date, probe: EntitlementProbe = { storyId: 0, volumeId: 0 }): Promise<{ entitled: boolean }> {
  const [row] = await em.executePrepared<{ entitled: boolean }[]>(
    sql`with due as (
       select id, asset, remaining from wallet_lot
        where user_id = ${userId} and remaining > 0 and expires_at <= ${at} for update),
     zeroed as (update wallet_lot l set remaining = 0 from due where l.id = due.id returning due.id, due.asset, due.remaining),
     op as (insert into wallet_operation (user_id, kind, created_at) select ${userId}::int, 'expire', ${at}::timestamptz where exists (select 1 from zeroed) returning id),
     entries as (
       insert into wallet_entry (operation_id, user_id, asset, amount, reason, reference, lot_id, created_at)
       select op.id, ${userId}::int, z.asset, -z.remaining, 'expire', 'lot:' || z.id, z.id, ${at}::timestamptz from zeroed z cross join op
       returning asset, amount),
     account as (
       update wallet_account set
         paid_coin = paid_coin + coalesce((select sum(amount) from entries where asset = 'paid_coin'), 0),
         bonus_coin = bonus_coin + coalesce((select sum(amount) from entries where asset = 'bonus_coin'), 0),
         point = point + coalesce((select sum(amount) from entries where asset = 'point'), 0),
         ticket = ticket + coalesce((select sum(amount) from entries where asset = 'ticket'), 0),
         premium_ticket = premium_ticket + coalesce((select sum(amount) from entries where asset = 'premium_ticket'), 0),
         updated_at = ${at}
        where user_id = ${userId} and exists (select 1 from entries))
     select exists (select 1 from wallet_entitlement
                     where user_id = ${userId}::int and (story_id = ${probe.storyId}::int or volume_id = ${probe.volumeId}::int) and (expires_at is null or expires_at > ${at}::timestamptz)) as entitled`,
  );
  return { entitled: row!.entitled };
}

/**
 * Spends the member's 待てば¥0 ticket for a title, booking first the initial ticket (no row yet) or
 * the recovery that came due. Returns false when no ticket is there; then nothing changed.
 */
export async function spendTitleTicket(
  em: Sql,
  args: { userId: number; operationId: number; titleId: number; recoveryHours: number; at: Date } & Movement,
): Promise<boolean> {
  const { userId, operationId, titleId, at } = args;
  const [row] = await em.executePrepared<{ tickets: number; recovers_at: string | null }[]>(
    sql`select tickets, recovers_at from wallet_title_ticket where user_id = ${userId} and title_id = ${titleId} for update`,
  );
  const entries: { amount: number; reason: string }[] = [];
  let tickets = row?.tickets ?? 0;
  if (!row) {
    entries.push({ amount: 1, reason: 'initial' });
    tickets = 1;
  } else if (tickets === 0 && row.recovers_at && toDate(row.recovers_at)! <= at) {
    entries.push({ amount: 1, reason: 'recover' });
    tickets = 1;
  }
  if (tickets === 0) return false;
  entries.push({ amount: -1, reason: args.reason });
  const recoversAt = new Date(at.getTime() + args.recoveryHours * 3_600_000);
  await em.executePrepared(
    sql`with entries as (
       insert into wallet_entry (operation_id, user_id, asset, amount, reason, reference, title_id, created_at)
       select ${operationId}::int, ${userId}::int, 'title_ticket', e.amount, e.reason, ${args.reference}::text, ${titleId}::int, ${at}::timestamptz from json_to_recordset(${JSON.stringify(entries)}::json) as e(amount int, reason text)
       returning amount)
     insert into wallet_title_ticket (user_id, title_id, tickets, recovers_at)
     values (${userId}, ${titleId}, ${tickets - 1}, ${recoversAt})
     on conflict (user_id, title_id) do update set tickets = excluded.tickets, recovers_at = excluded.recovers_at`,
  );
  return true;
}

import type { Kysely } from 'kysely';
import type { MikroORM } from '@mikro-orm/postgresql';
import { jstDayKey } from '#platform/time/jst-day.ts';
import type { AccountCipher } from './account-cipher.ts';
import { PayoutError } from './affiliate-errors.ts';
import { insertPayoutHistory, insertPayoutRequest, movePayoutRequest, payoutRequestByRequestId, returnPayoutRequest, type PayoutAccountColumns } from './affiliate-ledger-sql.ts';
import { bankCodes } from './bank-codes.ts';
import type { DotmoneyProvider } from './dotmoney-provider.ts';
import { nameKey, toKatakanaName } from './katakana.ts';
import { affiliateDb, type AffiliateDb } from './kysely-db.ts';
import type { WithMemberLedger } from './ledger-port.ts';
import { ACCOUNT_TYPES, maskAccount, PAYOUT_TERMS, payoutMessages as m, type AccountType, type PayoutMethod, type PayoutStatus } from './payout-rules.ts';
import { zenginRecords, type ZenginRemitter } from './zengin-file.ts';
import type { ExportBatchView, PayoutView } from './payout-view.ts';

export type { ExportBatchView, PayoutView };

export type PayoutDeps = {
  withMemberLedger: WithMemberLedger;
  balanceOf: (userId: number) => Promise<number>;
  /** Null when no key is configured (production without PAYOUT_ACCOUNT_KEYS): bank requests are refused. */
  cipher: AccountCipher | null;
  dotmoney: DotmoneyProvider | null;
  remitter: ZenginRemitter;
  now?: () => Date;
};

export type BankInput = { bankCode: string; branchCode: string; accountType: string; accountNumber: string; holderName: string };
export type PayoutInput = { requestId: string; method: PayoutMethod; amount: number; bank?: BankInput };
export type ProfileName = { accountHolderFirstName?: string | null; accountHolderLastName?: string | null };
export type Actor = { userId: number; role: 'member' | 'staff' };

const HISTORY_BATCH = 5_000;

/** A batch with its file's records (zenginFile turns them into the bytes). */
export type ExportBatchFile = { batch: ExportBatchView; records: string[] };

type BatchRow = { id: number; created_at: Date | string; created_by: number; transfer_count: number; total_amount: number | string; transfer_date: string };
const toBatchView = (row: BatchRow): ExportBatchView => ({
  id: row.id,
  createdAt: new Date(row.created_at).toISOString(),
  createdBy: row.created_by,
  transferCount: row.transfer_count,
  totalAmount: Number(row.total_amount),
  transferDate: row.transfer_date,
});

const LABELS: Record<PayoutStatus, string> = { requested: '申請中', processing: '振込処理中', paid: '振込済', returned: '差し戻し' };

type Row = {
  id: number;
  user_id: number;
  method: PayoutMethod;
  amount: number;
  fee: number;
  status: PayoutStatus;
  return_reason: string | null;
  bank_code: string | null;
  bank_name: string | null;
  branch_code: string | null;
  branch_name: string | null;
  account_type: string | null;
  account_last3: string | null;
  holder_kana: string | null;
  dotmoney_account: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const VIEW_COLUMNS = ['id', 'user_id', 'method', 'amount', 'fee', 'status', 'return_reason', 'bank_code', 'bank_name', 'branch_code', 'branch_name', 'account_type', 'account_last3', 'holder_kana', 'dotmoney_account', 'created_at', 'updated_at'] as const;

const toView = (row: Row): PayoutView => ({
  id: row.id,
  method: row.method,
  amount: row.amount,
  fee: row.fee,
  net: row.amount - row.fee,
  status: row.status,
  statusLabel: LABELS[row.status],
  returnReason: row.return_reason,
  bankName: row.bank_name,
  branchName: row.branch_name,
  accountType: row.account_type ? (ACCOUNT_TYPES[row.account_type as AccountType] ?? null) : null,
  accountMasked: maskAccount(row.account_last3),
  holderKana: row.holder_kana,
  dotmoneyAccount: row.dotmoney_account,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** Checks the bank fields (全銀 codes, 7 digits, katakana name matching the profile); every problem at once. */
export function checkBank(input: BankInput, profile: ProfileName) {
  const problems: { path: string; message: string }[] = [];
  const bank = bankCodes.bank(input.bankCode);
  if (!bank) problems.push({ path: 'bank_code', message: m.bankUnknown });
  const branch = bank ? bankCodes.branch(input.bankCode, input.branchCode) : null;
  if (bank && !branch) problems.push({ path: 'branch_code', message: m.branchUnknown });
  if (!(input.accountType in ACCOUNT_TYPES)) problems.push({ path: 'account_type', message: m.accountTypeInvalid });
  const number = input.accountNumber.normalize('NFKC');
  if (!/^\d{7}$/.test(number)) problems.push({ path: 'account_number', message: m.accountNumberInvalid });
  const holder = input.holderName.trim() ? toKatakanaName(input.holderName) : null;
  if (!input.holderName.trim()) problems.push({ path: 'holder_name', message: m.holderRequired });
  else if (!holder) problems.push({ path: 'holder_name', message: m.holderInvalid });
  if (problems.length > 0) throw new PayoutError('invalid', { problems });
  const profileName = `${profile.accountHolderLastName ?? ''}${profile.accountHolderFirstName ?? ''}`;
  if (!profileName.trim()) throw new PayoutError('name-missing');
  if (nameKey(profileName) !== nameKey(holder!)) throw new PayoutError('holder-mismatch');
  return { bank: bank!, branch: branch!, accountType: input.accountType as AccountType, accountNumber: number, holder: holder! };
}

/**
 * Payout requests (issue 20 items 2–6, decision 052). A request debits the member's affiliate
 * balance in the transaction that writes it, under the member's wallet lock, keyed by its request id:
 * the same id again answers the first request; 30 parallel requests against a balance for one make
 * one. Staff move it 申請中 → 振込処理中 → 振込済, or return it (差し戻し) with a reason, which gives the
 * amount back once. Every status change is written to payout_history with who and when.
 */
export function createPayoutService(orm: MikroORM, deps: PayoutDeps) {
  const now = deps.now ?? (() => new Date());
  const db = () => affiliateDb(orm);

  async function owned(userId: number, id: number): Promise<Row> {
    const row = await db().selectFrom('payout_request').select(VIEW_COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw new PayoutError('not-found');
    return row as Row;
  }

  async function byId(id: number): Promise<Row> {
    const row = await db().selectFrom('payout_request').select(VIEW_COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row) throw new PayoutError('not-found');
    return row as Row;
  }

  /** A batch's file from the requests it lists, read through `reader` (a transaction's, or the pool's). */
  async function fileOf(reader: Kysely<AffiliateDb>, batchId: number): Promise<ExportBatchFile> {
    const batch = await reader.selectFrom('payout_export_batch').selectAll().where('id', '=', batchId).executeTakeFirst();
    if (!batch) throw new PayoutError('batch-not-found');
    const rows = await reader
      .selectFrom('payout_request')
      .select(['id', 'user_id', 'amount', 'fee', 'bank_code', 'branch_code', 'account_type', 'account_number_enc', 'holder_kana'])
      .where('export_batch_id', '=', batchId)
      .orderBy('id')
      .execute();
    const [, month, day] = batch.transfer_date.split('-').map(Number);
    const records = zenginRecords(
      deps.remitter,
      { month: month!, day: day! },
      rows.map((r) => ({
        bankCode: r.bank_code!,
        bankName: bankCodes.bank(r.bank_code ?? '')?.kana ?? '',
        branchCode: r.branch_code!,
        branchName: bankCodes.branch(r.bank_code ?? '', r.branch_code ?? '')?.kana ?? '',
        accountType: r.account_type === 'current' ? 2 : 1,
        accountNumber: deps.cipher!.decrypt(r.account_number_enc!, r.user_id),
        holderKana: r.holder_kana!,
        amount: r.amount - r.fee,
        customerCode: String(r.id),
      })),
    );
    return { batch: toBatchView(batch), records };
  }

  /** One status change by staff: from one of `from` to `to`, or 'state-changed'. */
  async function move(staffId: number, id: number, from: PayoutStatus[], to: PayoutStatus, at: Date): Promise<PayoutView> {
    const row = await byId(id);
    const moved = await deps.withMemberLedger(
      row.user_id,
      async (ledger) => {
        const [updated] = await ledger.execute<Row[]>(movePayoutRequest(id, from, to, at));
        if (!updated) return null;
        await ledger.execute(insertPayoutHistory(id, to, { userId: staffId, role: 'staff' }, null, at));
        return updated;
      },
      at,
    );
    if (!moved) throw new PayoutError('state-changed');
    return toView(moved);
  }

  return {
    now,
    /** What the form shows before confirming: balance, minimum and fee per method, the linked ドットマネー account. */
    async terms(userId: number) {
      const [balance, link] = await Promise.all([deps.balanceOf(userId), this.dotmoneyAccountOf(userId)]);
      return { balance, methods: PAYOUT_TERMS, dotmoneyAccount: link, dotmoneyAvailable: deps.dotmoney !== null };
    },

    async dotmoneyAccountOf(userId: number): Promise<string | null> {
      const row = await db().selectFrom('dotmoney_link').select('account_id').where('user_id', '=', userId).executeTakeFirst();
      return row?.account_id ?? null;
    },

    /** Links the member's ドットマネー account through the provider (again: replaces it). */
    async linkDotmoney(userId: number, accountNumber: string, at = now()): Promise<string> {
      if (!deps.dotmoney) throw new PayoutError('dotmoney-invalid');
      const verified = await deps.dotmoney.verifyAccount(accountNumber);
      if (!verified) throw new PayoutError('dotmoney-invalid');
      await db()
        .insertInto('dotmoney_link')
        .values({ user_id: userId, account_id: verified.accountId, provider: deps.dotmoney.name, linked_at: at })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ account_id: verified.accountId, provider: deps.dotmoney!.name, linked_at: at }))
        .execute();
      return verified.accountId;
    },

    /** A payout request; the same request id again answers the first one (nothing debited twice). */
    async request(userId: number, input: PayoutInput, profile: ProfileName, at = now()): Promise<{ view: PayoutView; created: boolean }> {
      const terms = PAYOUT_TERMS[input.method];
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new PayoutError('invalid', { problems: [{ path: 'amount', message: m.amountInvalid }] });
      if (input.amount < terms.minimumYen) throw new PayoutError('below-minimum', { minimum: terms.minimumYen });
      let columns: PayoutAccountColumns = { bank_code: null, bank_name: null, branch_code: null, branch_name: null, account_type: null, account_number_enc: null, account_last3: null, holder_kana: null, dotmoney_account: null };
      if (input.method === 'bank') {
        if (!input.bank) throw new PayoutError('invalid', { problems: [{ path: 'bank_code', message: m.bankUnknown }] });
        const bank = checkBank(input.bank, profile);
        if (!deps.cipher) throw new PayoutError('cipher-unavailable');
        columns = {
          ...columns,
          bank_code: bank.bank.code,
          bank_name: bank.bank.name,
          branch_code: bank.branch.code,
          branch_name: bank.branch.name,
          account_type: bank.accountType,
          account_number_enc: deps.cipher.encrypt(bank.accountNumber, userId),
          account_last3: bank.accountNumber.slice(-3),
          holder_kana: bank.holder,
        };
      } else {
        const account = await this.dotmoneyAccountOf(userId);
        if (!account) throw new PayoutError('dotmoney-not-linked');
        columns = { ...columns, dotmoney_account: account };
      }
      const result = await deps.withMemberLedger(
        userId,
        async (ledger) => {
          const [inserted] = await ledger.execute<Row[]>(
            insertPayoutRequest({ requestId: input.requestId, userId, method: input.method, amount: input.amount, fee: terms.feeYen, account: columns, at }),
          );
          if (!inserted) {
            const [first] = await ledger.execute<Row[]>(payoutRequestByRequestId(input.requestId, userId));
            if (!first) throw new PayoutError('not-found');
            return { row: first, created: false };
          }
          const debited = await ledger.debit({ kind: 'payout', reason: 'payout', reference: `payout:${inserted.id}`, idempotencyKey: `payout:${input.requestId}`, asset: 'affiliate_yen', amount: input.amount });
          // Short: throwing rolls back the request row and the operation together.
          if (debited !== 'debited') throw new PayoutError('insufficient');
          await ledger.execute(insertPayoutHistory(inserted.id, 'requested', { userId, role: 'member' }, null, at));
          return { row: inserted, created: true };
        },
        at,
      );
      return { view: toView(result.row), created: result.created };
    },

    /** The member's own requests, newest first. */
    async listOf(userId: number): Promise<PayoutView[]> {
      const rows = await db().selectFrom('payout_request').select(VIEW_COLUMNS).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(100).execute();
      return (rows as Row[]).map(toView);
    },

    /** One of the member's own requests; another member's answers not-found. */
    async getOwn(userId: number, id: number): Promise<PayoutView> {
      return toView(await owned(userId, id));
    },

    // ---- staff ----
    async listForStaff(status?: PayoutStatus): Promise<(PayoutView & { userId: number; history: { status: string; actorUserId: number; actorRole: string; note: string | null; at: string }[] })[]> {
      let query = db().selectFrom('payout_request').select(VIEW_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200);
      if (status) query = query.where('status', '=', status);
      const rows = (await query.execute()) as Row[];
      const ids = rows.map((r) => r.id);
      const events = ids.length
        ? await db().selectFrom('payout_history').select(['request_id', 'status', 'actor_user_id', 'actor_role', 'note', 'at']).where('request_id', 'in', ids).orderBy('at').orderBy('id').execute()
        : [];
      return rows.map((row) => ({
        ...toView(row),
        userId: row.user_id,
        history: events
          .filter((e) => e.request_id === row.id)
          .map((e) => ({ status: e.status, actorUserId: e.actor_user_id, actorRole: e.actor_role, note: e.note, at: new Date(e.at).toISOString() })),
      }));
    },

    /** 申請中 → 振込処理中. */
    approve(staffId: number, id: number, at = now()) {
      return move(staffId, id, ['requested'], 'processing', at);
    },

    /** 振込処理中 → 振込済 (a ドットマネー request is deposited through the provider first). */
    async markPaid(staffId: number, id: number, at = now()) {
      const row = await byId(id);
      if (row.method === 'dotmoney' && row.status === 'processing') {
        const [full] = await db().selectFrom('payout_request').select(['request_id']).where('id', '=', id).execute();
        if (!deps.dotmoney || !(await deps.dotmoney.deposit(row.dotmoney_account!, row.amount - row.fee, full!.request_id))) throw new PayoutError('dotmoney-invalid');
      }
      return move(staffId, id, ['processing'], 'paid', at);
    },

    /** 申請中 or 振込処理中 → 差し戻し with a reason; the amount goes back to the balance once, however often asked. */
    async returnRequest(staffId: number, id: number, reason: string, at = now()): Promise<PayoutView> {
      const row = await byId(id);
      const moved = await deps.withMemberLedger(
        row.user_id,
        async (ledger) => {
          const [updated] = await ledger.execute<Row[]>(returnPayoutRequest(id, reason, at));
          if (!updated) return null;
          await ledger.grant({ kind: 'payout', reason: 'payout_return', reference: `payout:${id}`, idempotencyKey: `payout-return:${id}`, credits: [{ asset: 'affiliate_yen', amount: updated.amount }] });
          await ledger.execute(insertPayoutHistory(id, 'returned', { userId: staffId, role: 'staff' }, reason, at));
          return updated;
        },
        at,
      );
      if (!moved) throw new PayoutError('state-changed');
      return toView(moved);
    },

    /**
     * A new 全銀協 総合振込 batch (issue 29 item 5): in one transaction, the bank requests in 振込処理中
     * that no batch lists yet are locked (rows another export holds are skipped, so two exports at once
     * never share one), marked with the new batch and written to their history. Nothing left to export
     * is refused: there is no empty batch. Answers the batch's file, as `batchFile` rebuilds it later.
     */
    async createExportBatch(staffId: number, at = now()): Promise<ExportBatchFile> {
      if (!deps.cipher) throw new PayoutError('cipher-unavailable');
      return orm.em.fork().transactional(async (em) => {
        const tx = em.getKysely<AffiliateDb>();
        const rows = await tx
          .selectFrom('payout_request')
          .select(['id', 'amount', 'fee'])
          .where('status', '=', 'processing')
          .where('method', '=', 'bank')
          .where('export_batch_id', 'is', null)
          .orderBy('id')
          .forUpdate()
          .skipLocked()
          .execute();
        if (rows.length === 0) throw new PayoutError('nothing-to-export');
        const total = rows.reduce((sum, r) => sum + r.amount - r.fee, 0);
        const batch = await tx
          .insertInto('payout_export_batch')
          .values({ created_at: at, created_by: staffId, transfer_count: rows.length, total_amount: total, transfer_date: jstDayKey(at) })
          .returning('id')
          .executeTakeFirstOrThrow();
        const note = `全銀ファイル出力（バッチ ${batch.id}）`;
        // Batches of ids and of history rows keep each statement under PostgreSQL's 65,535 parameters.
        for (let i = 0; i < rows.length; i += HISTORY_BATCH) {
          const ids = rows.slice(i, i + HISTORY_BATCH).map((r) => r.id);
          await tx.updateTable('payout_request').set({ export_batch_id: batch.id }).where('id', 'in', ids).where('export_batch_id', 'is', null).execute();
          await tx.insertInto('payout_history').values(ids.map((id) => ({ request_id: id, status: 'processing', actor_user_id: staffId, actor_role: 'staff', note, at }))).execute();
        }
        // Built in the transaction: a number that cannot be decrypted leaves no batch behind.
        return fileOf(tx, batch.id);
      });
    },

    /**
     * The file of a batch made earlier, rebuilt from the requests it lists whatever their status now:
     * the same bytes as when it was made. Writes nothing.
     */
    batchFile(batchId: number): Promise<ExportBatchFile> {
      if (!deps.cipher) throw new PayoutError('cipher-unavailable');
      return fileOf(db(), batchId);
    },

    /** The batches made so far, newest first: when, by whom, how many transfers and how much. */
    async exportBatches(limit = 50): Promise<ExportBatchView[]> {
      const rows = await db().selectFrom('payout_export_batch').selectAll().orderBy('id', 'desc').limit(limit).execute();
      return rows.map(toBatchView);
    },
  };
}

export type PayoutService = ReturnType<typeof createPayoutService>;

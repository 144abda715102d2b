import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { signUpMember, type TestMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { TRANSFER_BATCHES_PATH, TRANSFER_EXPORT_PATH, transferBatchPath } from './transfer-paths.ts';

// A database of this file's own: an export takes every approved bank transfer not yet exported, so
// other files' requests must not be in it. The clock moves a day for "Tuesday".
let offsetMs = 0;
const { app, orm, services } = await createTestApp({ ownDatabase: true, now: () => new Date(Date.now() + offsetMs) });
const rid = () => randomUUID().replaceAll('-', '');
const sql = (text: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<Record<string, any>[]>(text, params);
const countOf = async (table: string) => ((await sql(`select count(*)::int as n from ${table}`))[0]!.n as number);

async function staffMember() {
  const staff = await signUpMember(app);
  await sql('update app_user set is_staff = true where id = ?', [staff.userId]);
  return staff;
}

/** A member with an approved bank request for `amount` (220 yen fee), in 振込処理中. */
async function approvedRequest(staff: TestMember, amount: number): Promise<number> {
  const member = await signUpMember(app);
  expect((await member.post('/api/user/v1/profile/account-holder/', { last_name: 'ヤマダ', first_name: 'タロウ' })).status).toBe(200);
  await services.wallet.withMemberLedger(member.userId, (ledger) =>
    ledger.grant({ kind: 'affiliate', reason: 'affiliate_referral', reference: 'test', idempotencyKey: `test:${rid()}`, credits: [{ asset: 'affiliate_yen', amount }] }),
  );
  const body = { method: 'bank', request_id: rid(), amount, bank_code: '0001', branch_code: '100', account_type: 'ordinary', account_number: '1234567', holder_name: 'ヤマダ タロウ' };
  const requested = await member.post('/api/v1/transfer/', body);
  expect(requested.status).toBe(200);
  const id = ((await requested.json()) as { request: { id: number } }).request.id;
  expect((await staff.post(`/api/staff/v1/transfer/${id}/approve/`)).status).toBe(200);
  return id;
}

/** The file's transfers (data records): request id (the customer code) and amount; and the header's MMDD. */
function readFile(bytes: Uint8Array) {
  const records = Buffer.from(bytes).toString('latin1').split('\r\n').slice(0, -1);
  expect(records.every((r) => r.length === 120)).toBe(true);
  const transfers = records.filter((r) => r[0] === '2').map((r) => ({ id: Number(r.slice(91, 101).trim()), amount: Number(r.slice(80, 90)) }));
  const trailer = records.find((r) => r[0] === '8')!;
  return { transferDay: records[0]!.slice(54, 58), transfers, ids: transfers.map((t) => t.id), count: Number(trailer.slice(1, 7)), total: Number(trailer.slice(7, 19)) };
}

async function exportFile(staff: TestMember) {
  const response = await staff.post(TRANSFER_EXPORT_PATH);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, batchId: Number(response.headers.get('X-Batch-Id')) };
}

const exportNotes = async (ids: number[]) =>
  (await sql(`select request_id, note from payout_history where note like '全銀ファイル出力%' and request_id in (${ids.map(() => '?').join(',')}) order by request_id`, ids)) as { request_id: number; note: string }[];

describe('全銀 export batches', () => {
  it("two exports never list the same transfer: Monday's file, more approved on Tuesday, Tuesday's file has only Tuesday's", async () => {
    const staff = await staffMember();
    const monday = [await approvedRequest(staff, 2000), await approvedRequest(staff, 1500)];
    const first = await exportFile(staff);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('Content-Type')).toBe('text/plain; charset=Shift_JIS');
    expect(first.response.headers.get('Content-Disposition')).toMatch(new RegExp(`^attachment; filename="zengin-\\d{8}-${first.batchId}\\.txt"$`));
    const mondayFile = readFile(first.bytes);
    expect(mondayFile.ids).toEqual(monday);
    expect(mondayFile.transfers.map((t) => t.amount)).toEqual([1780, 1280]);
    expect([mondayFile.count, mondayFile.total]).toEqual([2, 3060]);

    // The file went to the bank on Monday; on Tuesday staff approve one more and export again.
    offsetMs = 86_400_000;
    try {
      const tuesday = [await approvedRequest(staff, 3000)];
      const second = await exportFile(staff);
      expect(second.response.status).toBe(200);
      expect(second.batchId).not.toBe(first.batchId);
      const tuesdayFile = readFile(second.bytes);
      expect(tuesdayFile.ids).toEqual(tuesday);
      expect([tuesdayFile.count, tuesdayFile.total]).toEqual([1, 2780]);
      expect(Number(tuesdayFile.transferDay)).not.toBe(Number(mondayFile.transferDay));
    } finally {
      offsetMs = 0;
    }

    // Nothing left: refused in Japanese, and no empty batch is made.
    const batchesBefore = await countOf('payout_export_batch');
    const third = await staff.post(TRANSFER_EXPORT_PATH);
    expect(third.status).toBe(409);
    expect(((await third.json()) as { message: { content: string } }).message.content).toBe('全銀ファイルに出力する振込はありません。振込処理中の銀行振込はすべて出力済みです。');
    expect(await countOf('payout_export_batch')).toBe(batchesBefore);
  });

  it('a batch downloads again with the same bytes, whatever happened to its requests since, and writing nothing; staff see the list of batches', async () => {
    const staff = await staffMember();
    const ids = [await approvedRequest(staff, 1200), await approvedRequest(staff, 4000)];
    const made = await exportFile(staff);
    expect(made.response.status).toBe(200);
    expect(readFile(made.bytes).ids).toEqual(ids);
    const history = () => countOf('payout_history');
    const before = await history();

    expect((await staff.post(`/api/staff/v1/transfer/${ids[0]}/paid/`)).status).toBe(200);
    const afterPaid = await history();
    for (let i = 0; i < 2; i += 1) {
      const again = await staff.get(transferBatchPath(made.batchId));
      expect(again.status).toBe(200);
      expect(again.headers.get('Content-Disposition')).toBe(made.response.headers.get('Content-Disposition'));
      expect(new Uint8Array(await again.arrayBuffer())).toEqual(made.bytes);
    }
    expect(afterPaid).toBe(before + 1);
    expect(await history()).toBe(afterPaid);

    const listed = (await (await staff.get(TRANSFER_BATCHES_PATH)).json()) as { batches: Record<string, unknown>[] };
    expect(listed.batches[0]).toEqual({ id: made.batchId, createdAt: expect.any(String), createdBy: staff.userId, transferCount: 2, totalAmount: 980 + 3780, transferDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

    const unknown = await staff.get(transferBatchPath(made.batchId + 1000));
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: { content: string } }).message.content).toBe('全銀ファイルが見つかりません。');
    expect((await staff.get(`${TRANSFER_BATCHES_PATH}x/`)).status).toBe(400);
  });

  it('ten exports at once put each transfer in exactly one batch', async () => {
    const staff = await staffMember();
    const other = await staffMember();
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) ids.push(await approvedRequest(staff, 1000 + i * 100));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => exportFile(i % 2 ? other : staff)));
    const made = answers.filter((a) => a.response.status === 200);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.response.status !== 200).every((a) => a.response.status === 409)).toBe(true);
    const listed = made.flatMap((a) => readFile(a.bytes).ids);
    expect(listed.toSorted((a, b) => a - b)).toEqual(ids);
    expect(new Set(made.map((a) => a.batchId)).size).toBe(made.length);
    // In the database too: one batch a request, one export line in its history.
    const rows = (await sql(`select id, export_batch_id from payout_request where id in (${ids.join(',')}) order by id`)) as { id: number; export_batch_id: number }[];
    for (const row of rows) expect(made.find((a) => readFile(a.bytes).ids.includes(row.id))!.batchId).toBe(row.export_batch_id);
    expect((await exportNotes(ids)).map((n) => n.request_id)).toEqual(ids);

    // The service called in parallel directly, with nothing new: no batch, every call refused.
    const again = await Promise.allSettled(Array.from({ length: 5 }, () => services.payouts.createExportBatch(staff.userId)));
    expect(again.every((a) => a.status === 'rejected')).toBe(true);
  });

  it('GET on the export address exports nothing: 405, nothing marked, nothing in the history', async () => {
    const staff = await staffMember();
    const id = await approvedRequest(staff, 1000);
    const answer = await staff.get(TRANSFER_EXPORT_PATH);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('Allow')).toBe('POST');
    expect(((await answer.json()) as { message: { content: string } }).message.content).toBe('全銀ファイルは「全銀ファイルを作成」ボタンから作成してください。作成済みのファイルは一覧から再ダウンロードできます。');
    expect(await exportNotes([id])).toEqual([]);
    expect((await sql('select export_batch_id from payout_request where id = ?', [id]))[0]!.export_batch_id).toBeNull();
    // It is still to be exported, by POST.
    const made = await exportFile(staff);
    expect(readFile(made.bytes).ids).toEqual([id]);
  });

  it('the export needs the CSRF token; members get 403 from every export address', async () => {
    const staff = await staffMember();
    const id = await approvedRequest(staff, 1000);
    const withoutToken = await app.request(`http://localhost${TRANSFER_EXPORT_PATH}`, { method: 'POST', headers: { Cookie: `${csrfHeaders.Cookie}; ${staff.cookie}` } });
    expect(withoutToken.status).toBe(403);
    expect(((await withoutToken.json()) as { message: { content: string } }).message.content).toBe('セッションの有効期限が切れました。ページを再読み込みしてから、もう一度お試しください。');
    expect(await exportNotes([id])).toEqual([]);

    const member = await signUpMember(app);
    expect((await member.post(TRANSFER_EXPORT_PATH)).status).toBe(403);
    expect((await member.get(TRANSFER_BATCHES_PATH)).status).toBe(403);
    expect((await member.get(transferBatchPath(1))).status).toBe(403);
    expect(await exportNotes([id])).toEqual([]);

    const made = await exportFile(staff);
    expect(made.response.status).toBe(200);
    expect(readFile(made.bytes).ids).toEqual([id]);
  });

  it("dates the file's transfer day in JST: 23:59:59 JST and 00:00 JST are two days", async () => {
    const staff = await staffMember();
    await approvedRequest(staff, 1000);
    const before = await services.payouts.createExportBatch(staff.userId, new Date('2026-11-27T14:59:59+00:00'));
    await approvedRequest(staff, 1000);
    const after = await services.payouts.createExportBatch(staff.userId, new Date('2026-11-27T15:00:00+00:00'));
    expect([before.batch.transferDate, before.records[0]!.slice(54, 58)]).toEqual(['2026-11-27', '1127']);
    expect([after.batch.transferDate, after.records[0]!.slice(54, 58)]).toEqual(['2026-11-28', '1128']);
    expect((await services.payouts.batchFile(before.batch.id)).records).toEqual(before.records);
  });
});

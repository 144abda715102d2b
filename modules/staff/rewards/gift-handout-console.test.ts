import { afterAll, describe, expect, it } from 'vitest';
import { csrfMessage } from '#platform/http/csrf.ts';
import { clientFor, signUpMember, type TestMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { STAFF_MESSAGES } from '../staff-messages.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import { staffSignUp } from '../staff-test-helpers.ts';

// 2026-12-01 12:00 JST.
const now = new Date('2026-12-01T03:00:00Z');
const { app, orm } = await createTestApp({ ownDatabase: true, now: () => now });
const made: number[] = [];
// The run's database is shared by every test file: the handouts made here leave with their offers.
afterAll(async () => {
  for (const id of made) await orm.em.fork().execute('delete from reward_pending where source_key = ? and received_at is null', [`gift:handout:${id}`]);
});

const signUpStaff = staffSignUp(app, orm);

type Json = { success: boolean; message?: { content: string }; errors?: { path: string; message: string }[] } & Record<string, any>;
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });
const handout = (over: Record<string, unknown> = {}) => ({ label: '年末のお礼ギフト', asset: 'bonus_coin', amount: 50, valid_hours: 72, claim_by: '2026-12-10T00:00', recipients: 'list', member_ids: '', ...over });
const offers = async (id: number, userId?: number) =>
  ((await orm.em.fork().execute(`select count(*)::int as n from reward_pending where source_key = ?${userId ? ' and user_id = ?' : ''}`, userId ? [`gift:handout:${id}`, userId] : [`gift:handout:${id}`])) as [{ n: number }])[0].n;
const create = async (staff: TestMember, body: Record<string, unknown>) => {
  const answer = await json(await staff.post(STAFF_PATHS.giftHandouts, body));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  made.push(answer.body.giftHandout.id);
  return answer.body.giftHandout as { id: number; version: number; sentAt: string | null };
};

describe('gift handout staff APIs (ギフト配布)', () => {
  it('answer 403 in Japanese to visitors and members; a write needs the CSRF token; bad input is a 400 in Japanese', async () => {
    const member = await signUpMember(app);
    for (const who of [clientFor(app), member]) {
      for (const [path, body] of [
        [STAFF_PATHS.giftHandouts, handout({ member_ids: '1' })],
        [`${STAFF_PATHS.giftHandouts}1/`, { ...handout({ member_ids: '1' }), version: 1 }],
        [`${STAFF_PATHS.giftHandouts}1/send/`, { version: 1 }],
      ] as const) {
        const response = await json(await who.post(path, body));
        expect(response.status, path).toBe(403);
        expect(response.body.message?.content).toBe(STAFF_MESSAGES.notStaff);
      }
      expect((await who.get(STAFF_PATHS.giftHandouts)).status).toBe(403);
    }
    const staff = await signUpStaff();
    const noToken = await app.request(`http://localhost${STAFF_PATHS.giftHandouts}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: staff.cookie }, body: JSON.stringify(handout({ member_ids: '1' })) });
    expect(noToken.status).toBe(403);
    expect(((await noToken.json()) as Json).message?.content).toBe(csrfMessage);
    const bad = await json(await staff.post(STAFF_PATHS.giftHandouts, handout({ label: '', asset: 'coin', amount: 0, claim_by: '12/10' })));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'label', message: '表示名を入力してください' },
        { path: 'asset', message: '配るもの（ポイント・ボーナスコイン・チケット）を選んでください' },
        { path: 'amount', message: '数量は1以上にしてください' },
        { path: 'claim_by', message: '受け取り期限は「YYYY-MM-DDTHH:mm」（日本時間）で入力してください' },
      ]),
    );
    const badIds = await json(await staff.post(STAFF_PATHS.giftHandouts, handout({ member_ids: '12\nabc, 3x' })));
    expect(badIds.status).toBe(400);
    expect(badIds.body.errors).toEqual([{ path: 'member_ids', message: '会員IDは数字で入力してください（「abc」「3x」）' }]);
    const noIds = await json(await staff.post(STAFF_PATHS.giftHandouts, handout({ member_ids: ' \n ' })));
    expect(noIds.body.errors).toEqual([{ path: 'member_ids', message: '会員IDを1件以上入力してください（1行に1件、またはカンマ区切り）' }]);
    const tickets = await json(await staff.post(STAFF_PATHS.giftHandouts, handout({ asset: 'ticket', amount: 1001, member_ids: '1' })));
    expect(tickets.body.errors).toEqual([{ path: 'amount', message: 'チケットは1〜1,000枚で指定してください' }]);
  });

  it('dry run: how many members get it, the total and the unknown ids, with the rules’ problems; nothing stored', async () => {
    const staff = await signUpStaff();
    const [a, b] = [await signUpMember(app), await signUpMember(app)];
    const before = (await json(await staff.get(STAFF_PATHS.giftHandouts))).body.giftHandouts.length;
    const dry = await json(await staff.post(STAFF_PATHS.giftHandouts, { ...handout({ member_ids: `${a.userId}\n${b.userId}, ${a.userId}、999999991` }), dry_run: true }));
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dryRun: true, problems: [], preview: { recipients: 2, unknownIds: [999999991], total: 100 } });
    expect(dry.body.changes.map((c: { field: string }) => c.field)).toEqual(expect.arrayContaining(['label', 'asset', 'amount', 'memberIds']));
    const problems = await json(await staff.post(STAFF_PATHS.giftHandouts, { ...handout({ member_ids: '999999992', valid_hours: null, claim_by: '2026-12-01T11:00' }), dry_run: true }));
    expect(problems.body.preview).toEqual({ recipients: 0, unknownIds: [999999992], total: 0 });
    expect(problems.body.problems).toEqual([
      { path: 'validHours', message: 'ボーナスコインとチケットは有効時間（受け取りから1時間以上）を指定してください。' },
      { path: 'claimBy', message: '受け取り期限は現在より後の日時にしてください。' },
      { path: 'memberIds', message: '受け取る会員がいません。会員IDを確認してください。' },
    ]);
    // The real save runs the same checks.
    const refused = await json(await staff.post(STAFF_PATHS.giftHandouts, handout({ member_ids: '999999992' })));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'memberIds', message: '受け取る会員がいません。会員IDを確認してください。' }]);
    const all = await json(await staff.post(STAFF_PATHS.giftHandouts, { ...handout({ recipients: 'all', asset: 'point', amount: 10 }), dry_run: true }));
    const members = ((await orm.em.fork().execute('select count(*)::int as n from app_user where deleted_at is null')) as [{ n: number }])[0].n;
    expect(all.body.preview.recipients).toBeGreaterThanOrEqual(members);
    expect(all.body.preview.total).toBe(all.body.preview.recipients * 10);
    expect((await json(await staff.get(STAFF_PATHS.giftHandouts))).body.giftHandouts.length).toBe(before);
  });

  it('sends to a list once even when posted 10 times in parallel; audited; cannot be edited after; the member receives it once from /gift/', async () => {
    const staff = await signUpStaff();
    const [a, b, outsider] = [await signUpMember(app), await signUpMember(app), await signUpMember(app)];
    const created = await create(staff, handout({ member_ids: `${a.userId},${b.userId},999999993` }));
    expect(created).toMatchObject({ version: 1, sentAt: null });
    // Editable while unsent.
    const edited = await json(await staff.post(`${STAFF_PATHS.giftHandouts}${created.id}/`, { ...handout({ label: '年末のお礼ギフト（50枚）', member_ids: `${a.userId}\n${b.userId}` }), version: 1 }));
    expect(edited.body.giftHandout).toMatchObject({ version: 2, label: '年末のお礼ギフト（50枚）', memberIds: [a.userId, b.userId] });
    // A save or a send at the old version is a conflict with both versions.
    const stale = await json(await staff.post(`${STAFF_PATHS.giftHandouts}${created.id}/`, { ...handout({ member_ids: `${a.userId}` }), version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.body.conflict).toMatchObject({ currentVersion: 2, yourVersion: 1, current: { label: '年末のお礼ギフト（50枚）' } });

    const sends = await Promise.all(Array.from({ length: 10 }, () => staff.post(`${STAFF_PATHS.giftHandouts}${created.id}/send/`, { version: 2 })));
    const answers = await Promise.all(sends.map(json));
    expect(answers.map((x) => x.status)).toEqual(Array(10).fill(200));
    expect(answers.reduce((sum, x) => sum + x.body.offered, 0)).toBe(2);
    expect(answers.every((x) => x.body.recipients === 2 && x.body.giftHandout.sentAt)).toBe(true);
    expect(await offers(created.id)).toBe(2);
    expect(await offers(created.id, outsider.userId)).toBe(0);

    const log = (await json(await staff.get(`${STAFF_PATHS.audit}?type=gift-handout&id=${created.id}`))).body;
    const entries = log.entries as { action: string; version: number; actorId: number }[];
    expect(entries.map((e) => [e.action, e.version])).toEqual([['send', 3], ['update', 2], ['create', 1]]);
    expect(entries[0]!.actorId).toBe(staff.userId);

    const late = await json(await staff.post(`${STAFF_PATHS.giftHandouts}${created.id}/`, { ...handout({ member_ids: `${a.userId}` }), version: 3 }));
    expect(late.status).toBe(409);
    expect(late.body.message?.content).toBe('送信済みのギフト配布は編集できません。新しいギフト配布を作成してください。');
    const lateDry = await json(await staff.post(`${STAFF_PATHS.giftHandouts}${created.id}/`, { ...handout({ member_ids: `${a.userId}` }), version: 3, dry_run: true }));
    expect(lateDry.body.problems).toEqual([{ path: 'sentAt', message: '送信済みのギフト配布は編集できません。新しいギフト配布を作成してください。' }]);

    const pending = await json(await a.get('/api/reward/v1/pending/'));
    expect(pending.body.waiting.filter((w: { kind: string }) => w.kind === 'gift').map((w: { label: string; amount: number }) => [w.label, w.amount])).toEqual([['年末のお礼ギフト（50枚）', 50]]);
    const taps = await Promise.all(Array.from({ length: 5 }, () => a.post('/api/reward/v1/pending/receive/')));
    expect(taps.map((t) => t.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const coins = ((await orm.em.fork().execute("select coalesce(sum(amount), 0)::int as n from wallet_entry where user_id = ? and reason = 'gift' and amount > 0", [a.userId])) as [{ n: number }])[0].n;
    expect(coins).toBe(50);
    // A send again later offers nobody twice.
    expect((await json(await staff.post(`${STAFF_PATHS.giftHandouts}${created.id}/send/`, { version: 3 }))).body.offered).toBe(0);
  });

  it('an all-members send reaches every member', async () => {
    const staff = await signUpStaff();
    const member = await signUpMember(app);
    const created = await create(staff, handout({ recipients: 'all', asset: 'point', amount: 3, valid_hours: null }));
    const sent = await json(await staff.post(`${STAFF_PATHS.giftHandouts}${created.id}/send/`, { version: 1 }));
    expect(sent.status).toBe(200);
    const [{ missing }] = (await orm.em
      .fork()
      .execute('select count(*)::int as missing from app_user u where u.deleted_at is null and u.id <= ? and not exists (select 1 from reward_pending p where p.user_id = u.id and p.source_key = ?)', [member.userId, `gift:handout:${created.id}`])) as [{ missing: number }];
    expect(missing).toBe(0);
    expect(sent.body.recipients).toBeGreaterThanOrEqual(2);
    expect(await offers(created.id, member.userId)).toBe(1);
    // Other test files share the database: their members must not find this gift waiting.
    await orm.em.fork().execute('delete from reward_pending where source_key = ? and received_at is null', [`gift:handout:${created.id}`]);
  });
});

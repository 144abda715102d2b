import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { csrfMessage } from '#platform/http/csrf.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import { STAFF_MESSAGES } from '../staff-messages.ts';
import { staffSignUp } from '../staff-test-helpers.ts';

const clock = new Date('2026-12-01T03:00:00Z'); // 12:00 JST
const { app, orm, services } = await createTestApp({ now: () => clock });
afterAll(async () => {
  await orm.em.fork().execute("delete from reward_stamp_card where code like 'staff-%'");
  await orm.em.fork().execute("delete from reward_lottery where code like 'staff-%'");
  await orm.em.fork().execute("delete from reward_ticket_campaign where code like 'staff-%'");
});

const signUpStaff = staffSignUp(app, orm);

let serial = 0;
const card = (over: Record<string, unknown> = {}) => ({
  code: `staff-card-${++serial}`,
  label: '冬のスタンプカード',
  message: 'ログインと読書でスタンプを集めよう',
  details: '',
  thumbnail_url: '/img/stamp/winter.png',
  slots: [
    { label: 'ログイン', action: 'daily-sign-in', quantity: 3 },
    { label: '1話読む', action: 'episode-read', quantity: 1 },
  ],
  prize: { kind: 'bonus_coin', amount: 50, validHours: 168 },
  prize_value_yen: 50,
  purchase_yen: null,
  gacha_id: null,
  starts_at: '2026-11-30T00:00',
  ends_at: '2026-12-31T00:00',
  ...over,
});

const tiers = (first = 100_000) => [
  { tier_id: 'big', label: '大当たり', weight: first, prize: { kind: 'bonus_coin', amount: 100, validHours: 72 }, value_yen: 100, count: 0 },
  { tier_id: 'small', label: 'はずれなし', weight: 1_000_000 - first, prize: { kind: 'point', amount: 1 }, value_yen: 1, count: 0 },
];
const lottery = (over: Record<string, unknown> = {}) => ({
  code: `staff-gacha-${++serial}`,
  label: 'デイリーガチャ',
  description: '1日3回引けます',
  conditions: 'ログイン中の会員',
  scheme: 'open',
  purchase_yen: null,
  expected_sales_yen: null,
  refill_hours: [6, 12, 18],
  draws_per_period: 1,
  starts_at: '2026-11-30T06:00',
  ends_at: null,
  tiers: tiers(),
  ...over,
});

const ticket = (over: Record<string, unknown> = {}) => ({
  code: `staff-ticket-${++serial}`,
  label: 'クリスマスチケット',
  description: '毎日50枚',
  tickets: 50,
  per: 'day',
  valid_hours: 72,
  starts_at: '2026-12-01T00:00',
  ends_at: '2026-12-26T00:00',
  ...over,
});

type Problems = { errors?: { path: string; message: string }[] };
const countCards = async () => ((await orm.em.fork().execute("select count(*)::int as n from reward_stamp_card where code like 'staff-%'"))[0] as { n: number }).n;

describe('reward staff APIs refuse everyone but staff', () => {
  it('answers 403 to visitors and members, and a staff write needs the CSRF token', async () => {
    const member = await signUpMember(app);
    const writes: [string, unknown][] = [
      [STAFF_PATHS.stampCards, card()],
      [`${STAFF_PATHS.stampCards}1/`, { ...card(), version: 0 }],
      [`${STAFF_PATHS.stampCards}1/trash/`, { version: 0 }],
      [`${STAFF_PATHS.stampCards}1/restore/`, { version: 0 }],
      [STAFF_PATHS.lotteries, lottery()],
      [`${STAFF_PATHS.lotteries}1/`, { ...lottery(), version: 0 }],
      [STAFF_PATHS.ticketCampaigns, ticket()],
      [`${STAFF_PATHS.ticketCampaigns}1/`, { ...ticket(), version: 0 }],
    ];
    for (const who of [clientFor(app), member]) {
      for (const [path, body] of writes) {
        const response = await who.post(path, body);
        expect(response.status, path).toBe(403);
        expect(((await response.json()) as { message: { content: string } }).message.content).toBe(STAFF_MESSAGES.notStaff);
      }
      for (const path of [STAFF_PATHS.stampCards, STAFF_PATHS.lotteries, STAFF_PATHS.ticketCampaigns]) expect((await who.get(path)).status, path).toBe(403);
    }
    const staff = await signUpStaff();
    for (const path of [STAFF_PATHS.stampCards, STAFF_PATHS.lotteries]) {
      const response = await app.request(`http://localhost${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: staff.cookie }, body: JSON.stringify(path === STAFF_PATHS.lotteries ? lottery() : card()) });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: { content: string } }).message.content).toBe(csrfMessage);
    }
    expect(await countCards()).toBe(0);
  });
});

describe('stamp cards', () => {
  it('answers bad input with 400 and Japanese messages per field', async () => {
    const staff = await signUpStaff();
    const response = await staff.post(STAFF_PATHS.stampCards, card({ code: 'Bad Code', label: ' ', thumbnail_url: 'javascript:x', starts_at: '2026-02-30T00:00', slots: [{ label: 'x', action: 'dance', quantity: 0 }] }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as Problems;
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'code', message: 'キャンペーンコードは半角英小文字・数字・「-」「_」の40文字以内で入力してください' },
        { path: 'label', message: '名前を入力してください' },
        { path: 'thumbnail_url', message: 'サムネイル画像は「/」から始まるパスか https:// のURLで指定してください' },
        { path: 'starts_at', message: '開始日時は「YYYY-MM-DDTHH:mm」（日本時間）で入力してください' },
      ]),
    );
    for (const bad of ['not json', '{}', JSON.stringify({ ...card(), prize: { kind: 'jewel' } })]) expect((await staff.post(STAFF_PATHS.stampCards, bad)).status).toBe(400);
    for (const thumbnail_url of ['//evil.example/x.png', '/\\evil.example/x.png']) {
      const other = await staff.post(STAFF_PATHS.stampCards, card({ thumbnail_url }));
      expect(((await other.json()) as Problems).errors, thumbnail_url).toContainEqual({ path: 'thumbnail_url', message: 'サムネイル画像は「/」から始まるパスか https:// のURLで指定してください' });
    }
    expect(await countCards()).toBe(0);
  });

  it('a dry run answers what would change and the legal check, and stores nothing', async () => {
    const staff = await signUpStaff();
    const dry = await staff.post(STAFF_PATHS.stampCards, { ...card(), dry_run: true });
    expect(dry.status).toBe(200);
    const answer = (await dry.json()) as { dryRun: boolean; changes: { field: string; after: unknown }[]; problems: unknown[] };
    expect(answer.dryRun).toBe(true);
    expect(answer.problems).toEqual([]);
    expect(answer.changes).toEqual(expect.arrayContaining([{ field: 'label', before: null, after: '冬のスタンプカード' }, { field: 'startsAt', before: null, after: '2026-11-29T15:00:00.000Z' }]));
    // Random stamps (カード合わせ) and a purchase card's prize over ¥200 (総付景品): named in Japanese, nothing stored.
    const illegal = card({ slots: [{ label: 'ガチャスタンプ', action: 'random', quantity: 5 }, { label: '購入', action: 'purchase', quantity: 1 }], prize_value_yen: 500, purchase_yen: 500 });
    const checked = (await (await staff.post(STAFF_PATHS.stampCards, { ...illegal, dry_run: true })).json()) as { problems: { path: string; message: string }[] };
    expect(checked.problems).toEqual([
      { path: 'slots', message: '「ガチャスタンプ」: ランダムに出るスタンプを揃える形式（カード合わせ）は景品表示法で禁止されているため設定できません。' },
      { path: 'prize', message: '「ボーナスコイン 50枚」の価額が総付景品の上限（200円）を超えています。' },
    ]);
    expect(await countCards()).toBe(0);
    expect((await orm.em.fork().execute("select count(*)::int as n from staff_audit_entry where object_type = 'stamp-card'"))[0]).toEqual({ n: 0 });
    // The real save is refused on the server with the same messages.
    const refused = await staff.post(STAFF_PATHS.stampCards, illegal);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Problems).errors).toEqual(checked.problems);
    expect(await countCards()).toBe(0);
  });

  it('creates, saves with versions (409 on a stale save), trashes, restores, and reverts from the log', async () => {
    const [first, second] = [await signUpStaff(), await signUpStaff()];
    const values = card();
    const created = (await (await first.post(STAFF_PATHS.stampCards, values)).json()) as { stampCard: { id: number; version: number; code: string; startsAt: string } };
    expect(created.stampCard).toMatchObject({ version: 1, code: values.code, startsAt: '2026-11-29T15:00:00.000Z' });
    const path = `${STAFF_PATHS.stampCards}${created.stampCard.id}/`;
    // A member sees it at once.
    const member = await signUpMember(app);
    const seen = (await (await member.get(`/api/reward/v1/stamp_card/${values.code}/?always=1`)).json()) as { stamp_card_campaign: { message: string } | null };
    expect(seen.stamp_card_campaign?.message).toBe('ログインと読書でスタンプを集めよう');

    // A dry run of an edit shows the diff against the stored version; nothing stored.
    const dry = (await (await first.post(path, { ...values, message: '新しいメッセージ', version: 1, dry_run: true })).json()) as { changes: unknown[] };
    expect(dry.changes).toEqual([{ field: 'message', before: 'ログインと読書でスタンプを集めよう', after: '新しいメッセージ' }]);
    expect(await services.staffConsole.edits.versionOf('stamp-card', String(created.stampCard.id))).toBe(1);

    expect((await first.post(path, { ...values, message: '一人目の保存', version: 1 })).status).toBe(200);
    const stale = await second.post(path, { ...values, message: '二人目の保存', version: 1 });
    expect(stale.status).toBe(409);
    const conflict = (await stale.json()) as { conflict: { current: { message: string }; currentVersion: number; yours: { message: string }; yourVersion: number } };
    expect(conflict.conflict).toMatchObject({ current: { message: '一人目の保存' }, currentVersion: 2, yours: { message: '二人目の保存' }, yourVersion: 1 });
    // A stale dry run is a conflict too.
    expect((await second.post(path, { ...values, version: 1, dry_run: true })).status).toBe(409);
    // A save over the limits is refused (400, Japanese) and leaves the card as it was.
    const over = await first.post(path, { ...values, slots: [{ label: '購入', action: 'purchase', quantity: 1 }], purchase_yen: 500, prize_value_yen: 500, version: 2 });
    expect(over.status).toBe(400);
    expect(((await over.json()) as Problems).errors).toEqual([{ path: 'prize', message: '「ボーナスコイン 50枚」の価額が総付景品の上限（200円）を超えています。' }]);
    expect(await services.staffConsole.edits.versionOf('stamp-card', String(created.stampCard.id))).toBe(2);

    // Trash: members no longer see it; restore brings it back.
    const trashed = (await (await first.post(`${path}trash/`, { version: 2 })).json()) as { stampCard: { deletedAt: string | null; version: number } };
    expect(trashed.stampCard.deletedAt).not.toBeNull();
    expect((await member.get(`/api/reward/v1/stamp_card/${values.code}/?always=1`)).status).toBe(404);
    const restored = (await (await first.post(`${path}restore/`, { version: 3 })).json()) as { stampCard: { deletedAt: string | null; version: number } };
    expect(restored.stampCard).toMatchObject({ deletedAt: null, version: 4 });
    expect((await member.get(`/api/reward/v1/stamp_card/${values.code}/?always=1`)).status).toBe(200);

    // Revert the message change: the card's message is the first one again.
    const log = (await (await first.get(`${STAFF_PATHS.audit}?type=stamp-card&id=${created.stampCard.id}`)).json()) as { entries: { id: number; action: string }[] };
    expect(log.entries.map((e) => e.action)).toEqual(['restore', 'trash', 'update', 'create']);
    expect((await first.post(`${STAFF_PATHS.audit}${log.entries[2]!.id}/revert/`, {})).status).toBe(200);
    const list = (await (await first.get(STAFF_PATHS.stampCards)).json()) as { stampCards: { id: number; message: string; version: number }[] };
    expect(list.stampCards.find((c) => c.id === created.stampCard.id)).toMatchObject({ message: 'ログインと読書でスタンプを集めよう', version: 5 });
  });
});

describe('lotteries', () => {
  it('validates in Japanese and refuses odds that do not total 100% or prizes over the 一般懸賞 limits', async () => {
    const staff = await signUpStaff();
    const bad = await staff.post(STAFF_PATHS.lotteries, lottery({ refill_hours: [25], draws_per_period: 0 }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Problems).errors).toEqual(
      expect.arrayContaining([
        { path: 'refill_hours.0', message: '回数が戻る時刻は23以下にしてください' },
        { path: 'draws_per_period', message: '1期間に引ける回数は1以上にしてください' },
      ]),
    );
    const purchase = lottery({ scheme: 'purchase-lottery', purchase_yen: 300, expected_sales_yen: 100_000, tiers: [{ ...tiers()[0], value_yen: 10_000, count: 1 }, { ...tiers()[1], weight: 800_000 }] });
    const dry = (await (await staff.post(STAFF_PATHS.lotteries, { ...purchase, dry_run: true })).json()) as { problems: { path: string; message: string }[] };
    expect(dry.problems).toEqual([
      { path: 'tiers', message: '提供割合の合計が100%になるよう設定してください。' },
      { path: 'tiers', message: '「大当たり」の価額が一般懸賞の上限（6,000円）を超えています。' },
      { path: 'tiers', message: '景品の総額（10,000円）が予定売上額の2%（2,000円）を超えています。' },
    ]);
    const refused = await staff.post(STAFF_PATHS.lotteries, purchase);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Problems).errors).toEqual(dry.problems);
    expect((await orm.em.fork().execute("select count(*)::int as n from reward_lottery where code like 'staff-%'"))[0]).toEqual({ n: 0 });
  });

  it('new odds never change the running period: they are a new version from the next refill; revert publishes the old odds again', async () => {
    const staff = await signUpStaff();
    const values = lottery();
    const created = (await (await staff.post(STAFF_PATHS.lotteries, values)).json()) as { lottery: { id: number; version: number; oddsVersion: number } };
    expect(created.lottery).toMatchObject({ version: 1, oddsVersion: 1 });
    const id = created.lottery.id;
    const path = `${STAFF_PATHS.lotteries}${id}/`;
    const before = (await (await staff.get(`/api/special/gacha/daily/${id}/`)).json()) as Record<string, unknown>;
    expect(before.success).toBe(true);

    const dry = (await (await staff.post(path, { ...values, tiers: tiers(200_000), version: 1, dry_run: true })).json()) as { changes: { field: string }[]; oddsFrom: string; problems: unknown[] };
    expect(dry.changes.map((c) => c.field)).toEqual(['tiers']);
    expect(dry.problems).toEqual([]);
    // 12:00 JST now: the next period starts at 18:00 JST.
    expect(dry.oddsFrom).toBe('2026-12-01T09:00:00.000Z');
    expect((await orm.em.fork().execute('select count(*)::int as n from reward_lottery_odds where lottery_id = ?', [id]))[0]).toEqual({ n: 1 });

    const saved = (await (await staff.post(path, { ...values, tiers: tiers(200_000), version: 1 })).json()) as { lottery: { version: number; oddsVersion: number; oddsEffectiveFrom: string; odds: { version: number }[] } };
    expect(saved.lottery).toMatchObject({ version: 2, oddsVersion: 2, oddsEffectiveFrom: '2026-12-01T09:00:00.000Z' });
    // The running period still draws on version 1 (effective from the lottery's start); version 2 from 18:00 JST.
    const period = (await orm.em.fork().execute('select version, effective_from from reward_lottery_odds where lottery_id = ? order by version', [id])) as { version: number; effective_from: Date }[];
    expect(period.map((p) => p.version)).toEqual([1, 2]);
    expect(new Date(period[0]!.effective_from).toISOString()).toBe('2026-11-29T21:00:00.000Z');
    // Refill hours of a running lottery cannot change (the periods would move).
    const locked = await staff.post(path, { ...values, refill_hours: [0], version: 2 });
    expect(locked.status).toBe(400);
    expect(((await locked.json()) as Problems).errors).toEqual([{ path: 'refillHours', message: '開催中のガチャの回数が戻る時刻は変更できません（期間の途中で回数や提供割合が変わるため）。' }]);
    // Reverting the odds change publishes the first odds again, also from the next period.
    const log = (await (await staff.get(`${STAFF_PATHS.audit}?type=lottery&id=${id}`)).json()) as { entries: { id: number; action: string }[] };
    expect(log.entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect((await staff.post(`${STAFF_PATHS.audit}${log.entries[0]!.id}/revert/`, {})).status).toBe(200);
    const after = (await orm.em.fork().execute('select version, tiers from reward_lottery_odds where lottery_id = ? order by version', [id])) as { version: number; tiers: { weight: number }[] }[];
    expect(after.map((o) => [o.version, o.tiers[0]!.weight])).toEqual([[1, 100_000], [2, 200_000], [3, 100_000]]);
    // A window sent back at the minute of a stored start with seconds is not a change.
    await orm.em.fork().execute("update reward_lottery set starts_at = '2026-11-29T21:00:37.123Z' where id = ?", [id]);
    const same = (await (await staff.post(path, { ...values, version: 3, dry_run: true })).json()) as { changes: { field: string }[] };
    expect(same.changes.map((c) => c.field)).not.toContain('startsAt');
    // Stale saves conflict.
    expect((await staff.post(path, { ...values, version: 1 })).status).toBe(409);
  });
});

describe('ticket campaigns', () => {
  it('validates, dry-runs (nothing stored), creates, conflicts, refuses a taken code, and reverts', async () => {
    const [staff, other] = [await signUpStaff(), await signUpStaff()];
    const bad = await staff.post(STAFF_PATHS.ticketCampaigns, ticket({ tickets: 0, per: 'week', ends_at: '' }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Problems).errors).toEqual(
      expect.arrayContaining([
        { path: 'tickets', message: '1回に配るチケットは1以上にしてください' },
        { path: 'per', message: '受け取れる頻度を選んでください' },
      ]),
    );
    const values = ticket();
    const dry = (await (await staff.post(STAFF_PATHS.ticketCampaigns, { ...values, ends_at: '2026-11-30T00:00', dry_run: true })).json()) as { problems: unknown[]; changes: unknown[] };
    expect(dry.problems).toEqual([{ path: 'endsAt', message: '終了日時は開始日時より後にしてください。' }]);
    expect((await orm.em.fork().execute("select count(*)::int as n from reward_ticket_campaign where code like 'staff-%'"))[0]).toEqual({ n: 0 });
    const created = (await (await staff.post(STAFF_PATHS.ticketCampaigns, values)).json()) as { ticketCampaign: { id: number; version: number } };
    expect(created.ticketCampaign.version).toBe(1);
    // A member sees it on /gift/ticket/{code}/'s API at once.
    const member = await signUpMember(app);
    expect((await member.get(`/api/reward/v1/gift/ticket/${values.code}/`)).status).toBe(200);
    // The same code again is refused with the Japanese message.
    const taken = await staff.post(STAFF_PATHS.ticketCampaigns, values);
    expect(taken.status).toBe(400);
    expect(((await taken.json()) as Problems).errors).toEqual([{ path: 'code', message: 'このキャンペーンコードはすでに使われています。' }]);
    const path = `${STAFF_PATHS.ticketCampaigns}${created.ticketCampaign.id}/`;
    expect((await staff.post(path, { ...values, tickets: 100, version: 1 })).status).toBe(200);
    expect((await other.post(path, { ...values, tickets: 10, version: 1 })).status).toBe(409);
    const log = (await (await staff.get(`${STAFF_PATHS.audit}?type=ticket-campaign&id=${created.ticketCampaign.id}`)).json()) as { entries: { id: number }[] };
    expect((await staff.post(`${STAFF_PATHS.audit}${log.entries[0]!.id}/revert/`, {})).status).toBe(200);
    const list = (await (await staff.get(STAFF_PATHS.ticketCampaigns)).json()) as { ticketCampaigns: { id: number; tickets: number; version: number }[] };
    expect(list.ticketCampaigns.find((t) => t.id === created.ticketCampaign.id)).toMatchObject({ tickets: 50, version: 3 });
  });

  it('takes a new campaign’s code of 8 characters or more (whoever has it claims), and keeps an older shorter one on save', async () => {
    const staff = await signUpStaff();
    const short = await staff.post(STAFF_PATHS.ticketCampaigns, ticket({ code: 'xmas50' }));
    expect(short.status).toBe(400);
    expect(((await short.json()) as Problems).errors).toEqual([{ path: 'code', message: 'キャンペーンコードは半角英小文字・数字・「-」「_」の8〜40文字で入力してください' }]);
    expect((await staff.post(`${STAFF_PATHS.drafts}ticket-campaigns/`, { ...ticket({ code: 'xmas50' }), version: 0 })).status).toBe(400);
    expect((await staff.post(STAFF_PATHS.ticketCampaigns, ticket({ code: `x${randomUUID().slice(0, 7)}` }))).status).toBe(200);
    // A campaign made before the rule keeps its code (it is in its URL) and can still be edited.
    const older = await services.gifts.createTicketCampaign({
      code: `old${randomUUID().slice(0, 4)}`, label: '以前の配布', description: '7文字のコード', tickets: 5, per: 'day', validHours: 72,
      startsAt: new Date('2026-12-01T00:00:00+09:00'), endsAt: new Date('2026-12-26T00:00:00+09:00'),
    });
    expect((await staff.post(`${STAFF_PATHS.ticketCampaigns}${older.id}/`, { ...ticket({ code: older.code }), label: 'ラベルだけ変えた', version: 0 })).status).toBe(200);
  });
});

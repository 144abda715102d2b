import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { csrfMessage } from '#platform/http/csrf.ts';
import { commitmentOf, drawWinners } from '#modules/campaigns/index.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import { STAFF_MESSAGES } from '../staff-messages.ts';
import { staffSignUp } from '../staff-test-helpers.ts';

// The console's clock: 2033-03-10 12:00 JST (campaigns below run in March 2033).
let clock = new Date('2033-03-10T03:00:00Z');
const { app, orm, services } = await createTestApp({ now: () => clock });
const published: string[] = [];
const unsubscribe = services.bus.subscribe('catalogue', () => void published.push('catalogue'));
afterAll(() => unsubscribe());

const signUpStaff = staffSignUp(app, orm);

const unique = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const campaign = (over: Record<string, unknown> = {}) => ({
  family: 'campaign',
  slug: unique(),
  kind: 'sale',
  name: '春のまとめ読みセール',
  lead: '対象作品が50%OFF',
  terms: 'お一人様何度でも',
  card_text: '50%OFF',
  color: '#D94A2B',
  starts_at: '2033-03-01T00:00',
  ends_at: '2033-03-20T00:00',
  published_at: null,
  hashtag: null,
  title_codes: ['YB000001', 'YB000002'],
  prize_count: null,
  prizes_text: null,
  entry_form: null,
  ...over,
});
type Answer = { success: boolean; message?: { content: string }; errors?: { path: string; message: string }[]; campaign: Record<string, unknown> & { id: number; version: number }; titleNames: Record<string, string>; conflict?: Record<string, unknown> };
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Answer });

describe('campaign APIs refuse everyone but staff', () => {
  it('answers 403 with the Japanese message to visitors and members, and needs the CSRF token from staff', async () => {
    const member = await signUpMember(app);
    const writes: [string, unknown][] = [
      [STAFF_PATHS.campaigns, campaign()],
      [`${STAFF_PATHS.campaigns}1/`, { ...campaign(), version: 0 }],
      [`${STAFF_PATHS.campaigns}1/trash/`, { version: 0 }],
      [`${STAFF_PATHS.campaigns}1/restore/`, { version: 0 }],
      [`${STAFF_PATHS.campaigns}1/seed/`, {}],
      [`${STAFF_PATHS.campaigns}1/draw/`, {}],
    ];
    const reads = [STAFF_PATHS.campaigns, `${STAFF_PATHS.campaigns}1/`, `${STAFF_PATHS.campaigns}1/entries/`];
    for (const who of [clientFor(app), member]) {
      for (const [path, body] of writes) {
        const response = await who.post(path, body);
        expect(response.status, path).toBe(403);
        expect(((await response.json()) as Answer).message?.content, path).toBe(STAFF_MESSAGES.notStaff);
      }
      for (const path of reads) expect((await who.get(path)).status, path).toBe(403);
    }
    const staff = await signUpStaff();
    const response = await app.request(`http://localhost${STAFF_PATHS.campaigns}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: staff.cookie }, body: JSON.stringify(campaign()) });
    expect(response.status).toBe(403);
    expect(((await response.json()) as Answer).message?.content).toBe(csrfMessage);
  });
});

describe('campaigns in the console', () => {
  it('answers bad input with 400 and Japanese messages per field', async () => {
    const staff = await signUpStaff();
    const bad = await json(await staff.post(STAFF_PATHS.campaigns, campaign({ slug: 'a b', name: ' ', color: 'red', starts_at: '2033-03-20T00:00', ends_at: '2033-03-01T00:00', kind: 'present', title_codes: ['YB000001', '!!'] })));
    expect(bad.status).toBe(400);
    const byPath = Object.fromEntries((bad.body.errors ?? []).map((e) => [e.path, e.message]));
    expect(byPath).toMatchObject({
      slug: 'スラッグは半角英数字・「-」「_」で入力してください',
      name: 'キャンペーン名を入力してください',
      color: '色は「#1d4f73」のように入力してください',
      'title_codes.1': '作品コードは半角英数字で入力してください',
    });
    const order = await json(await staff.post(STAFF_PATHS.campaigns, campaign({ starts_at: '2033-03-20T00:00', ends_at: '2033-03-01T00:00' })));
    expect(order.body.errors).toContainEqual({ path: 'ends_at', message: '終了日時は開始日時より後にしてください' });
    const present = await json(await staff.post(STAFF_PATHS.campaigns, campaign({ kind: 'present' })));
    expect(present.body.errors).toContainEqual({ path: 'prize_count', message: 'プレゼントキャンペーンには当選数を入力してください' });
    const unknown = await json(await staff.post(STAFF_PATHS.campaigns, campaign({ title_codes: ['YB000001', 'NOPE0001'] })));
    expect(unknown).toMatchObject({ status: 400, body: { errors: [{ path: 'title_codes', message: '作品コード「NOPE0001」の作品が見つかりません' }] } });
    expect((await staff.post(STAFF_PATHS.campaigns, 'not json')).status).toBe(400);
  });

  it('creates a campaign that public pages show at once, with its titles by code and their names', async () => {
    const staff = await signUpStaff();
    published.length = 0;
    const created = await json(await staff.post(STAFF_PATHS.campaigns, campaign({ slug: 'staff-spring-sale' })));
    expect(created.status).toBe(200);
    expect(created.body.campaign).toMatchObject({ version: 1, slug: 'staff-spring-sale', color: '#d94a2b', startsAt: '2033-02-28T15:00:00.000Z', endsAt: '2033-03-19T15:00:00.000Z', titleCodes: ['YB000001', 'YB000002'], deletedAt: null });
    expect(Object.keys(created.body.titleNames)).toEqual(['YB000001', 'YB000002']);
    expect(published).toContain('catalogue');
    const page = await services.campaigns.page('campaign', 'staff-spring-sale');
    expect(page).toMatchObject({ campaign: { name: '春のまとめ読みセール', cardText: '50%OFF', phase: 'running' }, titleCodes: ['YB000001', 'YB000002'] });
    expect((await services.campaigns.running()).map((c) => c.slug)).toContain('staff-spring-sale');
    // The same address twice is refused in Japanese.
    const twice = await json(await staff.post(STAFF_PATHS.campaigns, campaign({ slug: 'staff-spring-sale' })));
    expect(twice).toMatchObject({ status: 409, body: { errors: [{ path: 'slug', message: 'このアドレス（種類とスラッグ）はほかのキャンペーンが使っています。' }] } });
  });

  it('refuses a stale save with 409 and both versions; trash hides the page, restore brings it back', async () => {
    const [first, second] = [await signUpStaff(), await signUpStaff()];
    const { body } = await json(await first.post(STAFF_PATHS.campaigns, campaign()));
    const path = `${STAFF_PATHS.campaigns}${body.campaign.id}/`;
    const slug = body.campaign.slug as string;
    expect((await json(await first.post(path, { ...campaign({ slug, name: '一人目の保存' }), version: 1 }))).body.campaign.version).toBe(2);
    const stale = await json(await second.post(path, { ...campaign({ slug, name: '二人目の保存' }), version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.body.message?.content).toBe(STAFF_MESSAGES.conflict);
    expect(stale.body.conflict).toMatchObject({ currentVersion: 2, yourVersion: 1, current: { name: '一人目の保存' }, yours: { name: '二人目の保存' } });
    expect((await services.campaigns.page('campaign', slug))?.campaign.name).toBe('一人目の保存');

    expect((await json(await first.post(`${path}trash/`, { version: 2 }))).body.campaign).toMatchObject({ version: 3, deletedAt: expect.any(String) });
    expect(await services.campaigns.page('campaign', slug)).toBeNull();
    expect((await services.campaigns.running()).map((c) => c.slug)).not.toContain(slug);
    expect((await json(await first.post(`${path}restore/`, { version: 3 }))).body.campaign).toMatchObject({ version: 4, deletedAt: null });
    expect(await services.campaigns.page('campaign', slug)).not.toBeNull();
    expect((await first.get(`${STAFF_PATHS.campaigns}999999/`)).status).toBe(404);
  });

  it('reverting an entry of the audit log restores the previous state, titles included', async () => {
    const staff = await signUpStaff();
    const { body } = await json(await staff.post(STAFF_PATHS.campaigns, campaign({ name: '元の名前', title_codes: ['YB000001'] })));
    const path = `${STAFF_PATHS.campaigns}${body.campaign.id}/`;
    await staff.post(path, { ...campaign({ slug: body.campaign.slug, name: '変えた名前', ends_at: '2033-03-25T00:00', title_codes: ['YB000003', 'YB000001'] }), version: 1 });
    const log = (await (await staff.get(`${STAFF_PATHS.audit}?type=campaign&id=${body.campaign.id}`)).json()) as { entries: { id: number; action: string; changes: { field: string }[] }[] };
    expect(log.entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(log.entries[0]!.changes.map((c) => c.field).sort()).toEqual(['endsAt', 'name', 'titleCodes']);
    expect((await staff.post(`${STAFF_PATHS.audit}${log.entries[0]!.id}/revert/`, {})).status).toBe(200);
    const now = await json(await staff.get(path));
    expect(now.body.campaign).toMatchObject({ version: 3, name: '元の名前', endsAt: '2033-03-19T15:00:00.000Z', titleCodes: ['YB000001'] });
    expect((await services.campaigns.page('campaign', body.campaign.slug as string))?.titleCodes).toEqual(['YB000001']);
  });
});

describe('present campaigns: entries and the winner draw', () => {
  it('lists entries per course, publishes the hash before the close and draws once, after it, under parallel requests', async () => {
    clock = new Date('2033-03-10T03:00:00Z');
    const staff = await signUpStaff();
    const slug = `present-${unique()}`;
    const created = await json(
      await staff.post(
        STAFF_PATHS.campaigns,
        campaign({ family: 'named', slug, kind: 'present', name: 'スタッフ抽選プレゼント', prize_count: 2, prizes_text: '図書カード 2名様', entry_form: { courses: [{ code: 'A', label: 'Aコース' }, { code: 'B', label: 'Bコース' }], read_titles: 0, physical_prize: true } }),
      ),
    );
    expect(created.body.campaign).toMatchObject({ entryForm: { courses: [{ code: 'A', label: 'Aコース' }, { code: 'B', label: 'Bコース' }], readTitles: 0, physicalPrize: true }, prizeCount: 2, prizesText: '図書カード 2名様' });
    const id = created.body.campaign.id;
    const members = await Promise.all(Array.from({ length: 5 }, () => signUpMember(app)));
    for (const [i, m] of members.entries()) {
      expect((await m.post(`/api/campaign/v1/present/${slug}/entry/`, { course: i < 3 ? 'A' : 'B', name: '読場 太郎', postalCode: '100-0001', address: '東京都千代田区' })).status).toBe(200);
    }
    const entries = (await (await staff.get(`${STAFF_PATHS.campaigns}${id}/entries/`)).json()) as { entries: Record<string, unknown> };
    expect(entries.entries).toMatchObject({ total: 5, courses: [{ code: 'A', count: 3 }, { code: 'B', count: 2 }], seedCommitment: null, phase: 'running' });
    // Member ids only: no names, addresses or e-mail reach the console.
    expect(JSON.stringify(entries.entries)).not.toMatch(/読場|千代田|100-0001|@/);

    // Before the close: no draw; the hash is published and shown on the page (the seed stays secret).
    expect((await json(await staff.post(`${STAFF_PATHS.campaigns}${id}/draw/`, {}))).body.message?.content).toBe('応募期間が終わるまで抽選はできません。');
    const committed = (await (await staff.post(`${STAFF_PATHS.campaigns}${id}/seed/`, {})).json()) as { commitment: string; entries: { seed: string | null } };
    expect(committed.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(committed.entries.seed).toBeNull();
    expect((await services.presents.campaignFacts(id))?.seedCommitment).toBe(committed.commitment);
    expect((await services.presents.campaignFacts(id))?.seed).toBeNull();

    // After the close: a hash can no longer be published first; ten parallel draws make one draw.
    clock = new Date('2033-03-19T15:00:00Z');
    const responses = await Promise.all(Array.from({ length: 10 }, () => staff.post(`${STAFF_PATHS.campaigns}${id}/draw/`, {})));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const refusals = await Promise.all(responses.filter((r) => r.status === 409).map(async (r) => ((await r.json()) as Answer).message?.content));
    expect(new Set(refusals)).toEqual(new Set(['このキャンペーンの抽選はすでに行われています。抽選は1回だけです。']));
    const drawn = (await (await staff.get(`${STAFF_PATHS.campaigns}${id}/entries/`)).json()) as { entries: { seed: string; seedCommitment: string; entrants: { userId: number; won: boolean }[] } };
    const winners = drawn.entries.entrants.filter((e) => e.won).map((e) => e.userId);
    expect(winners).toHaveLength(2);
    // Anyone can check: the revealed seed matches the hash published before the close and gives these winners.
    expect(commitmentOf(drawn.entries.seed)).toBe(committed.commitment);
    expect(drawWinners(drawn.entries.seed, id, members.map((m) => m.userId), 2).sort()).toEqual([...winners].sort());
    // Each winner has exactly one message in /message/; the others none.
    for (const m of members) {
      const box = await services.notices.messages.list(m.userId);
      const told = box.items.filter((item) => item.title === '【当選のお知らせ】スタッフ抽選プレゼント');
      expect(told.length, String(m.userId)).toBe(winners.includes(m.userId) ? 1 : 0);
    }
    expect((await json(await staff.post(`${STAFF_PATHS.campaigns}${id}/draw/`, {}))).status).toBe(409);
    clock = new Date('2033-03-10T03:00:00Z');
  });

  it('refuses to publish a hash after the close', async () => {
    clock = new Date('2033-03-25T03:00:00Z');
    const staff = await signUpStaff();
    const created = await json(await staff.post(STAFF_PATHS.campaigns, campaign({ family: 'named', slug: `late-${unique()}`, kind: 'present', prize_count: 1, entry_form: { courses: [], read_titles: 0, physical_prize: false } })));
    const late = await json(await staff.post(`${STAFF_PATHS.campaigns}${created.body.campaign.id}/seed/`, {}));
    expect(late).toMatchObject({ status: 409, body: { message: { content: '応募期間が終わったあとでは抽選のハッシュ値を公開できません。' } } });
    expect((await json(await staff.post(`${STAFF_PATHS.campaigns}${created.body.campaign.id}/draw/`, {}))).body.message?.content).toBe('応募期間が終わるまで抽選はできません。');
    clock = new Date('2033-03-10T03:00:00Z');
  });
});

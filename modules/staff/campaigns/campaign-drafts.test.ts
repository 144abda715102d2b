import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { clientFor, signUpMember, type TestMember } from '#platform/testing/members.ts';
import { csrfMessage } from '#platform/http/csrf.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import { STAFF_MESSAGES } from '../staff-messages.ts';
import type { DraftView } from '../edits/draft-view.ts';
import { staffSignUp } from '../staff-test-helpers.ts';

// The console's clock: 2033-04-01 12:00 JST (the campaigns below run in April 2033). A database of this file's
// own: its publishDue at a 2033 clock would publish every other file's scheduled drafts on the shared one.
const START = new Date('2033-04-01T03:00:00Z');
let clock = START;
const { app, orm, services } = await createTestApp({ ownDatabase: true, now: () => clock });

const signUpStaff = staffSignUp(app, orm);

const unique = () => `d${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const campaign = (over: Record<string, unknown> = {}) => ({
  family: 'campaign',
  slug: unique(),
  kind: 'sale',
  name: '下書き試験のセール',
  lead: '対象作品が30%OFF',
  terms: '',
  card_text: '30%OFF',
  color: null,
  starts_at: '2033-04-01T00:00',
  ends_at: '2033-04-30T00:00',
  published_at: null,
  hashtag: null,
  // No catalogue on this database: no target titles (an unknown one is refused below).
  title_codes: [],
  prize_count: null,
  prizes_text: null,
  entry_form: null,
  ...over,
});
type Answer = { draft: DraftView };
type Problems = { errors: { path: string; message: string }[]; message: { content: string } };
const json = async <T>(response: Response) => (await response.json()) as T;
const draftOf = async (response: Response) => {
  expect(response.status).toBe(200);
  const { draft } = await json<Answer>(response);
  return draft;
};

async function createCampaign(staff: TestMember, over: Record<string, unknown> = {}) {
  const response = await staff.post(STAFF_PATHS.campaigns, campaign(over));
  expect(response.status).toBe(200);
  return (await json<{ campaign: { id: number; version: number; slug: string } }>(response)).campaign;
}
const pageName = async (slug: string) => (await services.campaigns.page('campaign', slug))?.campaign.name ?? null;
const actions = async (staff: TestMember, id: number | string) => (await json<{ entries: { action: string }[] }>(await staff.get(`${STAFF_PATHS.audit}?type=campaign&id=${id}`))).entries.map((e) => e.action);

describe('campaign draft routes refuse everyone but staff', () => {
  it('answers 403 to visitors and members, needs the CSRF token, and stores no draft', async () => {
    const member = await signUpMember(app);
    for (const who of [clientFor(app), member]) {
      for (const path of [`${STAFF_PATHS.drafts}campaigns/`, `${STAFF_PATHS.drafts}campaigns/1/`]) {
        const response = await who.post(path, { ...campaign(), version: 0 });
        expect(response.status, path).toBe(403);
        expect((await json<Problems>(response)).message.content).toBe(STAFF_MESSAGES.notStaff);
      }
    }
    const staff = await signUpStaff();
    const response = await app.request(`http://localhost${STAFF_PATHS.drafts}campaigns/`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: staff.cookie }, body: JSON.stringify({ ...campaign(), version: 0 }) });
    expect(response.status).toBe(403);
    expect((await json<Problems>(response)).message.content).toBe(csrfMessage);
    expect(await orm.em.fork().execute('select count(*)::int as n from staff_draft where author_id in (?, ?)', [member.userId, staff.userId])).toEqual([{ n: 0 }]);
  });

  it('answers bad input with 400 and the campaign form’s Japanese messages', async () => {
    const staff = await signUpStaff();
    const bad = await staff.post(`${STAFF_PATHS.drafts}campaigns/`, { ...campaign({ name: ' ', ends_at: '2033-03-01T00:00' }), version: 0 });
    expect(bad.status).toBe(400);
    expect((await json<Problems>(bad)).errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'キャンペーン名を入力してください' },
        { path: 'ends_at', message: '終了日時は開始日時より後にしてください' },
      ]),
    );
    const noVersion = await staff.post(`${STAFF_PATHS.drafts}campaigns/1/`, campaign());
    expect(noVersion.status).toBe(400);
    expect((await json<Problems>(noVersion)).errors).toContainEqual({ path: 'version', message: '版（version）がありません' });
    const unknown = await staff.post(`${STAFF_PATHS.drafts}campaigns/`, { ...campaign({ title_codes: ['NOSUCH01'] }), version: 0 });
    expect(unknown.status).toBe(400);
    expect((await json<Problems>(unknown)).errors).toEqual([{ path: 'title_codes', message: '作品コード「NOSUCH01」の作品が見つかりません' }]);
    expect((await staff.post(`${STAFF_PATHS.drafts}campaigns/abc/`, { ...campaign(), version: 0 })).status).toBe(400);
    expect((await staff.post(`${STAFF_PATHS.drafts}campaigns/999999999/`, { ...campaign(), version: 0 })).status).toBe(404);
  });
});

describe('campaign drafts', () => {
  it('creates a new campaign from its draft when published, logged 下書きを公開 (publish)', async () => {
    const staff = await signUpStaff();
    const values = campaign({ name: '下書き試験 新規キャンペーン' });
    const draft = await draftOf(await staff.post(`${STAFF_PATHS.drafts}campaigns/`, { ...values, version: 0 }));
    expect(draft).toMatchObject({ objectType: 'campaign', objectLabel: 'キャンペーン', objectId: null, status: 'draft', published: null });
    expect(await pageName(values.slug)).toBeNull();
    const published = await staff.post(`${STAFF_PATHS.drafts}${draft.id}/publish/`, { version: draft.version });
    expect(published.status).toBe(200);
    const { objectId } = await json<{ objectId: string }>(published);
    expect(await pageName(values.slug)).toBe('下書き試験 新規キャンペーン');
    expect(await actions(staff, objectId)).toEqual(['publish']);
  });

  it('keeps a draft of a campaign off its page until published, then applies it through the versioned save', async () => {
    const staff = await signUpStaff();
    const created = await createCampaign(staff, { name: '下書き試験 公開中' });
    const draft = await draftOf(await staff.post(`${STAFF_PATHS.drafts}campaigns/${created.id}/`, { ...campaign({ slug: created.slug, name: '下書き試験 下書き' }), version: created.version }));
    expect(draft).toMatchObject({ objectId: String(created.id), baseVersion: 1, stale: false });
    expect(draft.changes).toEqual([{ field: 'name', before: '下書き試験 公開中', after: '下書き試験 下書き' }]);
    expect(await pageName(created.slug)).toBe('下書き試験 公開中');
    // One open draft per campaign.
    expect((await staff.post(`${STAFF_PATHS.drafts}campaigns/${created.id}/`, { ...campaign({ slug: created.slug }), version: 1 })).status).toBe(409);
    const published = await staff.post(`${STAFF_PATHS.drafts}${draft.id}/publish/`, { version: draft.version });
    expect(published.status).toBe(200);
    expect(await json(published)).toMatchObject({ objectVersion: 2, draft: { status: 'published', publishedVersion: 2 } });
    expect(await pageName(created.slug)).toBe('下書き試験 下書き');
    expect(await actions(staff, created.id)).toEqual(['publish', 'create']);
  });

  it('a draft whose campaign was saved since is refused at publication (409 with both versions) and kept, conflicted', async () => {
    const [author, other] = [await signUpStaff(), await signUpStaff()];
    const created = await createCampaign(author, { name: '下書き試験 元' });
    const draft = await draftOf(await author.post(`${STAFF_PATHS.drafts}campaigns/${created.id}/`, { ...campaign({ slug: created.slug, name: '下書き試験 古い下書き' }), version: 1 }));
    expect((await other.post(`${STAFF_PATHS.campaigns}${created.id}/`, { ...campaign({ slug: created.slug, name: '下書き試験 別のスタッフ' }), version: 1 })).status).toBe(200);
    const refused = await author.post(`${STAFF_PATHS.drafts}${draft.id}/publish/`, { version: draft.version });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ conflict: { current: { name: '下書き試験 別のスタッフ' }, currentVersion: 2, yourVersion: 1 } });
    expect(await services.staffConsole.drafts.get(draft.id)).toMatchObject({ status: 'conflicted', value: { name: '下書き試験 古い下書き' } });
    expect(await pageName(created.slug)).toBe('下書き試験 別のスタッフ');
    expect(await actions(author, created.id)).toEqual(['update', 'create']);
  });

  it('publishes a scheduled draft at its JST time through the job, shown before then only in the staff preview at that time', async () => {
    const staff = await signUpStaff();
    const created = await createCampaign(staff, { name: '下書き試験 予約前', starts_at: '2033-04-01T00:00' });
    const draft = await draftOf(await staff.post(`${STAFF_PATHS.drafts}campaigns/${created.id}/`, { ...campaign({ slug: created.slug, name: '下書き試験 予約公開', card_text: '今だけ無料' }), version: 1 }));
    const scheduled = await json<Answer>(await staff.post(`${STAFF_PATHS.drafts}${draft.id}/schedule/`, { version: draft.version, publish_at: '2033-04-10T00:00' }));
    // 00:00 JST on the 10th is 15:00 UTC on the 9th.
    expect(scheduled.draft).toMatchObject({ status: 'scheduled', publishAt: '2033-04-09T15:00:00.000Z' });

    const previewAt = async (iso: string) => {
      const at = new Date(iso);
      return (await services.campaigns.pageAsOf('campaign', created.slug, at, await services.staffConsole.drafts.scheduledBy('campaign', at)))?.campaign;
    };
    expect(await previewAt('2033-04-09T14:59:59.999Z')).toMatchObject({ name: '下書き試験 予約前', cardText: '30%OFF' });
    expect(await previewAt('2033-04-09T15:00:00.000Z')).toMatchObject({ name: '下書き試験 予約公開', cardText: '今だけ無料', phase: 'running', id: created.id });
    // The preview's /book/campaign/ and /event/ lists at that time too.
    const listedAt = async (iso: string) => {
      const at = new Date(iso);
      const scheduledThen = await services.staffConsole.drafts.scheduledBy('campaign', at);
      const [running, events] = [await services.campaigns.runningAsOf('campaign', at, scheduledThen), await services.campaigns.eventsAsOf(100, at, scheduledThen)];
      return [running.find((c) => c.id === created.id)?.name, events.find((c) => c.id === created.id)?.name];
    };
    expect(await listedAt('2033-04-09T14:59:59.999Z')).toEqual(['下書き試験 予約前', '下書き試験 予約前']);
    expect(await listedAt('2033-04-09T15:00:00.000Z')).toEqual(['下書き試験 予約公開', '下書き試験 予約公開']);

    clock = new Date('2033-04-09T14:59:59.999Z');
    expect((await services.staffConsole.drafts.publishDue()).published).not.toContain(draft.id);
    expect(await pageName(created.slug)).toBe('下書き試験 予約前');
    clock = new Date('2033-04-09T15:00:00.000Z');
    expect((await services.staffConsole.drafts.publishDue()).published).toContain(draft.id);
    expect(await pageName(created.slug)).toBe('下書き試験 予約公開');
    const [entry] = await services.staffConsole.edits.history({ type: 'campaign', id: String(created.id) });
    expect(entry).toMatchObject({ action: 'publish', version: 2, actorId: staff.userId, at: '2033-04-09T15:00:00.000Z' });
    expect(entry!.actorName).toMatch(/（予約公開）$/);
    clock = START;
  });

  it('shows a scheduled new campaign in the preview at its address from its time; a draft moving a campaign away empties the old address', async () => {
    const staff = await signUpStaff();
    const fresh = campaign({ name: '下書き試験 予約の新規' });
    const draft = await draftOf(await staff.post(`${STAFF_PATHS.drafts}campaigns/`, { ...fresh, version: 0 }));
    await staff.post(`${STAFF_PATHS.drafts}${draft.id}/schedule/`, { version: draft.version, publish_at: '2033-04-20T10:00' });
    const moved = await createCampaign(staff);
    const away = await draftOf(await staff.post(`${STAFF_PATHS.drafts}campaigns/${moved.id}/`, { ...campaign({ slug: `${moved.slug}x` }), version: 1 }));
    await staff.post(`${STAFF_PATHS.drafts}${away.id}/schedule/`, { version: away.version, publish_at: '2033-04-20T10:00' });
    const at = new Date('2033-04-20T01:00:00Z');
    const scheduled = await services.staffConsole.drafts.scheduledBy('campaign', at);
    expect((await services.campaigns.pageAsOf('campaign', fresh.slug, at, scheduled))?.campaign.name).toBe('下書き試験 予約の新規');
    expect(await services.campaigns.pageAsOf('campaign', moved.slug, at, scheduled)).toBeNull();
    expect((await services.campaigns.pageAsOf('campaign', `${moved.slug}x`, at, scheduled))?.campaign.id).toBe(moved.id);
    const running = await services.campaigns.runningAsOf('campaign', at, scheduled);
    expect(running.map((c) => c.name)).toContain('下書き試験 予約の新規');
    expect(running.find((c) => c.id === moved.id)?.href).toBe(`/book/campaign/${moved.slug}x/`);
    expect((await services.campaigns.running('campaign', at)).map((c) => c.name)).not.toContain('下書き試験 予約の新規');
    const before = new Date('2033-04-20T00:59:00Z');
    expect(await services.campaigns.pageAsOf('campaign', fresh.slug, before, await services.staffConsole.drafts.scheduledBy('campaign', before))).toBeNull();
    // Nothing public changed.
    expect(await pageName(fresh.slug)).toBeNull();
    expect(await pageName(moved.slug)).not.toBeNull();
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { clientFor, signUpMember, type TestMember } from '#platform/testing/members.ts';
import { csrfMessage } from '#platform/http/csrf.ts';
import { STAFF_PATHS } from './staff-paths.ts';
import { STAFF_MESSAGES } from './staff-messages.ts';
import type { DraftView } from './edits/draft-view.ts';
import { staffSignUp } from './staff-test-helpers.ts';

// The console's clock: drafts are scheduled and published by it (decision 058).
let clock = new Date('2026-12-20T00:00:00Z');
const { app, orm, services } = await createTestApp({ now: () => clock });
afterAll(async () => {
  await orm.em.fork().execute("delete from staff_banner where alt like '下書き試験%'");
});

const signUpStaff = staffSignUp(app, orm);

const banner = (over: Record<string, unknown> = {}) => ({
  placement: 'top',
  image_url: '/img/staff/1',
  alt: '下書き試験のバナー',
  link_url: '/book/free/',
  starts_at: null,
  ends_at: null,
  position: 0,
  ...over,
});

type Answer = { draft: DraftView };
const json = async <T>(response: Response) => (await response.json()) as T;

async function createBanner(staff: TestMember, over: Record<string, unknown> = {}) {
  const created = await json<{ banner: { id: number; version: number } }>(await staff.post(STAFF_PATHS.banners, banner(over)));
  return created.banner;
}

const shownAlts = async () => (await services.staffConsole.banners.shown('top', clock)).map((b) => b.alt);

describe('draft APIs refuse everyone but staff', () => {
  const writes: [string, unknown][] = [
    [`${STAFF_PATHS.drafts}banners/`, { ...banner(), version: 0 }],
    [`${STAFF_PATHS.drafts}banners/1/`, { ...banner(), version: 0 }],
    [`${STAFF_PATHS.drafts}titles/YB000001/`, {}],
    [`${STAFF_PATHS.drafts}1/publish/`, { version: 1 }],
    [`${STAFF_PATHS.drafts}1/schedule/`, { version: 1, publish_at: '2026-12-24T10:00' }],
    [`${STAFF_PATHS.drafts}1/unschedule/`, { version: 1 }],
    [`${STAFF_PATHS.drafts}1/discard/`, { version: 1 }],
  ];
  const reads = [STAFF_PATHS.drafts, `${STAFF_PATHS.drafts}1/`, `${STAFF_PATHS.drafts}?type=banner`];

  it('answers 403 with the Japanese message to visitors and members, and stores no draft', async () => {
    const member = await signUpMember(app);
    for (const who of [clientFor(app), member]) {
      for (const [path, body] of writes) {
        const response = await who.post(path, body);
        expect(response.status, path).toBe(403);
        expect((await json<{ message: { content: string } }>(response)).message.content).toBe(STAFF_MESSAGES.notStaff);
      }
      for (const path of reads) expect((await who.get(path)).status, path).toBe(403);
    }
    expect(await orm.em.fork().execute('select count(*)::int as n from staff_draft where author_id = ?', [member.userId])).toEqual([{ n: 0 }]);
  });

  it('refuses a staff draft without the CSRF token', async () => {
    const staff = await signUpStaff();
    const response = await app.request(`http://localhost${STAFF_PATHS.drafts}banners/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: staff.cookie },
      body: JSON.stringify({ ...banner(), version: 0 }),
    });
    expect(response.status).toBe(403);
    expect((await json<{ message: { content: string } }>(response)).message.content).toBe(csrfMessage);
  });

  it('answers bad input with 400 and Japanese messages, never 500', async () => {
    const staff = await signUpStaff();
    const bad = await staff.post(`${STAFF_PATHS.drafts}banners/`, { ...banner({ alt: ' ' }), version: 0 });
    expect(bad.status).toBe(400);
    expect((await json<{ errors: { path: string; message: string }[] }>(bad)).errors).toContainEqual({ path: 'alt', message: '代替テキストを入力してください' });
    const draft = (await json<Answer>(await staff.post(`${STAFF_PATHS.drafts}banners/`, { ...banner({ alt: '下書き試験 400' }), version: 0 }))).draft;
    const when = await staff.post(`${STAFF_PATHS.drafts}${draft.id}/schedule/`, { version: draft.version, publish_at: '12/24 10:00' });
    expect(when.status).toBe(400);
    expect((await json<{ errors: { path: string; message: string }[] }>(when)).errors).toContainEqual({ path: 'publish_at', message: '公開日時は「YYYY-MM-DDTHH:mm」（日本時間 JST）で入力してください' });
    const past = await staff.post(`${STAFF_PATHS.drafts}${draft.id}/schedule/`, { version: draft.version, publish_at: '2026-12-20T08:59' });
    expect(past.status).toBe(400);
    expect((await json<{ errors: { path: string; message: string }[] }>(past)).errors).toContainEqual({ path: 'publish_at', message: STAFF_MESSAGES.publishTimePast });
    expect((await staff.post(`${STAFF_PATHS.drafts}${draft.id}/publish/`, {})).status).toBe(400);
    expect((await staff.post(`${STAFF_PATHS.drafts}abc/publish/`, { version: 1 })).status).toBe(404);
    expect((await staff.get(`${STAFF_PATHS.drafts}999999/`)).status).toBe(404);
  });
});

describe('drafts and scheduled publication', () => {
  it('keeps a draft off the public site, shows it beside what is published, and publishes it now through the versioned save', async () => {
    const staff = await signUpStaff();
    const created = await createBanner(staff, { alt: '下書き試験 公開中' });
    const saved = await json<Answer>(await staff.post(`${STAFF_PATHS.drafts}banners/${created.id}/`, { ...banner({ alt: '下書き試験 下書き' }), version: created.version }));
    expect(saved.draft).toMatchObject({ status: 'draft', objectId: String(created.id), baseVersion: 1, version: 1, currentVersion: 1, stale: false });
    expect(saved.draft.changes).toEqual([{ field: 'alt', before: '下書き試験 公開中', after: '下書き試験 下書き' }]);
    expect(await shownAlts()).toContain('下書き試験 公開中');
    expect(await shownAlts()).not.toContain('下書き試験 下書き');
    expect((await services.staffConsole.banners.get(created.id))!.version).toBe(1);
    // One open draft per object: the second is refused; the first is edited at its own version.
    expect((await staff.post(`${STAFF_PATHS.drafts}banners/${created.id}/`, { ...banner(), version: 1 })).status).toBe(409);
    const edited = await json<Answer>(await staff.post(`${STAFF_PATHS.drafts}banners/${created.id}/`, { ...banner({ alt: '下書き試験 下書き2' }), version: 1, draft_id: saved.draft.id, draft_version: 1 }));
    expect(edited.draft.version).toBe(2);
    const staleDraft = await staff.post(`${STAFF_PATHS.drafts}banners/${created.id}/`, { ...banner({ alt: '古い画面から' }), version: 1, draft_id: saved.draft.id, draft_version: 1 });
    expect(staleDraft.status).toBe(409);
    expect((await json<{ message: { content: string } }>(staleDraft)).message.content).toBe(STAFF_MESSAGES.draftChanged);

    const listed = await json<{ drafts: DraftView[] }>(await staff.get(`${STAFF_PATHS.drafts}?type=banner&id=${created.id}`));
    expect(listed.drafts.map((d) => d.id)).toEqual([saved.draft.id]);

    const published = await staff.post(`${STAFF_PATHS.drafts}${saved.draft.id}/publish/`, { version: 2 });
    expect(published.status).toBe(200);
    expect(await json(published)).toMatchObject({ objectId: String(created.id), objectVersion: 2, draft: { status: 'published', publishedVersion: 2 } });
    expect(await shownAlts()).toContain('下書き試験 下書き2');
    const log = await json<{ entries: { action: string; actorName: string }[] }>(await staff.get(`${STAFF_PATHS.audit}?type=banner&id=${created.id}`));
    expect(log.entries.map((e) => e.action)).toEqual(['publish', 'create']);
    // Published: no longer open, and not published twice.
    expect((await staff.post(`${STAFF_PATHS.drafts}${saved.draft.id}/publish/`, { version: 2 })).status).toBe(409);
  });

  it('publishes a scheduled draft at its JST time through the job, not a millisecond before, once', async () => {
    const staff = await signUpStaff();
    const created = await createBanner(staff, { alt: '下書き試験 予約前' });
    const draft = (await json<Answer>(await staff.post(`${STAFF_PATHS.drafts}banners/${created.id}/`, { ...banner({ alt: '下書き試験 予約公開' }), version: 1 }))).draft;
    const scheduled = await json<Answer>(await staff.post(`${STAFF_PATHS.drafts}${draft.id}/schedule/`, { version: draft.version, publish_at: '2026-12-24T10:00' }));
    // 10:00 JST is 01:00 UTC.
    expect(scheduled.draft).toMatchObject({ status: 'scheduled', publishAt: '2026-12-24T01:00:00.000Z' });

    clock = new Date('2026-12-24T00:59:59.999Z');
    expect((await services.staffConsole.drafts.publishDue()).published).not.toContain(draft.id);
    expect(await shownAlts()).toContain('下書き試験 予約前');
    expect((await services.staffConsole.drafts.get(draft.id)).status).toBe('scheduled');

    clock = new Date('2026-12-24T01:00:00.000Z');
    expect((await services.staffConsole.drafts.publishDue()).published).toContain(draft.id);
    expect(await shownAlts()).toContain('下書き試験 予約公開');
    expect(await shownAlts()).not.toContain('下書き試験 予約前');
    expect(await services.staffConsole.banners.get(created.id)).toMatchObject({ version: 2, alt: '下書き試験 予約公開' });
    expect(await services.staffConsole.drafts.get(draft.id)).toMatchObject({ status: 'published', publishedVersion: 2, publishedAt: '2026-12-24T01:00:00.000Z' });
    const [entry] = await services.staffConsole.edits.history({ type: 'banner', id: String(created.id) });
    expect(entry).toMatchObject({ action: 'publish', version: 2, actorId: staff.userId, at: '2026-12-24T01:00:00.000Z' });
    expect(entry!.actorName).toMatch(/（予約公開）$/);
    expect((await services.staffConsole.drafts.publishDue()).published).not.toContain(draft.id);
    expect(await services.staffConsole.edits.history({ type: 'banner', id: String(created.id) })).toHaveLength(2);
    clock = new Date('2026-12-20T00:00:00Z');
  });

  it('keeps a draft whose object changed since it was based on it, marked conflicted, and never applies it', async () => {
    const [author, other] = [await signUpStaff(), await signUpStaff()];
    const created = await createBanner(author, { alt: '下書き試験 元' });
    const draft = (await json<Answer>(await author.post(`${STAFF_PATHS.drafts}banners/${created.id}/`, { ...banner({ alt: '下書き試験 古い下書き' }), version: 1 }))).draft;
    await author.post(`${STAFF_PATHS.drafts}${draft.id}/schedule/`, { version: draft.version, publish_at: '2026-12-25T00:00' });
    // Someone saves the banner after the draft was based on version 1.
    expect((await other.post(`${STAFF_PATHS.banners}${created.id}/`, { ...banner({ alt: '下書き試験 別のスタッフ' }), version: 1 })).status).toBe(200);
    expect((await services.staffConsole.drafts.get(draft.id)).stale).toBe(true);

    clock = new Date('2026-12-24T15:00:00Z');
    const outcome = await services.staffConsole.drafts.publishDue();
    expect(outcome.conflicted).toContain(draft.id);
    expect(outcome.published).not.toContain(draft.id);
    expect(await services.staffConsole.banners.get(created.id)).toMatchObject({ version: 2, alt: '下書き試験 別のスタッフ' });
    const kept = await services.staffConsole.drafts.get(draft.id);
    expect(kept).toMatchObject({ status: 'conflicted', value: { alt: '下書き試験 古い下書き' }, currentVersion: 2, baseVersion: 1 });
    expect((await services.staffConsole.edits.history({ type: 'banner', id: String(created.id) })).map((e) => e.action)).toEqual(['update', 'create']);
    // Publishing it by hand is the same conflict, with both versions.
    const now = await author.post(`${STAFF_PATHS.drafts}${draft.id}/publish/`, { version: kept.version });
    expect(now.status).toBe(409);
    expect(await json(now)).toMatchObject({ conflict: { current: { alt: '下書き試験 別のスタッフ' }, currentVersion: 2, yourVersion: 1 } });
    // Saved again on the version now published, it is a draft again and publishes.
    const rebased = await json<Answer>(await author.post(`${STAFF_PATHS.drafts}banners/${created.id}/`, { ...banner({ alt: '下書き試験 古い下書き' }), version: 2, draft_id: draft.id, draft_version: kept.version }));
    expect(rebased.draft).toMatchObject({ status: 'draft', baseVersion: 2, stale: false });
    expect((await author.post(`${STAFF_PATHS.drafts}${draft.id}/publish/`, { version: rebased.draft.version })).status).toBe(200);
    expect((await services.staffConsole.banners.get(created.id))!.alt).toBe('下書き試験 古い下書き');
    clock = new Date('2026-12-20T00:00:00Z');
  });

  it('creates a new banner from its draft when published; unscheduled or discarded drafts are not published', async () => {
    const staff = await signUpStaff();
    const fresh = (await json<Answer>(await staff.post(`${STAFF_PATHS.drafts}banners/`, { ...banner({ alt: '下書き試験 新規' }), version: 0 }))).draft;
    expect(fresh).toMatchObject({ objectId: null, status: 'draft', published: null });
    const published = await json<{ objectId: string; draft: DraftView }>(await staff.post(`${STAFF_PATHS.drafts}${fresh.id}/publish/`, { version: 1 }));
    expect(await services.staffConsole.banners.get(Number(published.objectId))).toMatchObject({ alt: '下書き試験 新規', version: 1 });
    expect((await services.staffConsole.edits.history({ type: 'banner', id: published.objectId })).map((e) => e.action)).toEqual(['publish']);

    const later = (await json<Answer>(await staff.post(`${STAFF_PATHS.drafts}banners/`, { ...banner({ alt: '下書き試験 取り消し' }), version: 0 }))).draft;
    const s = (await json<Answer>(await staff.post(`${STAFF_PATHS.drafts}${later.id}/schedule/`, { version: 1, publish_at: '2026-12-21T00:00' }))).draft;
    const u = (await json<Answer>(await staff.post(`${STAFF_PATHS.drafts}${later.id}/unschedule/`, { version: s.version }))).draft;
    expect(u).toMatchObject({ status: 'draft', publishAt: null });
    const d = (await json<Answer>(await staff.post(`${STAFF_PATHS.drafts}${later.id}/discard/`, { version: u.version }))).draft;
    expect(d.status).toBe('discarded');
    clock = new Date('2026-12-22T00:00:00Z');
    expect((await services.staffConsole.drafts.publishDue()).published).not.toContain(later.id);
    expect(await shownAlts()).not.toContain('下書き試験 取り消し');
    clock = new Date('2026-12-20T00:00:00Z');
  });

  it("saves a title's draft without renaming it, and publishing it renames it", async () => {
    const staff = await signUpStaff();
    const code = 'YB000041';
    const before = (await services.staffConsole.titles.read(code))!;
    const version = await services.staffConsole.edits.versionOf('title', code);
    const body = {
      version,
      title_name: `${before.titleName}（下書き）`,
      title_kana: before.titleKana,
      synopsis: before.synopsis,
      authors: before.authors,
      label_text: before.labelText,
      free_info: before.freeInfo,
      is_free: before.isFree,
      is_free_for_wait: before.isFreeForWait,
      tags: before.tags,
      story_price_coins: before.storyPriceCoins,
    };
    const draft = (await json<Answer>(await staff.post(`${STAFF_PATHS.drafts}titles/${code}/`, body))).draft;
    expect(draft.changes.map((c) => c.field)).toEqual(['titleName']);
    expect((await services.staffConsole.titles.read(code))!.titleName).toBe(before.titleName);
    expect((await staff.post(`${STAFF_PATHS.drafts}${draft.id}/publish/`, { version: draft.version })).status).toBe(200);
    expect((await services.staffConsole.titles.read(code))!.titleName).toBe(`${before.titleName}（下書き）`);
  });
});

describe("the staff 'as of' preview", () => {
  it('shows banners as of the time, with the drafts scheduled by then; the public site is unchanged', async () => {
    const staff = await signUpStaff();
    const created = await createBanner(staff, { alt: '下書き試験 プレビュー前', ends_at: '2026-12-31T00:00' });
    const draft = (await json<Answer>(await staff.post(`${STAFF_PATHS.drafts}banners/${created.id}/`, { ...banner({ alt: '下書き試験 プレビュー後', ends_at: '2026-12-31T00:00' }), version: 1 }))).draft;
    await staff.post(`${STAFF_PATHS.drafts}${draft.id}/schedule/`, { version: draft.version, publish_at: '2026-12-24T10:00' });
    const fresh = (await json<Answer>(await staff.post(`${STAFF_PATHS.drafts}banners/`, { ...banner({ alt: '下書き試験 新しい予約', starts_at: '2026-12-24T10:00' }), version: 0 }))).draft;
    await staff.post(`${STAFF_PATHS.drafts}${fresh.id}/schedule/`, { version: 1, publish_at: '2026-12-24T09:00' });
    const asOf = async (iso: string) => {
      const at = new Date(iso);
      return (await services.staffConsole.banners.shownAsOf('top', at, await services.staffConsole.drafts.scheduledBy('banner', at))).map((b) => b.alt);
    };
    expect(await asOf('2026-12-24T00:59:59.999Z')).toEqual(expect.arrayContaining(['下書き試験 プレビュー前']));
    expect(await asOf('2026-12-24T00:59:59.999Z')).not.toContain('下書き試験 新しい予約');
    expect(await asOf('2026-12-24T01:00:00.000Z')).toEqual(expect.arrayContaining(['下書き試験 プレビュー後', '下書き試験 新しい予約']));
    expect(await asOf('2026-12-30T15:00:00.000Z')).not.toContain('下書き試験 プレビュー後');
    // What everyone else sees now is untouched.
    expect(await shownAlts()).toContain('下書き試験 プレビュー前');
    expect(await shownAlts()).not.toContain('下書き試験 プレビュー後');
    expect(await shownAlts()).not.toContain('下書き試験 新しい予約');
  });
});

import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { clientFor, signUpMember, type TestMember } from '#platform/testing/members.ts';
import { csrfMessage } from '#platform/http/csrf.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { STAFF_PATHS } from './staff-paths.ts';
import { STAFF_MESSAGES } from './staff-messages.ts';
import { staffSignUp } from './staff-test-helpers.ts';

let clock = new Date('2026-12-01T00:00:00Z');
const { app, orm, services } = await createTestApp({ now: () => clock });
afterAll(async () => {
  await orm.em.fork().execute('delete from staff_banner');
});

const signUpStaff = staffSignUp(app, orm);

const banner = (over: Record<string, unknown> = {}) => ({
  placement: 'top',
  image_url: '/img/staff/1',
  alt: '冬のまとめ読みキャンペーン',
  link_url: '/book/free/',
  starts_at: null,
  ends_at: null,
  position: 0,
  ...over,
});

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#d94a2b' } }).png().toBuffer();

describe('staff APIs refuse everyone but staff', () => {
  const writes: [string, unknown][] = [
    [STAFF_PATHS.banners, banner()],
    [`${STAFF_PATHS.banners}1/`, { ...banner(), version: 0 }],
    [`${STAFF_PATHS.banners}1/trash/`, { version: 0 }],
    [`${STAFF_PATHS.audit}1/revert/`, {}],
    [`${STAFF_PATHS.settings}rectangleBanner/`, { value: {}, version: 0 }],
    [`${STAFF_PATHS.titles}YB000001/`, {}],
    [`${STAFF_PATHS.titles}tags/`, { title_codes: ['YB000001'], add: ['x'] }],
    [STAFF_PATHS.testMessage, {}],
    [`${STAFF_PATHS.reviews}1/`, { hidden: true, version: 0 }],
    [`${STAFF_PATHS.reviewReports}1/`, { closed: true, version: 0 }],
    ['/api/staff/v1/content-blocks/', { blocks: [] }],
  ];
  const reads = [STAFF_PATHS.reviewReports, STAFF_PATHS.banners, STAFF_PATHS.audit, STAFF_PATHS.settings, STAFF_PATHS.titles, `${STAFF_PATHS.titles}YB000001/`];

  it('answers 403 with the Japanese message to visitors and members, and changes nothing', async () => {
    const member = await signUpMember(app);
    for (const who of [clientFor(app), member]) {
      for (const [path, body] of writes) {
        const response = await who.post(path, body);
        expect(response.status, path).toBe(403);
        expect(((await response.json()) as { message: { content: string } }).message.content).toBe(STAFF_MESSAGES.notStaff);
      }
      for (const path of reads) expect((await who.get(path)).status, path).toBe(403);
    }
    // (Counted by this file's banner alone: other files of the run store console changes in the same database.)
    expect((await orm.em.fork().execute("select count(*)::int as n from staff_banner where alt = '冬のまとめ読みキャンペーン'"))[0]).toEqual({ n: 0 });
  });

  it('refuses a staff write without the CSRF token', async () => {
    const staff = await signUpStaff();
    const response = await app.request(`http://localhost${STAFF_PATHS.banners}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: staff.cookie },
      body: JSON.stringify(banner()),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: { content: string } }).message.content).toBe(csrfMessage);
  });
});

describe('banners', () => {
  it('answers bad input with 400 and Japanese messages per field', async () => {
    const staff = await signUpStaff();
    const response = await staff.post(STAFF_PATHS.banners, banner({ alt: ' ', link_url: 'javascript:alert(1)', starts_at: '2026-12-10T10:00', ends_at: '2026-12-01T10:00', position: -1 }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { path: string; message: string }[] };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'alt', message: '代替テキストを入力してください' },
        { path: 'link_url', message: 'リンク先は「/」から始まるサイト内のパスか https:// のURLで入力してください' },
        { path: 'position', message: '表示順は0以上にしてください' },
      ]),
    );
    const dates = await staff.post(STAFF_PATHS.banners, banner({ starts_at: '2026-12-10T10:00', ends_at: '2026-12-01T10:00' }));
    expect(((await dates.json()) as { errors: { path: string; message: string }[] }).errors).toEqual([{ path: 'ends_at', message: '終了日時は開始日時より後にしてください' }]);
    const badDate = await staff.post(STAFF_PATHS.banners, banner({ starts_at: '2026-02-30T10:00' }));
    expect(((await badDate.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('開始日時は「YYYY-MM-DDTHH:mm」（日本時間）で入力してください');
    for (const body of ['not json', '{}', JSON.stringify({ ...banner(), placement: 'popup' })]) expect((await staff.post(STAFF_PATHS.banners, body)).status).toBe(400);
    for (const link_url of ['//evil.example/', '/\\evil.example/', '//evil%2Eexample/']) {
      const other = await staff.post(STAFF_PATHS.banners, banner({ link_url }));
      expect(other.status, link_url).toBe(400);
      expect(((await other.json()) as { errors: { path: string; message: string }[] }).errors).toEqual([{ path: 'link_url', message: 'リンク先は「/」から始まるサイト内のパスか https:// のURLで入力してください' }]);
    }
  });

  it('refuses a stale save with 409 and both versions; the first save stays', async () => {
    const [first, second] = [await signUpStaff(), await signUpStaff()];
    const created = (await (await first.post(STAFF_PATHS.banners, banner())).json()) as { banner: { id: number; version: number } };
    expect(created.banner.version).toBe(1);
    const path = `${STAFF_PATHS.banners}${created.banner.id}/`;
    const ok = await first.post(path, { ...banner({ alt: '一人目の保存' }), version: 1 });
    expect(ok.status).toBe(200);
    const stale = await second.post(path, { ...banner({ alt: '二人目の保存' }), version: 1 });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { message: { content: string }; conflict: { current: { alt: string }; currentVersion: number; yours: { alt: string }; yourVersion: number } };
    expect(body.message.content).toBe(STAFF_MESSAGES.conflict);
    expect(body.conflict).toMatchObject({ current: { alt: '一人目の保存' }, currentVersion: 2, yours: { alt: '二人目の保存' }, yourVersion: 1 });
    expect((await services.staffConsole.banners.get(created.banner.id))!.alt).toBe('一人目の保存');
  });

  it('never lets parallel saves of one object take the connection pool: one is stored, the others are refused at once', async () => {
    const staff = await signUpStaff();
    const created = (await (await staff.post(STAFF_PATHS.banners, banner())).json()) as { banner: { id: number } };
    const path = `${STAFF_PATHS.banners}${created.banner.id}/`;
    // More saves than the pool has connections; each one in progress needs two.
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => staff.post(path, { ...banner({ alt: `同時の保存${i}` }), version: 1 })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(39);
    const messages = new Set(await Promise.all(answers.filter((answer) => answer.status === 409).map(async (answer) => ((await answer.json()) as { message: { content: string } }).message.content)));
    expect([...messages].every((message) => message === STAFF_MESSAGES.conflict || message === STAFF_MESSAGES.objectBusy)).toBe(true);
    expect(await services.staffConsole.banners.get(created.banner.id)).toMatchObject({ version: 2 });
  });

  it('runs two saves of one version at once: one is stored, the other is a conflict (or refused while the first holds the object)', async () => {
    const staff = await signUpStaff();
    const created = (await (await staff.post(STAFF_PATHS.banners, banner())).json()) as { banner: { id: number } };
    const path = `${STAFF_PATHS.banners}${created.banner.id}/`;
    const answers = await Promise.all(['同時の保存A', '同時の保存B'].map((alt) => staff.post(path, { ...banner({ alt }), version: 1 })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await services.staffConsole.banners.get(created.banner.id)).toMatchObject({ version: 2 });
    const log = (await (await staff.get(`${STAFF_PATHS.audit}?type=banner&id=${created.banner.id}`)).json()) as { entries: { action: string }[] };
    expect(log.entries.map((e) => e.action)).toEqual(['update', 'create']);
  });

  it('logs who changed what, per object and overall, and a revert restores the state before', async () => {
    const staff = await signUpStaff();
    const created = (await (await staff.post(STAFF_PATHS.banners, banner({ alt: '元の代替テキスト' }))).json()) as { banner: { id: number } };
    const path = `${STAFF_PATHS.banners}${created.banner.id}/`;
    await staff.post(path, { ...banner({ alt: '書き換えた代替テキスト', position: 3 }), version: 1 });
    const log = (await (await staff.get(`${STAFF_PATHS.audit}?type=banner&id=${created.banner.id}`)).json()) as { entries: { id: number; action: string; actorId: number; changes: { field: string; before: unknown; after: unknown }[] }[] };
    expect(log.entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(log.entries[0]!.actorId).toBe(staff.userId);
    expect(log.entries[0]!.changes).toEqual([
      { field: 'alt', before: '元の代替テキスト', after: '書き換えた代替テキスト' },
      { field: 'position', before: 0, after: 3 },
    ]);
    const overall = (await (await staff.get(STAFF_PATHS.audit)).json()) as { entries: { id: number }[] };
    expect(overall.entries[0]!.id).toBe(log.entries[0]!.id);

    const reverted = await staff.post(`${STAFF_PATHS.audit}${log.entries[0]!.id}/revert/`, {});
    expect(reverted.status).toBe(200);
    expect(await services.staffConsole.banners.get(created.banner.id)).toMatchObject({ alt: '元の代替テキスト', position: 0, version: 3 });
    // Reverting the creation moves the banner to the trash; the log is never rewritten.
    await staff.post(`${STAFF_PATHS.audit}${log.entries[1]!.id}/revert/`, {});
    expect((await services.staffConsole.banners.get(created.banner.id))!.deletedAt).not.toBeNull();
    await expect(orm.em.fork().execute('delete from staff_audit_entry')).rejects.toThrow(/append-only/);
  });

  it('moves to the trash and back instead of deleting', async () => {
    const staff = await signUpStaff();
    const created = (await (await staff.post(STAFF_PATHS.banners, banner({ alt: 'ゴミ箱テスト' }))).json()) as { banner: { id: number } };
    const trashed = await staff.post(`${STAFF_PATHS.banners}${created.banner.id}/trash/`, { version: 1 });
    expect(((await trashed.json()) as { banner: { deletedAt: string | null } }).banner.deletedAt).toBe(clock.toISOString());
    expect((await services.staffConsole.banners.shown('top')).some((b) => b.id === created.banner.id)).toBe(false);
    expect((await staff.post(`${STAFF_PATHS.banners}${created.banner.id}/restore/`, { version: 1 })).status).toBe(409);
    const restored = await staff.post(`${STAFF_PATHS.banners}${created.banner.id}/restore/`, { version: 2 });
    expect(((await restored.json()) as { banner: { deletedAt: string | null } }).banner.deletedAt).toBeNull();
    expect((await services.staffConsole.banners.shown('top')).some((b) => b.id === created.banner.id)).toBe(true);
  });

  it('shows a scheduled banner from its start (JST) until its end', async () => {
    const staff = await signUpStaff();
    // 2026-12-05 00:00 JST is 2026-12-04 15:00 UTC.
    const created = (await (await staff.post(STAFF_PATHS.banners, banner({ alt: '期間限定', starts_at: '2026-12-05T00:00', ends_at: '2026-12-06T00:00' }))).json()) as { banner: { id: number; startsAt: string } };
    expect(created.banner.startsAt).toBe('2026-12-04T15:00:00.000Z');
    const shownAt = async (iso: string) => {
      clock = new Date(iso);
      return (await services.staffConsole.banners.shown('top')).some((b) => b.id === created.banner.id);
    };
    expect(await shownAt('2026-12-04T14:59:59Z')).toBe(false);
    expect(await shownAt('2026-12-04T15:00:00Z')).toBe(true);
    expect(await shownAt('2026-12-05T14:59:59Z')).toBe(true);
    expect(await shownAt('2026-12-05T15:00:00Z')).toBe(false);
    clock = new Date('2026-12-01T00:00:00Z');
  });

  it('takes an uploaded image of the right type, size and dimensions, and serves it through the pipeline', async () => {
    const staff = await signUpStaff();
    const upload = (bytes: Uint8Array | string, type = 'image/png') =>
      app.request(`http://localhost${STAFF_PATHS.images}`, { method: 'POST', headers: { ...staffHeaders(staff), 'Content-Type': type }, body: typeof bytes === 'string' ? bytes : new Blob([new Uint8Array(bytes)]) });
    const ok = await upload(await png(960, 240));
    expect(ok.status, await ok.clone().text()).toBe(200);
    const { image } = (await ok.json()) as { image: { url: string; width: number; height: number } };
    expect(image).toMatchObject({ width: 960, height: 240 });
    // (Staff's request: an image no published object shows yet is theirs alone.)
    const served = await app.request(`http://localhost${image.url}?w=320`, { headers: { Accept: 'image/webp', Cookie: staff.cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(320);

    const small = await upload(await png(120, 40));
    expect(small.status).toBe(400);
    expect(((await small.json()) as { message: { content: string } }).message.content).toContain('画像の大きさは幅300〜4000px');
    const text = await upload('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"/>', 'image/svg+xml');
    expect(((await text.json()) as { message: { content: string } }).message.content).toBe('画像はJPEG・PNG・WebPのいずれかにしてください。');
    const big = await upload(new Uint8Array(2 * 1024 * 1024 + 10));
    expect([400, 413]).toContain(big.status);
  });
});

const staffHeaders = (staff: TestMember) => ({ ...csrfHeaders, Cookie: `${csrfHeaders.Cookie}; ${staff.cookie}` });

describe('site settings', () => {
  it('saves a banner toggle with its version; a stale one is a conflict', async () => {
    const staff = await signUpStaff();
    const read = (await (await staff.get(STAFF_PATHS.settings)).json()) as { versions: Record<string, number>; settings: { rectangleBanner: Record<string, unknown> } };
    const version = read.versions.rectangleBanner!;
    const value = { ...read.settings.rectangleBanner, enabled: true };
    const saved = await staff.post(`${STAFF_PATHS.settings}rectangleBanner/`, { value, version });
    expect(saved.status).toBe(200);
    expect((await services.siteSettings.get('rectangleBanner')).enabled).toBe(true);
    expect((await staff.post(`${STAFF_PATHS.settings}rectangleBanner/`, { value: { ...value, enabled: false }, version })).status).toBe(409);
    const bad = await staff.post(`${STAFF_PATHS.settings}rectangleBanner/`, { value: { ...value, alt: '' }, version: version + 1 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { path: string; message: string }[] }).errors).toEqual([{ path: 'value.alt', message: '代替テキストを入力してください' }]);
    for (const linkUrl of ['//evil.example/', '/\\evil.example/', '//evil%2Eexample/']) {
      const other = await staff.post(`${STAFF_PATHS.settings}rectangleBanner/`, { value: { ...value, linkUrl }, version: version + 1 });
      expect(other.status, linkUrl).toBe(400);
      expect(((await other.json()) as { errors: { path: string; message: string }[] }).errors).toEqual([{ path: 'value.linkUrl', message: 'リンク先は「/」から始まるサイト内のパスか https:// のURLで入力してください' }]);
    }
    await staff.post(`${STAFF_PATHS.settings}rectangleBanner/`, { value: { ...value, enabled: false }, version: version + 1 });
  });
});

describe('titles', () => {
  it('saves a title and search finds it under its new name at once', async () => {
    const staff = await signUpStaff();
    const code = 'YB000007';
    const read = (await (await staff.get(`${STAFF_PATHS.titles}${code}/`)).json()) as { version: number; title: Record<string, unknown> & { authors: { name: string; role: string }[] } };
    const search = async (keyword: string) => ((await (await app.request(`http://localhost/api/v1/search/?keyword=${encodeURIComponent(keyword)}`)).json()) as { results: { titleCode: string }[] }).results.map((r) => r.titleCode);
    // Warm the search answer cache with the old name: the save must drop it.
    expect(await search('スタッフ改題ぺんぎん')).not.toContain(code);
    const body = {
      version: read.version,
      title_name: 'スタッフ改題ぺんぎん物語',
      title_kana: 'スタッフカイダイペンギンモノガタリ',
      synopsis: '改題のテスト。',
      authors: read.title.authors,
      label_text: null,
      free_info: null,
      is_free: false,
      is_free_for_wait: true,
      tags: ['改題'],
      story_price_coins: null,
    };
    const saved = await staff.post(`${STAFF_PATHS.titles}${code}/`, body);
    expect(saved.status).toBe(200);
    expect(await search('スタッフ改題ぺんぎん')).toContain(code);
    expect(await search('すたっふかいだいぺんぎん')).toContain(code);
    expect((await staff.post(`${STAFF_PATHS.titles}${code}/`, body)).status).toBe(409);
    const bad = await staff.post(`${STAFF_PATHS.titles}${code}/`, { ...body, version: read.version + 1, title_name: '', title_kana: 'abc', authors: [] });
    expect(((await bad.json()) as { errors: { path: string; message: string }[] }).errors).toEqual(
      expect.arrayContaining([
        { path: 'title_name', message: '作品名を入力してください' },
        { path: 'title_kana', message: '読みはカタカナで入力してください' },
        { path: 'authors', message: '作者を1人以上入力してください' },
      ]),
    );
  });

  it('tags titles in bulk, previewing first', async () => {
    const staff = await signUpStaff();
    const preview = (await (await staff.post(`${STAFF_PATHS.titles}tags/`, { title_codes: ['YB000010', 'YB000011'], add: ['冬特集'], dry_run: true })).json()) as { changes: { titleCode: string; after: string[] }[] };
    expect(preview.changes.map((c) => c.titleCode)).toEqual(['YB000010', 'YB000011']);
    expect((await services.staffConsole.titles.read('YB000010'))!.tags).not.toContain('冬特集');
    await staff.post(`${STAFF_PATHS.titles}tags/`, { title_codes: ['YB000010', 'YB000011'], add: ['冬特集'] });
    expect((await services.staffConsole.titles.read('YB000011'))!.tags).toContain('冬特集');
    const log = (await (await staff.get(`${STAFF_PATHS.audit}?type=title&id=YB000011`)).json()) as { entries: { changes: { field: string }[] }[] };
    expect(log.entries[0]!.changes.map((c) => c.field)).toEqual(['tags']);
  });
});

describe('diagnostics', () => {
  it("sends a test notice to the staff member's own /message/", async () => {
    const staff = await signUpStaff();
    const sent = await staff.post(STAFF_PATHS.testMessage, {});
    expect(sent.status).toBe(200);
    const messages = (await (await staff.get('/api/v1/message/')).json()) as { data?: { title: string }[]; messages?: { title: string }[] };
    expect(JSON.stringify(messages)).toContain('テスト通知');
    const other = await signUpMember(app);
    expect(JSON.stringify(await (await other.get('/api/v1/message/')).json())).not.toContain('テスト通知');
  });

  it('counts the tags in use', async () => {
    const counts = await services.staffConsole.titles.tagCounts();
    expect(counts.length).toBeGreaterThan(0);
    expect(counts[0]).toMatchObject({ tag: expect.any(String), count: expect.any(Number) });
  });
});

describe('review reports', () => {
  it('hides a reported review from its title and the totals, restores it, and closes the report', async () => {
    const [writer, reporter, staff] = [await signUpMember(app), await signUpMember(app), await signUpStaff()];
    const code = 'YB000020';
    expect((await writer.post('/api/v1/review/', { title_code: code, rating: 1, body: '通報されるレビュー本文', has_spoiler: false })).status).toBe(200);
    const listed = async () => JSON.stringify(await (await app.request(`http://localhost/api/v1/review/?title_code=${code}`)).json());
    expect(await listed()).toContain('通報されるレビュー本文');
    const totals = async () => (await orm.em.fork().execute<{ n: number; p: number }[]>('select total_review_count as n, total_review_point as p from title where title_code = ?', [code]))[0]!;
    const before = await totals();
    const reviewId = (await orm.em.fork().execute<{ id: number }[]>('select r.id from review r join title t on t.id = r.title_id where t.title_code = ? and r.user_id = ?', [code, writer.userId]))[0]!.id;
    expect((await reporter.post('/api/v1/review/report/', { review_id: reviewId, reason: 'abuse', comment: 'ひどい' })).status).toBe(200);

    const open = (await (await staff.get(STAFF_PATHS.reviewReports)).json()) as { reports: { reportId: number; reviewId: number; reviewVersion: number; reportVersion: number }[] };
    const report = open.reports.find((r) => r.reviewId === reviewId)!;
    expect(report).toBeDefined();
    expect((await staff.post(`${STAFF_PATHS.reviews}${reviewId}/`, { hidden: true, version: report.reviewVersion })).status).toBe(200);
    expect(await listed()).not.toContain('通報されるレビュー本文');
    expect(await totals()).toEqual({ n: before.n - 1, p: before.p - 1 });
    expect((await staff.post(`${STAFF_PATHS.reviews}${reviewId}/`, { hidden: false, version: report.reviewVersion })).status).toBe(409);

    // Restoring through the audit log brings it back, totals included.
    const [entry] = ((await (await staff.get(`${STAFF_PATHS.audit}?type=review&id=${reviewId}`)).json()) as { entries: { id: number }[] }).entries;
    expect((await staff.post(`${STAFF_PATHS.audit}${entry!.id}/revert/`, {})).status).toBe(200);
    expect(await listed()).toContain('通報されるレビュー本文');
    expect(await totals()).toEqual(before);

    expect((await staff.post(`${STAFF_PATHS.reviewReports}${report.reportId}/`, { closed: true, version: report.reportVersion })).status).toBe(200);
    const stillOpen = (await (await staff.get(STAFF_PATHS.reviewReports)).json()) as { reports: { reportId: number }[] };
    expect(stillOpen.reports.some((r) => r.reportId === report.reportId)).toBe(false);
    const bad = await staff.post(`${STAFF_PATHS.reviews}${reviewId}/`, { hidden: 'yes', version: 0 });
    expect(((await bad.json()) as { errors: { path: string; message: string }[] }).errors).toEqual([{ path: 'hidden', message: '非表示にするかどうかを選んでください' }]);
  });
});

describe('bad input from staff', () => {
  it('never answers 500: unknown objects are 404, malformed ones 400', async () => {
    const staff = await signUpStaff();
    const cases: [string, unknown, number][] = [
      [`${STAFF_PATHS.banners}999999/`, { ...banner(), version: 0 }, 404],
      [`${STAFF_PATHS.banners}999999/trash/`, { version: 0 }, 404],
      [`${STAFF_PATHS.banners}0/`, { ...banner(), version: 0 }, 400],
      [`${STAFF_PATHS.audit}999999/revert/`, {}, 404],
      [`${STAFF_PATHS.audit}abc/revert/`, {}, 400],
      [`${STAFF_PATHS.titles}NOPE0000/`, { version: 0, title_name: 'x', title_kana: 'エックス', synopsis: '', authors: [{ name: 'a', role: '著者' }], label_text: null, free_info: null, is_free: false, is_free_for_wait: false, tags: [], story_price_coins: null }, 404],
      [`${STAFF_PATHS.titles}tags/`, { title_codes: ['NOPE0000'], add: ['x'] }, 404],
      [`${STAFF_PATHS.settings}noSuchKey/`, { value: {}, version: 0 }, 400],
      [`${STAFF_PATHS.reviews}999999/`, { hidden: true, version: 0 }, 404],
      [`${STAFF_PATHS.reviewReports}999999/`, { closed: true, version: 0 }, 404],
      [STAFF_PATHS.banners, { ...banner(), alt: 'a\u0000b' }, 400],
      [STAFF_PATHS.banners, { ...banner(), position: 1.5 }, 400],
    ];
    for (const [path, body, status] of cases) expect((await staff.post(path, body)).status, path).toBe(status);
    for (const path of [`${STAFF_PATHS.audit}?id=${'x'.repeat(300)}`, `${STAFF_PATHS.audit}?before=-1`, `${STAFF_PATHS.titles}?q=${'あ'.repeat(200)}`, `${STAFF_PATHS.titles}%E0%A4%A/`, `${STAFF_PATHS.reviewReports}?status=x`]) {
      expect((await staff.get(path)).status, path).toBeLessThan(500);
    }
  });
});

describe('page alt text', () => {
  it('saves the alt text of each page of a story, versioned, and the viewer reads it', async () => {
    const staff = await signUpStaff();
    const [story] = await services.pageAltTexts.storiesOf('YB000030');
    const path = `${STAFF_PATHS.stories}${story!.storyId}/alt/`;
    const read = (await (await staff.get(path)).json()) as { version: number; story: { alts: string[]; pageCount: number } };
    expect(read.story.alts).toHaveLength(story!.pageCount);
    const saved = await staff.post(path, { version: read.version, alts: ['探偵が雪の駅に降り立つ', '', '手がかりの足あと'] });
    expect(saved.status).toBe(200);
    const alts = (await services.pageAltTexts.forStories([story!.storyId])).get(story!.storyId)!;
    expect([...alts.entries()]).toEqual([
      [1, '探偵が雪の駅に降り立つ'],
      [3, '手がかりの足あと'],
    ]);
    expect((await staff.post(path, { version: read.version, alts: [] })).status).toBe(409);
    const long = await staff.post(path, { version: read.version + 1, alts: ['あ'.repeat(301)] });
    expect(((await long.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('代替テキストは1ページ300文字以内で入力してください');
    expect((await staff.get(`${STAFF_PATHS.stories}99999999/alt/`)).status).toBe(404);
    expect((await clientFor(app).get(path)).status).toBe(403);
  });
});

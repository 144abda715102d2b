import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { clientFor, signUpMember, type TestMember } from '#platform/testing/members.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { STAFF_PATHS } from './staff-paths.ts';
import { STAFF_MESSAGES } from './staff-messages.ts';
import { staffSignUp } from './staff-test-helpers.ts';

// Titles of the seeded catalogue no other test file edits.
const CODE = 'YB000057';
const OTHER = 'YB000058';

const { app, orm, services } = await createTestApp();

const signUpStaff = staffSignUp(app, orm);

type StoryView = { storyId: number; storyNumber: number; name: string; volumeId: number; version: number; paymentType: number; priceCoins: number; endsAt: string | null; coverImagePath: string | null };
type Contents = { orderVersion: number; isFreeForWait: boolean; volumes: { volumeId: number; serialNumber: number; name: string; version: number; stories: StoryView[] }[] };

const contentsOf = async (staff: TestMember, code = CODE) => (await (await staff.get(`${STAFF_PATHS.titles}${code}/contents/`)).json()) as Contents;
/** What the title page renders (the shared title detail, cached until a change drops it). */
const page = async (code: string) => JSON.stringify(await services.catalogue.titleDetail(code));
/** A page image of the free viewer (its story lookup is cached too). */
const viewerImage = async (code: string, volume: number, story: number) => (await app.request(`http://localhost/img/page/${code}/${volume}/${story}/1?w=320`)).status;
const auditOf = async (type: string, id: string) =>
  (await orm.em.fork().execute<{ action: string; version: number; actor_id: number }[]>('select action, version, actor_id from staff_audit_entry where object_type = ? and object_id = ? order by id', [type, id]));

const story = (over: Record<string, unknown> = {}) => ({ name: '第100話 スタッフが足した話', payment_type: 1, price_coins: 0, page_count: 12, published_at: '2026-01-01T10:00', ends_at: null, cover_image_path: null, ...over });
const volume = (over: Record<string, unknown> = {}) => ({ name: 'スタッフ特別巻', price_coins: 500, published_at: '2026-01-01T10:00', ends_at: null, cover_image_path: null, ...over });

describe('the volume and story console (decision 066)', () => {
  it('answers 403 in Japanese to visitors and members on every new route', async () => {
    const member = await signUpMember(app);
    const writes: [string, unknown][] = [
      [`${STAFF_PATHS.titles}${CODE}/volumes/`, volume()],
      [`${STAFF_PATHS.titles}${CODE}/order/`, { version: 0, volumes: [] }],
      [`${STAFF_PATHS.volumes}1/`, { ...volume(), version: 0 }],
      [`${STAFF_PATHS.volumes}1/stories/`, story()],
      [`${STAFF_PATHS.volumes}1/unpublish/`, { version: 0 }],
      [`${STAFF_PATHS.volumes}1/republish/`, { version: 0 }],
      [`${STAFF_PATHS.stories}1/`, { ...story(), version: 0 }],
      [`${STAFF_PATHS.stories}1/unpublish/`, { version: 0 }],
      [`${STAFF_PATHS.stories}1/republish/`, { version: 0 }],
      [`${STAFF_PATHS.drafts}stories/1/`, { ...story(), version: 0 }],
    ];
    const reads = [`${STAFF_PATHS.titles}${CODE}/contents/`, `${STAFF_PATHS.titles}${CODE}/order/`, `${STAFF_PATHS.volumes}1/`, `${STAFF_PATHS.stories}1/`];
    for (const who of [clientFor(app), member]) {
      for (const [path, body] of writes) {
        const response = await who.post(path, body);
        expect(response.status, path).toBe(403);
        expect(((await response.json()) as { message: { content: string } }).message.content).toBe(STAFF_MESSAGES.notStaff);
      }
      for (const path of reads) expect((await who.get(path)).status, path).toBe(403);
    }
  });

  it('adds a story that the title page and the viewer show at once, logged, and refuses a stale save', async () => {
    const staff = await signUpStaff();
    const before = await contentsOf(staff);
    const last = before.volumes.at(-1)!;
    const lastNumber = before.volumes.flatMap((v) => v.stories).length;
    expect(await page(CODE)).not.toContain('スタッフが足した話');

    const created = await staff.post(`${STAFF_PATHS.volumes}${last.volumeId}/stories/`, story());
    expect(created.status).toBe(200);
    const { storyId, version } = (await created.json()) as { storyId: number; version: number };
    expect(version).toBe(1);
    const added = (await contentsOf(staff)).volumes.at(-1)!.stories.at(-1)!;
    expect(added).toMatchObject({ storyId, storyNumber: lastNumber + 1, name: '第100話 スタッフが足した話', version: 1 });
    // No restart, no waiting: the save dropped the cached title page and detail.
    expect(await page(CODE)).toContain('スタッフが足した話');
    expect(await services.catalogue.viewerStory(CODE, last.serialNumber, lastNumber + 1)).toMatchObject({ storyId, storyName: '第100話 スタッフが足した話' });
    expect(await viewerImage(CODE, last.serialNumber, lastNumber + 1)).toBe(200);
    expect(await auditOf('story', String(storyId))).toMatchObject([{ action: 'create', version: 1, actor_id: staff.userId }]);

    const saved = await staff.post(`${STAFF_PATHS.stories}${storyId}/`, { ...story({ name: '第100話 改題した話' }), version: 1 });
    expect(saved.status).toBe(200);
    expect(await page(CODE)).toContain('改題した話');
    const stale = await staff.post(`${STAFF_PATHS.stories}${storyId}/`, { ...story({ name: '古い版からの保存' }), version: 1 });
    expect(stale.status).toBe(409);
    const conflict = ((await stale.json()) as { conflict: { currentVersion: number; current: { name: string }; yours: { name: string } } }).conflict;
    expect(conflict).toMatchObject({ currentVersion: 2, current: { name: '第100話 改題した話' }, yours: { name: '古い版からの保存' } });
    expect((await auditOf('story', String(storyId))).map((e) => e.action)).toEqual(['create', 'update']);

    // Unpublish: gone from the title page and the viewer (404), kept in the console; republish brings it back.
    expect((await staff.post(`${STAFF_PATHS.stories}${storyId}/unpublish/`, { version: 2 })).status).toBe(200);
    expect(await page(CODE)).not.toContain('改題した話');
    expect(await services.catalogue.viewerStory(CODE, last.serialNumber, lastNumber + 1)).toBeNull();
    expect(await viewerImage(CODE, last.serialNumber, lastNumber + 1)).toBe(404);
    expect((await contentsOf(staff)).volumes.at(-1)!.stories.at(-1)!.endsAt).not.toBeNull();
    expect((await staff.post(`${STAFF_PATHS.stories}${storyId}/republish/`, { version: 3 })).status).toBe(200);
    expect(await page(CODE)).toContain('改題した話');
    expect((await auditOf('story', String(storyId))).map((e) => e.action)).toEqual(['create', 'update', 'trash', 'restore']);
  });

  it('keeps a story scheduled for later off the title page', async () => {
    const staff = await signUpStaff();
    const last = (await contentsOf(staff)).volumes.at(-1)!;
    const response = await staff.post(`${STAFF_PATHS.volumes}${last.volumeId}/stories/`, story({ name: '来年公開の予約話', published_at: '2099-01-01T00:00' }));
    expect(response.status).toBe(200);
    expect(await page(CODE)).not.toContain('来年公開の予約話');
  });

  it('answers bad fields with 400 and the zod messages in Japanese', async () => {
    const staff = await signUpStaff();
    const last = (await contentsOf(staff)).volumes.at(-1)!;
    await orm.em.fork().execute('update title set is_free_for_wait = false where title_code = ?', [CODE]);
    const bad = await staff.post(`${STAFF_PATHS.volumes}${last.volumeId}/stories/`, story({ name: ' ', payment_type: 3, price_coins: 0, page_count: 0, published_at: '2026-13-01T10:00', cover_image_path: 'https://example.com/a.png' }));
    expect(bad.status).toBe(400);
    const problems = ((await bad.json()) as { errors: { path: string; message: string }[] }).errors;
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: 'name', message: '話の名前を入力してください' },
        { path: 'page_count', message: 'ページ数は1以上にしてください' },
        { path: 'published_at', message: '公開開始日時は「YYYY-MM-DDTHH:mm」（日本時間）で入力してください' },
        { path: 'cover_image_path', message: '表紙は画像をアップロードしてください' },
      ]),
    );
    const window = await staff.post(`${STAFF_PATHS.titles}${CODE}/volumes/`, volume({ published_at: '2026-02-01T10:00', ends_at: '2026-01-01T10:00' }));
    expect(((await window.json()) as { errors: unknown[] }).errors).toEqual([{ path: 'ends_at', message: '公開終了日時は公開開始日時より後にしてください' }]);
    const coins = await staff.post(`${STAFF_PATHS.volumes}${last.volumeId}/stories/`, story({ payment_type: 3, price_coins: 0 }));
    expect(((await coins.json()) as { errors: unknown[] }).errors).toEqual([{ path: 'price_coins', message: 'コインで読む話の価格は1コイン以上にしてください' }]);
    // 待てば¥0 only where the title offers it.
    const wait = await staff.post(`${STAFF_PATHS.volumes}${last.volumeId}/stories/`, story({ payment_type: 2 }));
    expect(wait.status).toBe(400);
    expect(((await wait.json()) as { errors: unknown[] }).errors).toEqual([{ path: 'payment_type', message: 'この作品は待てば¥0の対象ではありません（先に作品の「待てば¥0」を有効にしてください）' }]);
    const missing = await staff.post(`${STAFF_PATHS.volumes}${last.volumeId}/stories/`, story({ cover_image_path: '/img/staff/999999' }));
    expect(((await missing.json()) as { errors: unknown[] }).errors).toEqual([{ path: 'cover_image_path', message: '表紙の画像が見つかりません。もう一度アップロードしてください' }]);
  });

  it('creates a volume with an uploaded cover, shown on the title page', async () => {
    const staff = await signUpStaff();
    const upload = await app.request(`http://localhost${STAFF_PATHS.images}`, {
      method: 'POST',
      headers: { ...csrfHeaders, Cookie: `${csrfHeaders.Cookie}; ${staff.cookie}`, 'Content-Type': 'image/png' },
      body: new Blob([new Uint8Array(await sharp({ create: { width: 400, height: 560, channels: 3, background: '#2b6cd9' } }).png().toBuffer())]),
    });
    expect(upload.status).toBe(200);
    const cover = ((await upload.json()) as { image: { url: string } }).image.url;
    const created = await staff.post(`${STAFF_PATHS.titles}${OTHER}/volumes/`, volume({ cover_image_path: cover }));
    expect(created.status).toBe(200);
    const { volumeId } = (await created.json()) as { volumeId: number };
    const contents = await contentsOf(staff, OTHER);
    expect(contents.volumes.at(-1)).toMatchObject({ volumeId, name: 'スタッフ特別巻', serialNumber: contents.volumes.length, coverImagePath: cover });
    // With a story of its own, the new volume is on the title page with its cover.
    expect((await staff.post(`${STAFF_PATHS.volumes}${volumeId}/stories/`, story({ name: '特別巻の第1話' }))).status).toBe(200);
    const html = await page(OTHER);
    expect(html).toContain('スタッフ特別巻');
    expect(html).toContain(`"coverImagePath":"${cover}"`);
    expect(await auditOf('volume', String(volumeId))).toMatchObject([{ action: 'create', version: 1 }]);
  });

  it('reorders stories (numbers follow the new order), refuses an order missing a story, and conflicts when stale', async () => {
    const staff = await signUpStaff();
    const before = await contentsOf(staff, OTHER);
    const first = before.volumes[0]!;
    const [a, b, ...rest] = first.stories;
    const order = (swap: boolean) => ({
      version: before.orderVersion,
      volumes: before.volumes.map((v) => ({ volume_id: v.volumeId, story_ids: v.volumeId === first.volumeId ? (swap ? [b!.storyId, a!.storyId, ...rest.map((s) => s.storyId)] : v.stories.map((s) => s.storyId)) : v.stories.map((s) => s.storyId) })),
    });
    const missing = order(true);
    missing.volumes[0]!.story_ids.pop();
    const refused = await staff.post(`${STAFF_PATHS.titles}${OTHER}/order/`, missing);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: unknown[] }).errors).toEqual([{ path: 'volumes', message: '並び順には、この作品の巻と話をすべて1回ずつ含めてください' }]);

    expect((await staff.post(`${STAFF_PATHS.titles}${OTHER}/order/`, order(true))).status).toBe(200);
    const after = (await contentsOf(staff, OTHER)).volumes[0]!.stories;
    expect(after.slice(0, 2).map((s) => [s.storyId, s.storyNumber])).toEqual([
      [b!.storyId, 1],
      [a!.storyId, 2],
    ]);
    expect((await staff.post(`${STAFF_PATHS.titles}${OTHER}/order/`, order(false))).status).toBe(409);
    expect(await auditOf('series-order', OTHER)).toMatchObject([{ action: 'update', version: before.orderVersion + 1 }]);
  });
});

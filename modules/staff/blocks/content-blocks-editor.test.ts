import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { DEMO_CONTENT_BLOCKS } from '#demo/blocks.ts';
import { CONTENT_BLOCKS_PATH } from '#modules/catalogue/index.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import { STAFF_MESSAGES } from '../staff-messages.ts';
import { holdExclusive } from '#platform/testing/exclusive.ts';
import { staffSignUp } from '../staff-test-helpers.ts';

// These files replace the top page's shared blocks: one at a time (the restore below runs before the release).
afterAll(await holdExclusive('content-blocks'));

const { app, orm, services } = await createTestApp();
afterAll(() => services.contentBlocks.replaceAll(DEMO_CONTENT_BLOCKS));

const signUpStaff = staffSignUp(app, orm);

const blocks = [
  { title: '編集部の推し', label: '特集', source: 'genre:shounen', sort: 2, item_limit: 4, ranked: false, more_btn: { link: '/book/genre/shounen/', text: 'もっと見る' }, tabs: [] },
  { title: 'タブつき', source: 'all', tabs: [{ label: '新着', source: 'new' }, { label: '無料', source: 'free', sort: 2 }] },
];
type Answer = { version: number; blocks: { title: string; label: string | null; itemLimit: number; tabs: unknown[] }[] };

describe('the content blocks editor', () => {
  it('answers 403 in Japanese to visitors and members', async () => {
    const member = await signUpMember(app);
    for (const who of [clientFor(app), member]) {
      expect((await who.get(STAFF_PATHS.topBlocks)).status).toBe(403);
      const write = await who.post(STAFF_PATHS.topBlocks, { version: 0, blocks });
      expect(write.status).toBe(403);
      expect(((await write.json()) as { message: { content: string } }).message.content).toBe(STAFF_MESSAGES.notStaff);
    }
  });

  it('reads the stored blocks, refuses bad input in Japanese, saves with its version (the top page shows it at once), logs and reverts', async () => {
    const staff = await signUpStaff();
    const first = (await (await staff.get(STAFF_PATHS.topBlocks)).json()) as Answer;
    expect(first.version).toBe(0);
    // The stored blocks (the demo seed's unless another file of the run has just replaced them), every field filled in.
    expect(first.blocks.length).toBeGreaterThan(0);
    for (const b of first.blocks) expect(Object.keys(b).sort()).toEqual(['itemLimit', 'label', 'moreBtn', 'ranked', 'sort', 'source', 'tabs', 'title']);
    // Cached by the top page before the save.
    await services.contentBlocks.blocks(false);

    const bad = await staff.post(STAFF_PATHS.topBlocks, {
      version: 0,
      blocks: [{ title: ' ', source: 'https://evil.example/', item_limit: 99, more_btn: { link: 'https://evil.example/', text: '' }, tabs: [{ label: '', source: 'genre:' }] }],
    });
    expect(bad.status).toBe(400);
    const otherHost = await staff.post(STAFF_PATHS.topBlocks, { version: 0, blocks: [{ title: 'x', source: 'new', item_limit: 6, more_btn: { link: '//evil.example/', text: 'もっと見る' } }] });
    expect(((await otherHost.json()) as { errors: { path: string; message: string }[] }).errors).toContainEqual({ path: 'blocks.0.more_btn.link', message: 'もっと見るのリンク先は「/」から始まるサイト内のパスで入力してください' });
    expect(((await bad.json()) as { errors: { path: string; message: string }[] }).errors).toEqual(
      expect.arrayContaining([
        { path: 'blocks.0.title', message: '見出しを入力してください' },
        { path: 'blocks.0.source', message: '表示する作品を一覧から選んでください' },
        { path: 'blocks.0.item_limit', message: '件数は1〜20で入力してください' },
        { path: 'blocks.0.more_btn.link', message: 'もっと見るのリンク先は「/」から始まるサイト内のパスで入力してください' },
        { path: 'blocks.0.more_btn.text', message: 'もっと見るの文言を入力してください' },
        { path: 'blocks.0.tabs.0.label', message: 'タブ名を入力してください' },
        { path: 'blocks.0.tabs.0.source', message: '表示する作品を一覧から選んでください' },
      ]),
    );

    const saved = await staff.post(STAFF_PATHS.topBlocks, { version: 0, blocks });
    expect(saved.status).toBe(200);
    const answer = (await saved.json()) as Answer;
    expect(answer.version).toBe(1);
    expect(answer.blocks.map((b) => [b.title, b.label, b.itemLimit, b.tabs.length])).toEqual([
      ['編集部の推し', '特集', 4, 0],
      ['タブつき', null, 12, 2],
    ]);
    const top = await services.contentBlocks.blocks(false);
    expect(top.map((b) => b.title)).toEqual(['編集部の推し', 'タブつき']);
    expect(top[0]!.contents.length).toBeGreaterThan(0);
    expect(top[0]!.contents.length).toBeLessThanOrEqual(4);
    expect(top[0]!.moreBtn).toEqual({ link: '/book/genre/shounen/', text: 'もっと見る' });
    expect(top[1]!.tabs.map((t) => t.label)).toEqual(['新着', '無料']);

    const stale = await staff.post(STAFF_PATHS.topBlocks, { version: 0, blocks: blocks.slice(1) });
    expect(stale.status).toBe(409);
    const conflict = ((await stale.json()) as { conflict: { currentVersion: number; current: Answer; yourVersion: number } }).conflict;
    expect(conflict.currentVersion).toBe(1);
    expect(conflict.yourVersion).toBe(0);
    expect(conflict.current.blocks.map((b) => b.title)).toEqual(['編集部の推し', 'タブつき']);
    expect((await services.contentBlocks.blocks(false)).map((b) => b.title)).toEqual(['編集部の推し', 'タブつき']);

    const log = (await (await staff.get(`${STAFF_PATHS.audit}?type=content-blocks&id=top`)).json()) as { entries: { id: number; action: string; version: number }[] };
    expect(log.entries.map((e) => [e.action, e.version])).toEqual([['update', 1]]);
    // A revert puts back the blocks from before the save, as version 2, and the top page shows them.
    const reverted = await staff.post(`${STAFF_PATHS.audit}${log.entries[0]!.id}/revert/`, {});
    expect(reverted.status).toBe(200);
    expect((await services.contentBlocks.definitions()).map((b) => b.title)).toEqual(first.blocks.map((b) => b.title));
    expect((await services.contentBlocks.blocks(false)).map((b) => b.title)).not.toContain('編集部の推し');
    expect(((await (await staff.get(STAFF_PATHS.topBlocks)).json()) as Answer).version).toBe(2);
    // The old non-versioned replace still answers.
    const old = await staff.post(CONTENT_BLOCKS_PATH, { blocks: [{ title: '旧API', source: 'new', item_limit: 4 }] });
    expect(old.status).toBe(200);
    expect((await services.contentBlocks.blocks(false)).map((b) => b.title)).toEqual(['旧API']);
  });
});

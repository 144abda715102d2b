import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { signUpMember } from '#platform/testing/members.ts';
import { DEMO_CONTENT_BLOCKS } from '#demo/blocks.ts';
import { CONTENT_BLOCKS_PATH } from './content-blocks-router.ts';
import { holdExclusive } from '#platform/testing/exclusive.ts';

// These files replace the top page's shared blocks: one at a time (the restore below runs before the release).
afterAll(await holdExclusive('content-blocks'));

const { app, orm, services } = await createTestApp();
const before = await orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from content_block');
afterAll(() => services.contentBlocks.replaceAll(DEMO_CONTENT_BLOCKS));

describe(`POST ${CONTENT_BLOCKS_PATH}`, () => {
  const blocks = [{ title: 'スタッフのおすすめ', source: 'new', item_limit: 3, more_btn: { link: '/book/new/', text: 'もっと見る' } }];

  it('is for staff only: 401 signed out, 403 for a member, and nothing changes', async () => {
    const member = await signUpMember(app);
    expect((await member.post(CONTENT_BLOCKS_PATH, { blocks })).status).toBe(403);
    const anonymous = await app.request(`http://localhost${CONTENT_BLOCKS_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ blocks }) });
    expect([401, 403]).toContain(anonymous.status);
    const [after] = await orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from content_block');
    expect(after!.n).toBe(before[0]!.n);
  });

  it('replaces the blocks for staff, and the next read shows them at once', async () => {
    const staff = await signUpMember(app);
    await orm.em.fork().getConnection().execute('update app_user set is_staff = true where id = ?', [staff.userId]);
    await services.contentBlocks.blocks(false);
    const response = await staff.post(CONTENT_BLOCKS_PATH, { blocks });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, count: 1 });
    const shown = await services.contentBlocks.blocks(false);
    expect(shown.map((block) => block.title)).toEqual(['スタッフのおすすめ']);
    expect(shown[0]!.contents).toHaveLength(3);
  });

  it('refuses a bad body with 400', async () => {
    const staff = await signUpMember(app);
    await orm.em.fork().getConnection().execute('update app_user set is_staff = true where id = ?', [staff.userId]);
    for (const body of [{}, { blocks: [{ title: '', source: 'new' }] }, { blocks: [{ title: 'x', source: 'drop table' }] }, { blocks: [{ title: 'x', source: 'new', more_btn: { link: 'https://evil.example/', text: 'x' } }] }, { blocks: [{ title: 'x', source: 'new', more_btn: { link: '//evil.example/', text: 'x' } }] }]) {
      expect((await staff.post(CONTENT_BLOCKS_PATH, body)).status).toBe(400);
    }
  });
});

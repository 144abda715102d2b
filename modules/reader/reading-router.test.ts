import { describe, expect, it } from 'vitest';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { apiTestClient, createTestApp } from '#src/server/testing/test-app.ts';

const { app, orm } = await createTestApp();

type Row = { code: string; v: number; s: number; pages: number; title_id: number; story_id: number };
async function story(where: string): Promise<Row> {
  const [row] = await orm.em.getConnection().execute<Row[]>(
    `select t.title_code as code, v.serial_number as v, s.story_number as s, s.page_count as pages, t.id as title_id, s.id as story_id
       from story s join title t on t.id = s.title_id join volume v on v.id = s.volume_id where ${where} order by s.id limit 1`,
  );
  return row!;
}
const free = await story('not t.is_adult and s.payment_type = 1 and s.page_count > 3');
const coin = await story('not t.is_adult and s.payment_type = 3');
const adultFree = await story('t.is_adult and s.payment_type = 1');
const at = (r: Row, page: number) => ({ title: r.code, volume: r.v, story: r.s, page });
const events = async (r: Row) => Number((await orm.em.getConnection().execute<{ n: string }[]>('select count(*) as n from reading_event where story_id = ?', [r.story_id]))[0]!.n);

/** The member's reading history through the typed client: its answer is typed by the route. */
const historyOf = (member: { cookie: string }) => apiTestClient(app, { Cookie: member.cookie }).api.v1.lastreadhistory.index.$get();

describe('POST /api/v1/reading/progress/', () => {
  it('counts a visitor’s read of a free story, and refuses stories they may not read (404, nothing counted)', async () => {
    const before = await events(free);
    const response = await clientFor(app).post('/api/v1/reading/progress/', at(free, 1));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, counted: true });
    expect(await events(free)).toBe(before + 1);
    for (const r of [coin, adultFree]) {
      const refused = await clientFor(app).post('/api/v1/reading/progress/', at(r, 1));
      expect(refused.status).toBe(404);
    }
  });

  it('keeps a member’s page (clamped to the story), counts one read per hour, and answers it in the history', async () => {
    const before = await events(free);
    const member = await signUpMember(app);
    expect(await (await member.post('/api/v1/reading/progress/', at(free, 1))).json()).toEqual({ success: true, counted: true });
    expect(await (await member.post('/api/v1/reading/progress/', at(free, 3))).json()).toEqual({ success: true, counted: false });
    expect(await events(free)).toBe(before + 1);

    const history = await (await historyOf(member)).json();
    expect(history.success).toBe(true);
    expect(history.last_read_histories[0]).toMatchObject({ titleCode: free.code, storyNumber: free.s, page: 3, pageCount: free.pages });
    expect(history.message).toMatchObject({ conversion: 'resume', button: { link: `/bv/t/${free.code}/v/${free.v}/s/${free.s}/p/3/` } });

    await member.post('/api/v1/reading/progress/', at(free, 999));
    const finished = await (await historyOf(member)).json();
    expect(finished.last_read_histories[0]!.page).toBe(free.pages);
    expect(finished.message).toBeNull();

    const init = (await (await member.get('/api/v1/initialize/')).json()) as { user: { lastReadHistories: { titleCode: string }[] } };
    expect(init.user.lastReadHistories.map((h) => h.titleCode)).toContain(free.code);
  });

  it('answers each member only their own history, and visitors 401', async () => {
    const a = await signUpMember(app);
    const b = await signUpMember(app);
    await a.post('/api/v1/reading/progress/', at(free, 2));
    expect((await (await historyOf(b)).json()).last_read_histories).toEqual([]);
    expect((await clientFor(app).get('/api/v1/lastreadhistory/')).status).toBe(401);
  });

  it('refuses bad input with 400 and field messages', async () => {
    for (const body of [{ ...at(free, 0) }, { ...at(free, 1), title: '<x>' }, { title: free.code }, { ...at(free, 1), volume: '1' }]) {
      const response = await clientFor(app).post('/api/v1/reading/progress/', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    }
  });
});

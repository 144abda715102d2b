import { describe, expect, it } from 'vitest';
import { createMemberDirectory } from '#modules/accounts/index.ts';
import { signUpMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { createGiftHandouts, type GiftHandoutRecord } from './gift-handouts.ts';
import { GiftError } from './gift-errors.ts';

const now = new Date('2026-12-01T03:00:00Z');
const { app, orm } = await createTestApp({ ownDatabase: true, now: () => now });
const directory = createMemberDirectory(orm);

const record = (over: Partial<GiftHandoutRecord>): GiftHandoutRecord => ({ label: 'おわびチケット', asset: 'ticket', amount: 5, validHours: 24, claimBy: '2026-12-05T15:00:00.000Z', allMembers: false, memberIds: [], sentAt: null, ...over });
const offered = async (id: number) => ((await orm.em.fork().execute('select user_id from reward_pending where source_key = ? order by user_id', [`gift:handout:${id}`])) as { user_id: number }[]).map((row) => row.user_id);

describe('gift handouts (rewards)', () => {
  it('deliver offers a listed handout batch by batch, each member once, and skips ids that are no members', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => signUpMember(app)));
    const ids = members.map((m) => m.userId).sort((a, b) => a - b);
    const calls: number[][] = [];
    const handouts = createGiftHandouts(orm, { now: () => now, batch: 2, members: { ...directory, known: (some) => (calls.push([...some]), directory.known(some)) } });
    const id = await handouts.create(record({ memberIds: [...ids, 999999981] }));
    expect(await handouts.preview(record({ memberIds: [...ids, 999999981] }))).toEqual({ recipients: 5, unknownIds: [999999981], total: 25 });
    await expect(handouts.deliver(id)).rejects.toMatchObject({ code: 'handout-not-sent' });
    await handouts.write(id, { ...(await handouts.read(id))!, sentAt: now.toISOString() });
    calls.length = 0;
    expect(await handouts.deliver(id)).toEqual({ offered: 5, recipients: 5 });
    expect(calls.map((c) => c.length)).toEqual([2, 2, 2]);
    expect(await Promise.all([handouts.deliver(id), handouts.deliver(id)])).toEqual([{ offered: 0, recipients: 5 }, { offered: 0, recipients: 5 }]);
    expect(await offered(id)).toEqual(ids);
    // Sent: never written again.
    const error = await handouts.write(id, { ...(await handouts.read(id))!, label: '変更' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GiftError);
    expect((error as GiftError).code).toBe('handout-sent');
    await orm.em.fork().execute('delete from reward_pending where source_key = ?', [`gift:handout:${id}`]);
  });

  it('an all-members handout pages through the member ids', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => signUpMember(app)));
    const mine = members.map((m) => m.userId).sort((a, b) => a - b);
    const pages: number[][] = [];
    // The real directory's paging, over this test's members only (the run's database is shared).
    const idsAfter = async (after: number, limit: number) => {
      const page = (await directory.known(mine)).filter((id) => id > after).sort((a, b) => a - b).slice(0, limit);
      pages.push(page);
      return page;
    };
    const handouts = createGiftHandouts(orm, { now: () => now, batch: 2, members: { ...directory, idsAfter } });
    const id = await handouts.create(record({ allMembers: true, asset: 'point', validHours: null }));
    await handouts.write(id, { ...(await handouts.read(id))!, sentAt: now.toISOString() });
    expect(await handouts.deliver(id)).toEqual({ offered: 5, recipients: 5 });
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1, 0]);
    expect(await offered(id)).toEqual(mine);
    await orm.em.fork().execute('delete from reward_pending where source_key = ?', [`gift:handout:${id}`]);
  });
});

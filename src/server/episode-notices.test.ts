import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { MailOutbox } from '#modules/accounts/index.ts';
import { createEpisodeUpdates } from '#modules/catalogue/index.ts';
import { EPISODE_SCAN_LAG_MS } from '#modules/notices/index.ts';
import { insertMember } from '#modules/wallet/testing.ts';
import { jstDayEnd, jstDayKey } from '#platform/time/jst-day.ts';
import { createTestApp } from './testing/test-app.ts';
import { createEpisodeNoticeJobs } from './episode-notices.ts';

const { orm, services } = await createTestApp();
const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(query, params);

/** The newest episode of `count` different general titles, oldest first. */
const stories = await sql<{ titleCode: string; titleName: string; storyNumber: number; publishedAt: string }>(
  `select * from (select distinct on (t.id) t.title_code as "titleCode", t.title_name as "titleName", s.story_number as "storyNumber", s.published_at as "publishedAt"
     from story s join title t on t.id = s.title_id where not t.is_adult and t.id % 7 = 3 order by t.id, s.published_at desc, s.id desc) x
   order by "publishedAt" limit 3`,
);
const [older, newer] = stories.map((s) => ({ ...s, publishedAt: new Date(s.publishedAt) })) as [
  { titleCode: string; titleName: string; storyNumber: number; publishedAt: Date },
  { titleCode: string; titleName: string; storyNumber: number; publishedAt: Date },
];

let clock = new Date();
const changed: number[] = [];
const jobs = createEpisodeNoticeJobs(orm, {
  episodeUpdates: createEpisodeUpdates(orm),
  favorites: services.favorites,
  profile: services.profile,
  mailer: services.accounts.mailer,
  memberChanged: (userId) => changed.push(userId),
  now: () => clock,
});

/** Runs only from here: the scan's watermark is set just before `at`. */
const scanFrom = (at: Date) => sql('insert into notice_episode_scan (id, scanned_until) values (1, ?) on conflict (id) do update set scanned_until = excluded.scanned_until', [at]);
/** A member who favourited `titleCode` at `since` (the catalogue's favourites, backdated). */
async function favouriter(titleCodes: string[], since: Date, email?: string): Promise<number> {
  const userId = await insertMember(orm);
  for (const code of titleCodes) await services.favorites.set(userId, code, true, false);
  await sql('update favorite set created_at = ? where user_id = ?', [since, userId]);
  if (email) await sql('update app_user set email = ?, email_verified_at = now(), episode_mail = true where id = ?', [email, userId]);
  return userId;
}
const messagesOf = (userId: number) => sql<{ title: string; body: string; link_url: string; dedupe_key: string; sent_at: string }>('select * from member_message where user_id = ? order by id', [userId]);
const afterLag = (at: Date, ms = 1) => new Date(at.getTime() + EPISODE_SCAN_LAG_MS + ms);

describe('new episodes of favourites', () => {
  it('the first run only marks where to start', async () => {
    await sql('delete from notice_episode_scan');
    clock = new Date();
    expect(await jobs.notify()).toEqual({ episodes: 0, notified: 0 });
    const [scan] = await sql<{ scanned_until: string }>('select scanned_until from notice_episode_scan');
    expect(new Date(scan!.scanned_until).getTime()).toBe(clock.getTime() - EPISODE_SCAN_LAG_MS);
  });

  it('tell each member who favourited a title before its new episode, once, with a link to the title', async () => {
    const before = await favouriter([older.titleCode], new Date(older.publishedAt.getTime() - 86_400_000));
    const after = await favouriter([older.titleCode], new Date(older.publishedAt.getTime() + 1));
    await scanFrom(new Date(older.publishedAt.getTime() - 1));
    clock = afterLag(older.publishedAt);
    const first = await jobs.notify();
    expect(first.episodes).toBeGreaterThanOrEqual(1);
    const [message, ...rest] = await messagesOf(before);
    expect(rest).toEqual([]);
    expect(message).toMatchObject({ link_url: `/book/title/${older.titleCode}/`, dedupe_key: expect.stringMatching(new RegExp(`^episode:${older.titleCode}:\\d+-${older.storyNumber}$`)) });
    expect(message!.title).toContain('新しいエピソードが公開されました');
    expect(message!.body).toContain(`第${older.storyNumber}話`);
    expect(await messagesOf(after)).toEqual([]);
    expect(changed).toContain(before);

    // The same window again (a run that died before moving the mark), and ten runs at once: still one.
    await scanFrom(new Date(older.publishedAt.getTime() - 1));
    await Promise.all(Array.from({ length: 10 }, () => jobs.notify()));
    expect(await messagesOf(before)).toHaveLength(1);
  });

  it('the message shows in /message/ with its link', async () => {
    const userId = await favouriter([older.titleCode], new Date(0));
    await scanFrom(new Date(older.publishedAt.getTime() - 1));
    clock = afterLag(older.publishedAt);
    await jobs.notify();
    const list = await services.notices.messages.list(userId);
    expect(list.unread).toBe(1);
    expect(list.items[0]).toMatchObject({ linkUrl: `/book/title/${older.titleCode}/`, isRead: false });
  });

  it('mails a JST day’s news once, from 07:00 JST the next day, to members who asked for it', async () => {
    // One message at 23:59:59.999 JST, the other at 00:00 JST: two days.
    const midnight = jstDayEnd(jstDayKey(afterLag(newer.publishedAt, 120_000)));
    const email = `digest-${randomUUID().slice(0, 8)}@example.jp`;
    const userId = await favouriter([older.titleCode, newer.titleCode], new Date(0), email);
    const quiet = await favouriter([older.titleCode, newer.titleCode], new Date(0));
    await scanFrom(new Date(older.publishedAt.getTime() - 1));
    clock = new Date(midnight.getTime() - 1);
    await jobs.notify();
    // The newer title's message is made anew the next JST day (its earlier one is deleted for this).
    await sql(`delete from member_message where user_id = any(?::int[]) and dedupe_key like ?`, [`{${userId},${quiet}}`, `episode:${newer.titleCode}:%`]);
    await scanFrom(new Date(newer.publishedAt.getTime() - 1));
    clock = midnight;
    await jobs.notify();
    const sent = (await messagesOf(userId)).map((m) => ({ key: m.dedupe_key.split(':')[1], day: jstDayKey(new Date(m.sent_at)) }));
    const day1 = jstDayKey(new Date(midnight.getTime() - 1));
    expect(sent).toEqual(expect.arrayContaining([{ key: older.titleCode, day: day1 }, { key: newer.titleCode, day: jstDayKey(midnight) }]));

    clock = new Date(midnight.getTime() + 7 * 3_600_000 - 1); // 06:59:59.999 JST
    expect(await jobs.sendDigests()).toEqual({ sent: 0 });
    clock = new Date(midnight.getTime() + 7 * 3_600_000);
    const mails = await Promise.all([jobs.sendDigests(), jobs.sendDigests(), jobs.sendDigests()]);
    expect(mails.reduce((n, m) => n + m.sent, 0)).toBe(1);
    await services.accounts.mailer.idle();
    const outbox = await orm.em.fork().find(MailOutbox, { recipient: email });
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.subject).toContain('お気に入りの作品が更新されました');
    expect(outbox[0]!.text).toContain(older.titleName.slice(0, 20));
    expect(outbox[0]!.text).not.toContain(`/book/title/${newer.titleCode}/`);
    expect(await jobs.sendDigests()).toEqual({ sent: 0 });
  });

  it('a member turns the digest mail on and off on /profile/', async () => {
    const userId = await insertMember(orm);
    await services.profile.setEpisodeMail(userId, true);
    expect(await services.profile.episodeMailOf(userId)).toBe(true);
    await services.profile.setEpisodeMail(userId, false);
    expect(await services.profile.episodeMailOf(userId)).toBe(false);
  });
});

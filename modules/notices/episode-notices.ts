import { titlePath } from '#platform/routes/site-paths.ts';
import { addJstDays, jstDayEnd, jstDayKey, jstDayStart } from '#platform/time/jst-day.ts';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';

/** An episode newly published, as the catalogue tells it (decision 055). */
export type NewEpisode = {
  titleCode: string;
  titleName: string;
  volumeSerialNumber: number;
  storyNumber: number;
  storyName: string;
  publishedAt: Date;
};

export type EpisodeNoticesDeps = {
  /** catalogue: episodes published in (from, to], oldest first. */
  publishedBetween: (from: Date, to: Date) => Promise<NewEpisode[]>;
  /** catalogue: who has these titles as favourites, and since when. */
  favouritersOf: (titleCodes: readonly string[]) => Promise<{ userId: number; titleCode: string; since: Date }[]>;
  now?: () => Date;
};

/** A member's message about one title's new episodes. */
export type EpisodeMessage = { userId: number; title: string; body: string; linkUrl: string; dedupeKey: string };

const MESSAGE_TITLE_MAX = 100;
const LISTED_EPISODES = 5;

/**
 * Episodes are looked for up to this long ago, not up to now: an episode saved with publication time
 * "now" by a transaction still in flight is committed by the time the scan reaches its timestamp.
 */
export const EPISODE_SCAN_LAG_MS = 60_000;

/** '『…』に新しいエピソードが公開されました', the name shortened to fit the message title's 100 characters. */
export function episodeMessageTitle(titleName: string): string {
  const room = MESSAGE_TITLE_MAX - '『』に新しいエピソードが公開されました'.length;
  const name = [...titleName].length > room ? `${[...titleName].slice(0, room - 1).join('')}…` : titleName;
  return `『${name}』に新しいエピソードが公開されました`;
}

/** One line per episode ('第12話「…」', or the name alone when it starts with its number), at most five, then 'ほか3話'. */
export function episodeMessageBody(episodes: readonly NewEpisode[]): string {
  // Names often carry their number already ('第12話 再会'): it is not said twice.
  const lines = episodes.slice(0, LISTED_EPISODES).map((e) => (e.storyName.startsWith(`第${e.storyNumber}話`) ? e.storyName : `第${e.storyNumber}話「${e.storyName}」`));
  if (episodes.length > LISTED_EPISODES) lines.push(`ほか${episodes.length - LISTED_EPISODES}話`);
  return `お気に入りの作品が更新されました。\n\n${lines.join('\n')}`;
}

/** The messages for one window's episodes: one per member and title, for episodes published after they favourited it. */
export function episodeMessages(episodes: readonly NewEpisode[], favouriters: readonly { userId: number; titleCode: string; since: Date }[]): EpisodeMessage[] {
  const byTitle = new Map<string, NewEpisode[]>();
  for (const episode of episodes) byTitle.set(episode.titleCode, [...(byTitle.get(episode.titleCode) ?? []), episode]);
  const messages: EpisodeMessage[] = [];
  for (const { userId, titleCode, since } of favouriters) {
    const news = (byTitle.get(titleCode) ?? []).filter((e) => e.publishedAt > since);
    const last = news.at(-1);
    if (!last) continue;
    messages.push({
      userId,
      title: episodeMessageTitle(last.titleName),
      body: episodeMessageBody(news),
      linkUrl: titlePath(titleCode),
      // The newest episode names the message: a run repeated over the same window finds it sent.
      dedupeKey: `episode:${titleCode}:${last.volumeSerialNumber}-${last.storyNumber}`,
    });
  }
  return messages;
}

/** The digest mail's content for one member and day. */
export type EpisodeDigestEntry = { userId: number; day: string; items: { title: string; body: string; linkUrl: string }[] };

/**
 * New-episode notices (issue 18 item 8, decision 055): a periodic run tells the members who favourite a
 * title of its episodes published since the last run, as /message/ messages, once each; a daily run
 * gathers a JST day's messages into one mail for the members who asked for it.
 */
export function createEpisodeNotices(orm: MikroORM, deps: EpisodeNoticesDeps) {
  const now = deps.now ?? (() => new Date());

  /** Inserts the messages that are not there yet; returns the members who got one. */
  async function insertMessages(em: EntityManager, messages: EpisodeMessage[], sentAt: Date): Promise<number[]> {
    if (messages.length === 0) return [];
    const rows = await em.getConnection().execute<{ user_id: number }[]>(
      `insert into member_message (user_id, title, body, link_url, dedupe_key, sent_at)
       select m.user_id, m.title, m.body, m.link_url, m.dedupe_key, ?::timestamptz
         from jsonb_to_recordset(?::jsonb) as m(user_id int, title text, body text, link_url text, dedupe_key text)
       on conflict (user_id, dedupe_key) do nothing
       returning user_id`,
      [sentAt, JSON.stringify(messages.map((m) => ({ user_id: m.userId, title: m.title, body: m.body, link_url: m.linkUrl, dedupe_key: m.dedupeKey })))],
      'all',
      em.getTransactionContext(),
    );
    return [...new Set(rows.map((row) => row.user_id))];
  }

  return {
    /**
     * Tells the favouriters of every title with episodes published since the last run. The first run only
     * marks where to start (a new site's back catalogue is not news). A run moves the mark only from where
     * it found it (under the row's lock), and a message's key keeps a repeated window from sending it twice.
     * Returns who was told.
     */
    async run(): Promise<{ episodes: number; notified: number[] }> {
      const sentAt = now();
      const at = new Date(sentAt.getTime() - EPISODE_SCAN_LAG_MS);
      const connection = orm.em.fork().getConnection();
      const started = await connection.execute<{ id: number }[]>('insert into notice_episode_scan (id, scanned_until) values (1, ?) on conflict (id) do nothing returning id', [at]);
      if (started.length > 0) return { episodes: 0, notified: [] };
      const [scan] = await connection.execute<{ scanned_until: Date | string }[]>('select scanned_until from notice_episode_scan where id = 1');
      const from = new Date(scan!.scanned_until);
      if (from >= at) return { episodes: 0, notified: [] };
      // The catalogue is read before the transaction, which then holds one connection only briefly.
      const episodes = await deps.publishedBetween(from, at);
      const favouriters = episodes.length > 0 ? await deps.favouritersOf([...new Set(episodes.map((e) => e.titleCode))]) : [];
      return orm.em.fork().transactional(async (em) => {
        const context = em.getTransactionContext();
        const [locked] = await em.getConnection().execute<{ scanned_until: Date | string }[]>('select scanned_until from notice_episode_scan where id = 1 for update', [], 'all', context);
        // Another run moved the mark meanwhile: this window is theirs.
        if (new Date(locked!.scanned_until).getTime() !== from.getTime()) return { episodes: 0, notified: [] };
        const notified = await insertMessages(em, episodeMessages(episodes, favouriters), sentAt);
        await em.getConnection().execute('update notice_episode_scan set scanned_until = ? where id = 1', [at], 'run', context);
        return { episodes: episodes.length, notified };
      });
    },

    /** Members who got new-episode messages on JST day `day` and have no digest for it yet. */
    async membersWithNews(day: string): Promise<number[]> {
      const rows = await orm.em
        .fork()
        .getConnection()
        .execute<{ user_id: number }[]>(
          `select distinct m.user_id from member_message m
            where m.dedupe_key like 'episode:%' and m.sent_at >= ? and m.sent_at < ?
              and not exists (select 1 from notice_episode_digest d where d.user_id = m.user_id and d.day = ?)`,
          [jstDayStart(day), jstDayEnd(day), day],
        );
      return rows.map((row) => row.user_id);
    },

    /**
     * The day's digests not sent yet: for each member in `recipients`, the new-episode messages they got
     * on JST day `day`. A digest is recorded (`recordDigest`) in the transaction that queues its mail.
     */
    async digestsFor(day: string, recipients: readonly number[]): Promise<EpisodeDigestEntry[]> {
      if (recipients.length === 0) return [];
      const rows = await orm.em
        .fork()
        .getConnection()
        .execute<{ user_id: number; title: string; body: string; link_url: string }[]>(
          `select m.user_id, m.title, m.body, m.link_url from member_message m
            where m.user_id = any(?::int[]) and m.dedupe_key like 'episode:%' and m.sent_at >= ? and m.sent_at < ?
              and not exists (select 1 from notice_episode_digest d where d.user_id = m.user_id and d.day = ?)
            order by m.user_id, m.sent_at, m.id`,
          [`{${recipients.join(',')}}`, jstDayStart(day), jstDayEnd(day), day],
        );
      const digests = new Map<number, EpisodeDigestEntry>();
      for (const row of rows) {
        const entry = digests.get(row.user_id) ?? { userId: row.user_id, day, items: [] };
        entry.items.push({ title: row.title, body: row.body, linkUrl: row.link_url });
        digests.set(row.user_id, entry);
      }
      return [...digests.values()];
    },

    /** Records a member's digest for `day` inside `em`'s transaction; false when it was already sent (the mail must not be queued). */
    async recordDigest(em: EntityManager, userId: number, day: string, episodes: number): Promise<boolean> {
      const rows = await em
        .getConnection()
        .execute<{ user_id: number }[]>(
          'insert into notice_episode_digest (user_id, day, episodes, sent_at) values (?, ?, ?, ?) on conflict do nothing returning user_id',
          [userId, day, episodes, now()],
          'all',
          em.getTransactionContext(),
        );
      return rows.length === 1;
    },

    /** The JST day a digest run at `at` covers: the day before. */
    digestDay: (at: Date = now()) => addJstDays(jstDayKey(at), -1),

    /** A transaction on this module's database for the digest's record and its mail. */
    transactional: <T>(work: (em: EntityManager) => Promise<T>) => orm.em.fork().transactional(work),
  };
}

export type EpisodeNotices = ReturnType<typeof createEpisodeNotices>;

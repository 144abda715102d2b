import { titlePath } from '#platform/routes/site-paths.ts';
import { addJstDays, jstDayEnd, jstDayKey, jstDayStart } from '#platform/time/jst-day.ts';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { ExpressionBuilder } from 'kysely';
import { noticesDb, type NoticesDb } from './kysely-db.ts';

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
const MESSAGE_BATCH = 5_000;
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

/** A member's new-episode message sent on JST day `day` that no digest of that day has listed yet. */
const newsOf = (eb: ExpressionBuilder<NoticesDb & { m: NoticesDb['member_message'] }, 'm'>, day: string) =>
  eb.and([
    eb('m.dedupe_key', 'like', 'episode:%'),
    eb('m.sent_at', '>=', jstDayStart(day)),
    eb('m.sent_at', '<', jstDayEnd(day)),
    eb.not(eb.exists(eb.selectFrom('notice_episode_digest as d').select('d.user_id').whereRef('d.user_id', '=', 'm.user_id').where('d.day', '=', day))),
  ]);

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
    const notified = new Set<number>();
    // Six parameters a row: batches stay well under PostgreSQL's 65,535 parameters a statement.
    for (let i = 0; i < messages.length; i += MESSAGE_BATCH) {
      const rows = await em
        .getKysely<NoticesDb>()
        .insertInto('member_message')
        .values(messages.slice(i, i + MESSAGE_BATCH).map((m) => ({ user_id: m.userId, title: m.title, body: m.body, link_url: m.linkUrl, dedupe_key: m.dedupeKey, sent_at: sentAt })))
        .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
        .returning('user_id')
        .execute();
      for (const row of rows) notified.add(row.user_id);
    }
    return [...notified];
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
      const db = noticesDb(orm);
      const started = await db
        .insertInto('notice_episode_scan')
        .values({ id: 1, scanned_until: at })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .execute();
      if (started.length > 0) return { episodes: 0, notified: [] };
      const scan = await db.selectFrom('notice_episode_scan').select('scanned_until').where('id', '=', 1).executeTakeFirst();
      const from = new Date(scan!.scanned_until);
      if (from >= at) return { episodes: 0, notified: [] };
      // The catalogue is read before the transaction, which then holds one connection only briefly.
      const episodes = await deps.publishedBetween(from, at);
      const favouriters = episodes.length > 0 ? await deps.favouritersOf([...new Set(episodes.map((e) => e.titleCode))]) : [];
      return orm.em.fork().transactional(async (em) => {
        const tx = em.getKysely<NoticesDb>();
        const locked = await tx.selectFrom('notice_episode_scan').select('scanned_until').where('id', '=', 1).forUpdate().executeTakeFirst();
        // Another run moved the mark meanwhile: this window is theirs.
        if (new Date(locked!.scanned_until).getTime() !== from.getTime()) return { episodes: 0, notified: [] };
        const notified = await insertMessages(em, episodeMessages(episodes, favouriters), sentAt);
        await tx.updateTable('notice_episode_scan').set({ scanned_until: at }).where('id', '=', 1).execute();
        return { episodes: episodes.length, notified };
      });
    },

    /** Members who got new-episode messages on JST day `day` and have no digest for it yet. */
    async membersWithNews(day: string): Promise<number[]> {
      const rows = await noticesDb(orm)
        .selectFrom('member_message as m')
        .select('m.user_id')
        .distinct()
        .where((eb) => newsOf(eb, day))
        .execute();
      return rows.map((row) => row.user_id);
    },

    /**
     * The day's digests not sent yet: for each member in `recipients`, the new-episode messages they got
     * on JST day `day`. A digest is recorded (`recordDigest`) in the transaction that queues its mail.
     */
    async digestsFor(day: string, recipients: readonly number[]): Promise<EpisodeDigestEntry[]> {
      if (recipients.length === 0) return [];
      const rows = await noticesDb(orm)
        .selectFrom('member_message as m')
        .select(['m.user_id', 'm.title', 'm.body', 'm.link_url'])
        .where((eb) => eb.and([eb('m.user_id', '=', eb.fn.any(eb.val([...recipients]))), newsOf(eb, day)]))
        .orderBy('m.user_id')
        .orderBy('m.sent_at')
        .orderBy('m.id')
        .execute();
      const digests = new Map<number, EpisodeDigestEntry>();
      for (const row of rows) {
        const entry = digests.get(row.user_id) ?? { userId: row.user_id, day, items: [] };
        entry.items.push({ title: row.title, body: row.body, linkUrl: row.link_url! });
        digests.set(row.user_id, entry);
      }
      return [...digests.values()];
    },

    /** Records a member's digest for `day` inside `em`'s transaction; false when it was already sent (the mail must not be queued). */
    async recordDigest(em: EntityManager, userId: number, day: string, episodes: number): Promise<boolean> {
      const rows = await em
        .getKysely<NoticesDb>()
        .insertInto('notice_episode_digest')
        .values({ user_id: userId, day, episodes, sent_at: now() })
        .onConflict((oc) => oc.doNothing())
        .returning('user_id')
        .execute();
      return rows.length === 1;
    },

    /** The JST day a digest run at `at` covers: the day before. */
    digestDay: (at: Date = now()) => addJstDays(jstDayKey(at), -1),

    /** A transaction on this module's database for the digest's record and its mail. */
    transactional: <T>(work: (em: EntityManager) => Promise<T>) => orm.em.fork().transactional(work),
  };
}

export type EpisodeNotices = ReturnType<typeof createEpisodeNotices>;

import { episodeDigestMail, linkTo, type Mailer, type ProfileService } from '#modules/accounts/index.ts';
import type { EpisodeUpdates, FavoritesService } from '#modules/catalogue/index.ts';
import { createEpisodeNotices } from '#modules/notices/index.ts';
import type { MikroORM } from '@mikro-orm/postgresql';
import { jstMonthDay, jstDayStart } from '#platform/time/jst-day.ts';

/** Digests go out from 07:00 JST, not in the night. */
export const DIGEST_FROM_HOUR_JST = 7;

export type EpisodeNoticeWiring = {
  episodeUpdates: EpisodeUpdates;
  favorites: Pick<FavoritesService, 'favouritersOf'>;
  profile: Pick<ProfileService, 'episodeMailRecipients'>;
  mailer: Mailer;
  /** Told of each member who got a message (their unread count changed). */
  memberChanged: (userId: number) => void;
  now?: () => Date;
};

/**
 * New episodes of favourites (decision 055): the notices module writes the messages and digests; the
 * catalogue says what was published and who favourites it; accounts says who wants mail and sends it.
 */
export function createEpisodeNoticeJobs(orm: MikroORM, wiring: EpisodeNoticeWiring) {
  const notices = createEpisodeNotices(orm, {
    publishedBetween: (from, to) => wiring.episodeUpdates.publishedBetween(from, to),
    favouritersOf: (codes) => wiring.favorites.favouritersOf(codes),
    now: wiring.now,
  });

  return {
    notices,

    /** Messages for the episodes published since the last run. */
    async notify(): Promise<{ episodes: number; notified: number }> {
      const { episodes, notified } = await notices.run();
      for (const userId of notified) wiring.memberChanged(userId);
      return { episodes, notified: notified.length };
    },

    /** Yesterday's (JST) digest mail to each member who asked for it, once per member and day. */
    async sendDigests(): Promise<{ sent: number }> {
      const at = wiring.now?.() ?? new Date();
      if ((at.getUTCHours() + 9) % 24 < DIGEST_FROM_HOUR_JST) return { sent: 0 };
      const day = notices.digestDay(at);
      const recipients = await wiring.profile.episodeMailRecipients(await notices.membersWithNews(day));
      const emails = new Map(recipients.map((r) => [r.userId, r.email]));
      const publicUrl = wiring.mailer.settings.publicUrl;
      let sent = 0;
      for (const digest of await notices.digestsFor(day, [...emails.keys()])) {
        const mail = episodeDigestMail(
          emails.get(digest.userId)!,
          jstMonthDay(jstDayStart(day)),
          digest.items.map((item) => ({ title: item.title, lines: item.body, url: linkTo(publicUrl, item.linkUrl) })),
          linkTo(publicUrl, '/profile/') + '#profile-mail',
        );
        const queued = await notices.transactional(async (em) => ((await notices.recordDigest(em, digest.userId, day, digest.items.length)) ? wiring.mailer.queue(em, mail) : null));
        if (!queued) continue;
        sent += 1;
        // A failed send stays queued: the mail job retries it.
        await wiring.mailer.deliver(queued).catch(() => undefined);
      }
      return { sent };
    },
  };
}

export type EpisodeNoticeJobs = ReturnType<typeof createEpisodeNoticeJobs>;

import { config } from '#platform/config.ts';
import { createInvalidationBus, type InvalidationBus } from '#platform/bus/invalidation-bus.ts';

/**
 * What the processes of a deployment tell each other (decision 041). Each topic drops the in-memory
 * copies that may be stale: `catalogue` (content blocks, titles, campaigns shown on pages: title details,
 * related lists, list/store/search answers and the anonymous page cache), `rankings` (after a refresh),
 * `site-settings` (banners, daily recommendation: also the page cache). Keyed by what changed (no key:
 * all of it): `member` with a member's id (that member wrote: their part of initialize — wallet, notice
 * read marks, agreements, reads — and their page state, decision 045/046), `account` with a member's id
 * (what their session rows carry changed: profile, agreements, sessions, linked accounts; decision 073),
 * `title` with a title code (a review of it changed: its cached member pages).
 */
export const TOPICS = { catalogue: 'catalogue', rankings: 'rankings', siteSettings: 'site-settings', member: 'member', account: 'account', title: 'title' } as const;

type Holder = { bus?: InvalidationBus };
const holder = ((globalThis as { __yomibaBus?: Holder }).__yomibaBus ??= {});

/** The process's bus: over Redis pub/sub when REDIS_URL is set, else for this process alone. */
export function processBus(): InvalidationBus {
  holder.bus ??= createInvalidationBus({ redisUrl: config.redisUrl, channel: config.busChannel });
  return holder.bus;
}

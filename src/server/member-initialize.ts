import { AdultSetting } from '#modules/accounts/client.ts';
import type { MemberPart, UserView } from '#modules/accounts/index.ts';
import { createCache } from '#platform/cache/cache.ts';

/**
 * One source of a member's own part of initialize: some fields of `user` and/or some top-level fields.
 * Sources run concurrently and their parts are merged in order (a later one wins on a shared field).
 * A new member field is one more source here, plus an invalidation where its data is written.
 */
export type MemberPartSource = (user: UserView) => Promise<Partial<MemberPart>>;

export type MemberInitializeOptions = {
  /** How long a member's part is reused (MEMBER_STATE_TTL_MS): the bound for changes that come with time (expiries, notices published for later). */
  ttlMs: number;
  /** Members whose part is kept at most (least recently used first out). */
  max?: number;
  /** Clock in milliseconds (tests). */
  now?: () => number;
};

/**
 * Initialize's per-member part, composed from the modules' sources and cached per member (and audience:
 * last reads depend on the adult setting). A hit costs no query: the request's only statement is the
 * session lookup, which stays per request so that a revoked session ends at once. Writes that change a
 * member's part drop it through the invalidation bus (`drop(userId)`; `drop()` for every member), in every
 * process; the TTL bounds what changes without a write (a coin lot expiring, a notice's publication time).
 */
export function createMemberInitialize(sources: MemberPartSource[], options: MemberInitializeOptions) {
  const parts = createCache<MemberPart>({ max: options.max ?? 20_000, ttlMs: options.ttlMs, now: options.now });
  const keyOf = (userId: number, adult: boolean) => `${userId}:${adult ? 'adult' : 'general'}`;

  async function compose(user: UserView): Promise<MemberPart> {
    const found = await Promise.all(sources.map((source) => source(user)));
    const part: MemberPart = { user: {}, fields: {} };
    for (const { user: fields, fields: top } of found) {
      Object.assign(part.user, fields);
      Object.assign(part.fields, top);
    }
    return part;
  }

  return {
    /** The member's part: from the cache, else composed (concurrent requests of one member share one composition). */
    partOf(user: UserView): Promise<MemberPart> {
      return parts.get(keyOf(user.userId, user.userValidAdult === AdultSetting.Enabled), () => compose(user));
    },
    /** Forgets a member's part (their wallet, read marks, agreements or reads changed), or everyone's. */
    drop(userId?: number) {
      if (userId === undefined) return parts.clear();
      parts.delete(keyOf(userId, true));
      parts.delete(keyOf(userId, false));
    },
    get size() {
      return parts.size;
    },
  };
}

export type MemberInitialize = ReturnType<typeof createMemberInitialize>;

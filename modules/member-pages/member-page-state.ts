import { createCache } from '#platform/cache/cache.ts';
import { MAX_NEEDED_CODES, MAX_NEEDED_TITLES, type MemberOwned, type MemberPageNeeds, type MemberPageState, type MemberResume, type MemberTitleState } from './client.ts';

/** The member-specific reads (from the catalogue and the reader modules, wired in src/server/services.ts). */
export type MemberPageStateDeps = {
  favoriteCodes: (userId: number) => Promise<string[]>;
  titleFacts: (userId: number, titleCode: string) => Promise<Omit<MemberTitleState, 'resume' | 'owned'> | null>;
  resumePoint: (userId: number, titleCode: string) => Promise<MemberResume | null>;
  /** What the member owns or rents now, of one title or (no code) of every title. */
  owned: (userId: number, titleCode?: string) => Promise<(MemberOwned & { titleCode: string })[]>;
  /** Member records kept (LRU) and for how long at most (their writes drop them at once). */
  maxMembers?: number;
  ttlMs?: number;
};

/** Who the state is for: their name and icon come from the session the page already read. */
export type MemberIdentity = { userId: number; displayName: string | null; imageUrl: string | null };

/**
 * A member's last write, as their own browser carries it (set on every successful write of theirs): a
 * record loaded before it is not used, so their next view shows the write even on a process the bus
 * message has not reached yet.
 */
export const MEMBER_WRITE_COOKIE = 'yomiba_mw';

let writes = 0;
/** The Set-Cookie of a member's write. */
export function memberWriteCookie(secure: boolean): string {
  writes = (writes + 1) % 1_000_000;
  return `${MEMBER_WRITE_COOKIE}=${Date.now().toString(36)}.${writes.toString(36)}.${Math.floor(Math.random() * 1296).toString(36)}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The write mark in a Cookie header ('' without one). */
export function memberWriteMark(cookieHeader: string | null | undefined): string {
  const match = new RegExp(`(?:^|;\\s*)${MEMBER_WRITE_COOKIE}=([0-9a-z.]{1,40})`).exec(cookieHeader ?? '');
  return match?.[1] ?? '';
}

type MemberRecord = {
  /** The member's write mark when the record was made. */
  mark: string;
  favorites?: Promise<Set<string>>; purchased?: Promise<Set<string>>; titles: Map<string, Promise<MemberTitleState | null>> };

/**
 * Per-member caches behind the state spliced into a member's page (decision 045): the member's favourite
 * codes and the titles they own something of (one statement each) and, per title page, their favourite,
 * review, the title's counts, their resume point and what they own of it (three statements, in parallel). A member's write drops their record in every process (`forget`, on the
 * bus), so their next view shows it; nothing here is ever shared between members.
 */
export function createMemberPageState(deps: MemberPageStateDeps) {
  const members = createCache<MemberRecord>({ max: deps.maxMembers ?? 20_000, ttlMs: deps.ttlMs ?? 60_000 });
  const maxTitlesPerMember = 64;

  const recordOf = async (userId: number, mark: string): Promise<MemberRecord> => {
    const record = await members.get(String(userId), async () => ({ mark, titles: new Map() }));
    if (record.mark === mark) return record;
    // Written since (the bus message may still be on its way to this process): start afresh.
    members.delete(String(userId));
    return members.get(String(userId), async () => ({ mark, titles: new Map() }));
  };

  async function favoritesOf(record: MemberRecord, userId: number): Promise<Set<string>> {
    record.favorites ??= deps.favoriteCodes(userId).then((codes) => new Set(codes));
    record.favorites.catch(() => (record.favorites = undefined));
    return record.favorites;
  }

  async function purchasedOf(record: MemberRecord, userId: number): Promise<Set<string>> {
    record.purchased ??= deps.owned(userId).then((rows) => new Set(rows.map((row) => row.titleCode)));
    record.purchased.catch(() => (record.purchased = undefined));
    return record.purchased;
  }

  function titleOf(record: MemberRecord, userId: number, code: string): Promise<MemberTitleState | null> {
    let state = record.titles.get(code);
    if (!state) {
      if (record.titles.size >= maxTitlesPerMember) record.titles.delete(record.titles.keys().next().value!);
      state = Promise.all([deps.titleFacts(userId, code), deps.resumePoint(userId, code), deps.owned(userId, code)]).then(([facts, resume, owned]) =>
        facts ? { ...facts, resume, owned: owned.map(({ volumeSerialNumber, storyNumber, rental }) => ({ volumeSerialNumber, storyNumber, rental })) } : null,
      );
      state.catch(() => record.titles.delete(code));
      record.titles.set(code, state);
    }
    return state;
  }

  return {
    /** The member's state for what a page needs. */
    /** `mark`: the member's write mark from their request (memberWriteMark). */
    async forPage(member: MemberIdentity, needs: MemberPageNeeds, mark = ''): Promise<MemberPageState> {
      const record = await recordOf(member.userId, mark);
      const codes = [...new Set(needs.codes)].slice(0, MAX_NEEDED_CODES);
      const titleCodes = [...new Set(needs.titles)].slice(0, MAX_NEEDED_TITLES);
      const [favorites, purchased, titles] = await Promise.all([
        codes.length ? favoritesOf(record, member.userId) : Promise.resolve(new Set<string>()),
        codes.length ? purchasedOf(record, member.userId) : Promise.resolve(new Set<string>()),
        Promise.all(titleCodes.map((code) => titleOf(record, member.userId, code))),
      ]);
      const byCode: Record<string, MemberTitleState> = {};
      titleCodes.forEach((code, index) => {
        const state = titles[index];
        if (state) byCode[code] = state;
      });
      return {
        name: member.displayName ?? '会員',
        icon: member.imageUrl,
        codes,
        favorites: codes.filter((code) => favorites.has(code)),
        purchased: codes.filter((code) => purchased.has(code)),
        titles: byCode,
      };
    },
    /** The member wrote something: their next view reads afresh. */
    forget(userId: number) {
      members.delete(String(userId));
    },
    clear() {
      members.clear();
    },
  };
}

export type MemberPageStateService = ReturnType<typeof createMemberPageState>;

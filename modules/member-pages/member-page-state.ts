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

type MemberRecord = { favorites?: Promise<Set<string>>; purchased?: Promise<Set<string>>; titles: Map<string, Promise<MemberTitleState | null>> };

/**
 * Per-member caches behind the state spliced into a member's page (decision 045): the member's favourite
 * codes and the titles they own something of (one statement each) and, per title page, their favourite,
 * review, the title's counts, their resume point and what they own of it (three statements, in parallel). A member's write drops their record in every process (`forget`, on the
 * bus), so their next view shows it; nothing here is ever shared between members.
 */
export function createMemberPageState(deps: MemberPageStateDeps) {
  const members = createCache<MemberRecord>({ max: deps.maxMembers ?? 20_000, ttlMs: deps.ttlMs ?? 60_000 });
  const maxTitlesPerMember = 64;

  const recordOf = (userId: number) => members.get(String(userId), async () => ({ titles: new Map() }));

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
    async forPage(member: MemberIdentity, needs: MemberPageNeeds): Promise<MemberPageState> {
      const record = await recordOf(member.userId);
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

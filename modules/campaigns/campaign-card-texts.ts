import type { MikroORM } from '@mikro-orm/postgresql';
import { createCache } from '#platform/cache/cache.ts';
import { CampaignTitle } from './entities/campaign-title.ts';

/** What a title's card shows of a campaign running for it: its card text, colour and end (the card's 「〇月〇日まで」, ISO). */
export type CampaignCardText = { text: string; color: string | null; endsAt: string };

type Window = { startsAt: number; endsAt: number; id: number; card: CampaignCardText };

/** Every campaign with a card text that has not ended by `from`, by target title (soonest to end first). */
type Snapshot = { from: number; byCode: Map<string, Window[]> };

export type CampaignCardTextsOptions = {
  /**
   * How long one read of the campaigns' targets is reused (default 10 s, then answered 10 s more while one
   * read refreshes it). A staff save drops it at once (`drop`); the TTL bounds a row written any other way.
   */
  ttlMs?: number;
  staleMs?: number;
};

const toHex = (value: number | null | undefined) => (value == null ? null : `#${(value & 0xffffff).toString(16).padStart(6, '0')}`);

/**
 * The campaign texts that cards everywhere show (decision 064). One read of every campaign still to end
 * (and its target titles) is kept per process; each lookup picks the windows that hold `at` in memory, so a
 * text is gone at its end (end exclusive) without a query, a restart or a cache drop. A title targeted by
 * several running campaigns shows the one that ends first (then the older one).
 */
export function createCampaignCardTexts(orm: MikroORM, options: CampaignCardTextsOptions = {}) {
  const snapshots = createCache<Snapshot>({ max: 1, ttlMs: options.ttlMs ?? 10_000, staleMs: options.staleMs ?? 10_000 });

  async function read(from: Date): Promise<Snapshot> {
    const links = await orm.em.fork().find(
      CampaignTitle,
      { campaign: { cardText: { $ne: null }, deletedAt: null, endsAt: { $gt: from } } },
      { populate: ['campaign'], orderBy: { campaign: { endsAt: 'asc', id: 'asc' } } },
    );
    const byCode = new Map<string, Window[]>();
    for (const { titleCode, campaign: c } of links) {
      const windows = byCode.get(titleCode) ?? [];
      windows.push({ startsAt: c.startsAt.getTime(), endsAt: c.endsAt.getTime(), id: c.id, card: { text: c.cardText!, color: toHex(c.color), endsAt: c.endsAt.toISOString() } });
      byCode.set(titleCode, windows);
    }
    return { from: from.getTime(), byCode };
  }

  return {
    /** The running campaign text of each of these titles at `at` (titles without one are left out). */
    async campaignTextOf(titleCodes: readonly string[], at: Date): Promise<Map<string, CampaignCardText>> {
      let snapshot = await snapshots.get('all', () => read(at));
      // A moment before the read (a staff 'as of' preview, a test's clock): campaigns ended since are not in it.
      if (at.getTime() < snapshot.from) snapshot = await read(at);
      const found = new Map<string, CampaignCardText>();
      if (snapshot.byCode.size === 0) return found;
      const now = at.getTime();
      for (const code of titleCodes) {
        const running = snapshot.byCode.get(code)?.find((w) => w.startsAt <= now && now < w.endsAt);
        if (running) found.set(code, running.card);
      }
      return found;
    },
    /** Forgets the read (a campaign was saved here or in another process). */
    drop(): void {
      snapshots.clear();
    },
  };
}

export type CampaignCardTexts = ReturnType<typeof createCampaignCardTexts>;

import type { MikroORM } from '@mikro-orm/postgresql';
import { Campaign, type CampaignFamily, type CampaignKind } from './entities/campaign.ts';
import { CampaignTitle } from './entities/campaign-title.ts';
import { campaignPath } from './campaign-paths.ts';
import { phaseAt, windowText, type CampaignPhase } from './campaign-window.ts';
import { readBody, type PageBody } from './page-body.ts';

/** The rewards module's running gacha as a gacha LP shows it (injected by the composition root). */
export type GachaTeaser = { label: string; description: string; href: string };

export type CampaignServiceOptions = { now?: () => Date; runningGacha?: () => Promise<GachaTeaser | null> };

/** A campaign as pages see it at the moment asked (its phase is worked out then, never stored). */
export type CampaignView = {
  id: number;
  family: CampaignFamily;
  slug: string;
  kind: CampaignKind;
  name: string;
  lead: string;
  terms: string;
  /** Shown on cards and the title page while running; null once ended (or before it starts). */
  cardText: string | null;
  color: string | null;
  startsAt: string;
  endsAt: string;
  windowText: string;
  phase: CampaignPhase;
  href: string | null;
  publishedAt: string | null;
  hashtag: string | null;
  body: PageBody;
};

export type CampaignPage = { campaign: CampaignView; titleCodes: string[]; notes: Record<string, string> };

const toHex = (value: number | null | undefined) => (value == null ? null : `#${(value & 0xffffff).toString(16).padStart(6, '0')}`);

export function toCampaignView(c: Campaign, at: Date): CampaignView {
  const phase = phaseAt(c, at);
  return {
    id: c.id,
    family: c.family,
    slug: c.slug,
    kind: c.kind,
    name: c.name,
    lead: c.lead,
    terms: c.terms,
    cardText: phase === 'running' ? (c.cardText ?? null) : null,
    color: toHex(c.color),
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt.toISOString(),
    windowText: windowText(c),
    phase,
    href: campaignPath(c.family, c.slug),
    publishedAt: c.publishedAt?.toISOString() ?? null,
    hashtag: c.hashtag ?? null,
    body: readBody(c.body),
  };
}

/** Families shown in the /special/ index (the campaign listing and events have their own pages). */
const SPECIAL_FAMILIES: CampaignFamily[] = ['lp', 'block_lp', 'multi_lp', 'booklist', 'yearranking', 'tweet_present', 'landing', 'named'];

/**
 * Campaigns and special pages (issue 17, decision 051). Every answer is worked out at `now()`, so
 * pages switch at a window's boundary on their own; caches in front of them are dropped at each
 * boundary (nextBoundary) and never outlive their TTL.
 */
export function createCampaignService(orm: MikroORM, options: CampaignServiceOptions = {}) {
  const now = () => options.now?.() ?? new Date();
  const fork = () => orm.em.fork();

  return {
    /** Campaigns of a family running now, the soonest to end first. */
    async running(family: CampaignFamily = 'campaign'): Promise<CampaignView[]> {
      const at = now();
      const rows = await fork().find(Campaign, { family, startsAt: { $lte: at }, endsAt: { $gt: at } }, { orderBy: { endsAt: 'asc', id: 'asc' } });
      return rows.map((c) => toCampaignView(c, at));
    },
    /** /event/: every campaign running or still to come, by start. */
    async events(limit = 100): Promise<CampaignView[]> {
      const at = now();
      const rows = await fork().find(Campaign, { endsAt: { $gt: at } }, { orderBy: { startsAt: 'asc', id: 'asc' }, limit });
      return rows.map((c) => toCampaignView(c, at));
    },
    /** /special/: the special features published by now, newest first (finished ones stay, marked so). */
    async specialIndex(limit = 100): Promise<CampaignView[]> {
      const at = now();
      const rows = await fork().find(Campaign, { family: { $in: SPECIAL_FAMILIES }, publishedAt: { $ne: null, $lte: at } }, { orderBy: { publishedAt: 'desc', id: 'desc' }, limit });
      return rows.map((c) => toCampaignView(c, at));
    },
    /** A family's page by its slug, with its target titles in order; null when unknown. */
    async page(family: CampaignFamily, slug: string): Promise<CampaignPage | null> {
      const em = fork();
      const campaign = await em.findOne(Campaign, { family, slug });
      if (!campaign) return null;
      const titles = await em.find(CampaignTitle, { campaign }, { orderBy: { position: 'asc', id: 'asc' } });
      const notes: Record<string, string> = {};
      for (const t of titles) if (t.note) notes[t.titleCode] = t.note;
      return { campaign: toCampaignView(campaign, now()), titleCodes: titles.map((t) => t.titleCode), notes };
    },
    async exists(family: CampaignFamily, slug: string): Promise<boolean> {
      return (await fork().count(Campaign, { family, slug })) > 0;
    },
    async titleCount(family: CampaignFamily, slug: string): Promise<number> {
      return fork().count(CampaignTitle, { campaign: { family, slug } });
    },
    /** The campaigns with a card text running now that target a title (what its page shows; nothing once they end). */
    async runningForTitle(titleCode: string): Promise<CampaignView[]> {
      const at = now();
      const links = await fork().find(CampaignTitle, { titleCode, campaign: { cardText: { $ne: null }, startsAt: { $lte: at }, endsAt: { $gt: at } } }, { populate: ['campaign'], orderBy: { campaign: { endsAt: 'asc' } } });
      return links.map((l) => toCampaignView(l.campaign, at));
    },
    /** The gacha a gacha LP points to (the rewards module's running one), or null when none runs. */
    async gacha(): Promise<GachaTeaser | null> {
      return (await options.runningGacha?.()) ?? null;
    },
    /** The next start or end after `after` (default now), when what pages show changes; null when none is ahead. */
    async nextBoundary(after: Date = now()): Promise<Date | null> {
      const [start, end] = await Promise.all([
        fork().findOne(Campaign, { startsAt: { $gt: after } }, { orderBy: { startsAt: 'asc' }, fields: ['startsAt'] }),
        fork().findOne(Campaign, { endsAt: { $gt: after } }, { orderBy: { endsAt: 'asc' }, fields: ['endsAt'] }),
      ]);
      const times = [start?.startsAt, end?.endsAt].filter((at): at is Date => at instanceof Date).map((at) => at.getTime());
      return times.length > 0 ? new Date(Math.min(...times)) : null;
    },
  };
}

export type CampaignService = ReturnType<typeof createCampaignService>;

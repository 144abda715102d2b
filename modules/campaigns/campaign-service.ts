import type { MikroORM } from '@mikro-orm/postgresql';
import { draftedIds, overlayDrafts } from '#platform/drafts/scheduled-overlay.ts';
import { Campaign, type CampaignFamily, type CampaignKind } from './entities/campaign.ts';
import { CampaignTitle } from './entities/campaign-title.ts';
import { campaignPath } from './campaign-paths.ts';
import { fields, toEdit, type CampaignEdit } from './campaign-editing.ts';
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

/** A staff draft scheduled by the preview's time: the campaign's fields (all for a new one, null objectId). */
export type ScheduledCampaignDraft = { objectId: string | null; value: Record<string, unknown> };

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

  type Overlaid = { id: number; edit: CampaignEdit; body: Record<string, unknown> };
  /**
   * `stored` (and the campaigns the drafts change) with the scheduled drafts laid over them, oldest draft first;
   * a draft of a new campaign is one more (id 0). Target titles only where `titlesOf` gives them.
   */
  async function overlay(em: ReturnType<typeof fork>, stored: Campaign[], scheduled: readonly ScheduledCampaignDraft[], titlesOf: (id: number) => string[] = () => []): Promise<Overlaid[]> {
    const have = new Set(stored.map((c) => c.id));
    const missing = draftedIds(scheduled).filter((id) => !have.has(id));
    const all = missing.length ? [...stored, ...(await em.find(Campaign, { id: { $in: missing } }))] : stored;
    const records = all.map((c) => ({ id: c.id, record: { edit: toEdit(c, titlesOf(c.id)), body: (c.body ?? {}) as Record<string, unknown> } }));
    return overlayDrafts(records, scheduled, (before, value) => ({ edit: { ...before?.edit, ...value } as CampaignEdit, body: before?.body ?? {} }))
      .map(({ id, record }) => ({ id, ...record }))
      .filter(({ edit }) => !edit.deletedAt);
  }
  const viewOf = ({ id, edit, body }: Overlaid, at: Date) => toCampaignView({ id, ...fields(edit, body) } as Campaign, at);
  const byTime = (key: 'startsAt' | 'endsAt') => (a: Overlaid, b: Overlaid) => new Date(a.edit[key]).getTime() - new Date(b.edit[key]).getTime() || a.id - b.id;

  return {
    /** Campaigns of a family running now (or at `at`: the staff 'as of' preview, decision 058), the soonest to end first. */
    async running(family: CampaignFamily = 'campaign', at: Date = now()): Promise<CampaignView[]> {
      const rows = await fork().find(Campaign, { family, deletedAt: null, startsAt: { $lte: at }, endsAt: { $gt: at } }, { orderBy: { endsAt: 'asc', id: 'asc' } });
      return rows.map((c) => toCampaignView(c, at));
    },
    /** /event/: every campaign running or still to come, by start. */
    async events(limit = 100, at: Date = now()): Promise<CampaignView[]> {
      const rows = await fork().find(Campaign, { deletedAt: null, endsAt: { $gt: at } }, { orderBy: { startsAt: 'asc', id: 'asc' }, limit });
      return rows.map((c) => toCampaignView(c, at));
    },
    /** /special/: the special features published by now, newest first (finished ones stay, marked so). */
    async specialIndex(limit = 100): Promise<CampaignView[]> {
      const at = now();
      const rows = await fork().find(Campaign, { family: { $in: SPECIAL_FAMILIES }, deletedAt: null, publishedAt: { $ne: null, $lte: at } }, { orderBy: { publishedAt: 'desc', id: 'desc' }, limit });
      return rows.map((c) => toCampaignView(c, at));
    },
    /** A family's page by its slug, with its target titles in order; null when unknown. */
    async page(family: CampaignFamily, slug: string, at: Date = now()): Promise<CampaignPage | null> {
      const em = fork();
      const campaign = await em.findOne(Campaign, { family, slug, deletedAt: null });
      if (!campaign) return null;
      const titles = await em.find(CampaignTitle, { campaign }, { orderBy: { position: 'asc', id: 'asc' } });
      const notes: Record<string, string> = {};
      for (const t of titles) if (t.note) notes[t.titleCode] = t.note;
      return { campaign: toCampaignView(campaign, at), titleCodes: titles.map((t) => t.titleCode), notes };
    },
    /**
     * A page as the staff 'as of' preview shows it at `at` (decision 071): staff's drafts scheduled by then
     * (handed in by the composition root, oldest first) laid over the stored campaigns. A draft may give a
     * stored campaign this address or take it away, or be a new campaign at it.
     */
    async pageAsOf(family: CampaignFamily, slug: string, at: Date, scheduled: readonly ScheduledCampaignDraft[]): Promise<CampaignPage | null> {
      const em = fork();
      const ids = draftedIds(scheduled);
      const stored = await em.find(Campaign, { $or: [{ family, slug }, ...(ids.length ? [{ id: { $in: ids } }] : [])] });
      const titles = stored.length ? await em.find(CampaignTitle, { campaign: { $in: stored.map((c) => c.id) } }, { orderBy: { position: 'asc', id: 'asc' } }) : [];
      const titlesOf = (id: number) => titles.filter((t) => t.campaign.id === id);
      const shown = (await overlay(em, stored, scheduled, (id) => titlesOf(id).map((t) => t.titleCode))).filter(({ edit }) => edit.family === family && edit.slug === slug).at(-1);
      if (!shown) return null;
      const notes: Record<string, string> = {};
      for (const t of titlesOf(shown.id)) if (t.note && shown.edit.titleCodes.includes(t.titleCode)) notes[t.titleCode] = t.note;
      return { campaign: viewOf(shown, at), titleCodes: [...shown.edit.titleCodes], notes };
    },
    /** `running` in the staff 'as of' preview: with the campaign drafts scheduled by `at` laid over (decision 071). */
    async runningAsOf(family: CampaignFamily, at: Date, scheduled: readonly ScheduledCampaignDraft[]): Promise<CampaignView[]> {
      const em = fork();
      const stored = await em.find(Campaign, { family, deletedAt: null, startsAt: { $lte: at }, endsAt: { $gt: at } });
      const live = (await overlay(em, stored, scheduled)).filter(({ edit }) => edit.family === family && new Date(edit.startsAt) <= at && new Date(edit.endsAt) > at);
      return live.sort(byTime('endsAt')).map((o) => viewOf(o, at));
    },
    /** `events` in the staff 'as of' preview: with the campaign drafts scheduled by `at` laid over (decision 071). */
    async eventsAsOf(limit: number, at: Date, scheduled: readonly ScheduledCampaignDraft[]): Promise<CampaignView[]> {
      const em = fork();
      const stored = await em.find(Campaign, { deletedAt: null, endsAt: { $gt: at } }, { orderBy: { startsAt: 'asc', id: 'asc' }, limit });
      const ahead = (await overlay(em, stored, scheduled)).filter(({ edit }) => new Date(edit.endsAt) > at);
      return ahead.sort(byTime('startsAt')).slice(0, limit).map((o) => viewOf(o, at));
    },
    async exists(family: CampaignFamily, slug: string): Promise<boolean> {
      return (await fork().count(Campaign, { family, slug, deletedAt: null })) > 0;
    },
    async titleCount(family: CampaignFamily, slug: string): Promise<number> {
      return fork().count(CampaignTitle, { campaign: { family, slug, deletedAt: null } });
    },
    /** The campaigns with a card text running now that target a title (what its page shows; nothing once they end). */
    async runningForTitle(titleCode: string, at: Date = now()): Promise<CampaignView[]> {
      const links = await fork().find(CampaignTitle, { titleCode, campaign: { cardText: { $ne: null }, deletedAt: null, startsAt: { $lte: at }, endsAt: { $gt: at } } }, { populate: ['campaign'], orderBy: { campaign: { endsAt: 'asc' } } });
      return links.map((l) => toCampaignView(l.campaign, at));
    },
    /** The gacha a gacha LP points to (the rewards module's running one), or null when none runs. */
    async gacha(): Promise<GachaTeaser | null> {
      return (await options.runningGacha?.()) ?? null;
    },
    /** The next start or end after `after` (default now), when what pages show changes; null when none is ahead. */
    async nextBoundary(after: Date = now()): Promise<Date | null> {
      const [start, end] = await Promise.all([
        fork().findOne(Campaign, { deletedAt: null, startsAt: { $gt: after } }, { orderBy: { startsAt: 'asc' }, fields: ['startsAt'] }),
        fork().findOne(Campaign, { deletedAt: null, endsAt: { $gt: after } }, { orderBy: { endsAt: 'asc' }, fields: ['endsAt'] }),
      ]);
      const times = [start?.startsAt, end?.endsAt].filter((at): at is Date => at instanceof Date).map((at) => at.getTime());
      return times.length > 0 ? new Date(Math.min(...times)) : null;
    },
  };
}

export type CampaignService = ReturnType<typeof createCampaignService>;

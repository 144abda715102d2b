import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Campaign } from '../entities/campaign.ts';
import { CampaignEntry } from '../entities/campaign-entry.ts';
import { CampaignTitle } from '../entities/campaign-title.ts';
import { phaseAt } from '../campaign-window.ts';
import { campaignPath } from '../campaign-paths.ts';
import { presentCampaignPath } from '#platform/routes/site-paths.ts';
import { CampaignsError } from './campaigns-errors.ts';
import { commitmentOf, drawWinners } from './draw.ts';
import { entryKeyOf, readPresentRules } from './present-rules.ts';

export type PresentServiceOptions = {
  now?: () => Date;
  /** Title codes the member read at or after `since` (the reader module's history, injected). */
  readTitlesSince: (userId: number, since: Date) => Promise<string[]>;
  /** Tells a winner (the site's /message/ when the notices module offers it). */
  notifyWinner?: (userId: number, campaignName: string) => Promise<void>;
};

export type EntryInput = { course: string; answers: Record<string, string>; contact: Record<string, string> | null };
export type EntryView = { campaignId: number; campaignName: string; href: string | null; course: string; courseLabel: string | null; answers: Record<string, string>; enteredAt: string; won: boolean; drawn: boolean };

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * Present campaigns (応募, issue 17 item 4): eligibility from the campaign's data, one entry per member
 * per campaign (the unique constraint decides between parallel submissions), and a committed winner draw.
 */
export function createPresentService(orm: MikroORM, options: PresentServiceOptions) {
  const now = () => options.now?.() ?? new Date();
  const fork = () => orm.em.fork();

  async function presentCampaign(family: Campaign['family'], slug: string): Promise<Campaign> {
    const campaign = await fork().findOne(Campaign, { family, slug, deletedAt: null });
    if (!campaign) throw new CampaignsError('campaign-not-found');
    if (campaign.kind !== 'present') throw new CampaignsError('not-present');
    return campaign;
  }

  /** How many of the campaign's titles the member read inside its window so far, and how many it asks for. */
  async function eligibility(campaign: Campaign, userId: number): Promise<{ needed: number; read: number }> {
    const rules = readPresentRules(campaign.body);
    if (rules.readTitles === 0) return { needed: 0, read: 0 };
    const [titles, read] = await Promise.all([fork().find(CampaignTitle, { campaign }), options.readTitlesSince(userId, campaign.startsAt)]);
    const targets = new Set(titles.map((t) => t.titleCode));
    return { needed: rules.readTitles, read: new Set(read.filter((code) => targets.has(code))).size };
  }

  return {
    eligibility: async (family: Campaign['family'], slug: string, userId: number) => eligibility(await presentCampaign(family, slug), userId),

    /** Enters the member; refusals are CampaignsError (outside the window, ineligible, already entered…). */
    async enter(family: Campaign['family'], slug: string, userId: number, input: EntryInput): Promise<{ entryId: number }> {
      const campaign = await presentCampaign(family, slug);
      const at = now();
      if (phaseAt(campaign, at) !== 'running') throw new CampaignsError('outside-window');
      const rules = readPresentRules(campaign.body);
      if (rules.courses.length > 0 && !rules.courses.some((c) => c.code === input.course)) throw new CampaignsError('invalid-course');
      const { needed, read } = await eligibility(campaign, userId);
      if (read < needed) throw new CampaignsError('ineligible', { needed, read });
      try {
        // One entry per member and campaign: the unique constraint refuses a second, however many arrive at once.
        const id = await fork().insert(CampaignEntry, {
          campaign: campaign.id,
          user: userId,
          course: input.course,
          entryKey: entryKeyOf(rules, input.course),
          answers: input.answers,
          contact: rules.physicalPrize && input.contact ? input.contact : null,
          enteredAt: at,
          won: false,
        });
        return { entryId: Number(id) };
      } catch (error) {
        if (isUniqueViolation(error)) throw new CampaignsError(rules.onePer === 'course' ? 'already-entered-course' : 'already-entered');
        throw error;
      }
    },

    /** A campaign's present facts for its page: prizes, the draw's commitment and (after the draw) its seed. */
    async campaignFacts(campaignId: number) {
      const c = await fork().findOne(Campaign, { id: campaignId });
      return c ? { body: c.body, prizeCount: c.prizeCount ?? null, seedCommitment: c.seedCommitment ?? null, seed: c.drawnAt ? (c.seed ?? null) : null, drawnAt: c.drawnAt ?? null } : null;
    },
    /** The member's entries, newest first (already_entries). */
    async entriesOf(userId: number, family?: Campaign['family'], slug?: string): Promise<EntryView[]> {
      const where = family && slug ? { user: userId, campaign: { family, slug } } : { user: userId };
      const rows = await fork().find(CampaignEntry, where, { populate: ['campaign'], orderBy: { enteredAt: 'desc' } });
      // A campaign's first page: its main page, or the first part it has (spring-manga-2024 has only form/).
      const pathOf = (c: Campaign) => {
        const first = readPresentRules(c.body).parts[0] ?? 'main';
        return c.family === 'named' && first !== 'main' ? presentCampaignPath(c.slug, first) : campaignPath(c.family, c.slug);
      };
      return rows.map((e) => ({
        campaignId: e.campaign.id,
        campaignName: e.campaign.name,
        href: pathOf(e.campaign),
        course: e.course,
        courseLabel: readPresentRules(e.campaign.body).courses.find((c) => c.code === e.course)?.label ?? null,
        answers: e.answers,
        enteredAt: e.enteredAt.toISOString(),
        won: e.won,
        drawn: e.campaign.drawnAt != null,
      }));
    },

    /**
     * A new seed and its commitment, published on the page before entries close. The seed is kept secret
     * (the page shows it only once drawn); committing again returns the first commitment, never a new seed.
     * Refused once the campaign has ended: a hash published after the close proves nothing.
     */
    async commitSeed(campaignId: number, seed = randomBytes(32).toString('hex')): Promise<{ seed: string; commitment: string }> {
      const campaign = await fork().findOne(Campaign, { id: campaignId, deletedAt: null });
      if (!campaign) throw new CampaignsError('campaign-not-found');
      if (campaign.kind !== 'present') throw new CampaignsError('not-present');
      if (campaign.seedCommitment) return { seed: campaign.seed ?? '', commitment: campaign.seedCommitment };
      if (phaseAt(campaign, now()) === 'ended') throw new CampaignsError('seed-too-late');
      const commitment = commitmentOf(seed);
      const stored = await fork().nativeUpdate(Campaign, { id: campaignId, seedCommitment: null }, { seedCommitment: commitment, seed });
      if (stored === 0) {
        // Another request committed first: theirs stands.
        const first = await fork().findOneOrFail(Campaign, { id: campaignId });
        return { seed: first.seed ?? '', commitment: first.seedCommitment! };
      }
      return { seed, commitment };
    },
    /** The entries of a campaign for staff: how many per course, and who (member ids only, no contact details). */
    async entriesForStaff(campaignId: number) {
      const em = fork();
      const campaign = await em.findOne(Campaign, { id: campaignId });
      if (!campaign) throw new CampaignsError('campaign-not-found');
      const rows = await em.find(CampaignEntry, { campaign }, { orderBy: { enteredAt: 'asc', id: 'asc' } });
      const rules = readPresentRules(campaign.body);
      const counts = new Map<string, number>();
      for (const row of rows) counts.set(row.course, (counts.get(row.course) ?? 0) + 1);
      const known = rules.courses.map((c) => ({ code: c.code, label: c.label, count: counts.get(c.code) ?? 0 }));
      const others = [...counts.keys()].filter((code) => !rules.courses.some((c) => c.code === code)).map((code) => ({ code, label: code || 'コースなし', count: counts.get(code) ?? 0 }));
      return {
        total: rows.length,
        courses: [...known, ...others],
        entrants: rows.map((row) => ({ userId: row.user.id, course: row.course, enteredAt: row.enteredAt.toISOString(), won: row.won })),
        prizeCount: campaign.prizeCount ?? null,
        seedCommitment: campaign.seedCommitment ?? null,
        seed: campaign.drawnAt ? (campaign.seed ?? null) : null,
        drawnAt: campaign.drawnAt?.toISOString() ?? null,
        phase: phaseAt(campaign, now()),
      };
    },
    /**
     * After the close: checks the seed (default: the one kept at the commitment) against the published
     * commitment, marks the winners, reveals the seed, clears the losers' contact details and tells the
     * winners. Drawn once: the claim on the campaign row (`drawn_at is null`) lets one of parallel draws
     * through; the others, and any later one, are refused with 'already-drawn'.
     */
    async draw(campaignId: number, seed?: string): Promise<number[]> {
      const em = fork();
      const campaign = await em.findOne(Campaign, { id: campaignId });
      if (!campaign) throw new CampaignsError('campaign-not-found');
      if (campaign.drawnAt) throw new CampaignsError('already-drawn');
      if (phaseAt(campaign, now()) !== 'ended' || !campaign.seedCommitment) throw new CampaignsError('draw-not-ready');
      const used = seed ?? campaign.seed ?? '';
      if (commitmentOf(used) !== campaign.seedCommitment) throw new CampaignsError('seed-mismatch');
      const entrants = (await em.find(CampaignEntry, { campaign })).map((e) => e.user.id);
      const winners = drawWinners(used, campaign.id, entrants, campaign.prizeCount ?? 0);
      await em.transactional(async (tx) => {
        const claimed = await tx.nativeUpdate(Campaign, { id: campaign.id, drawnAt: null }, { seed: used, drawnAt: now() });
        if (claimed === 0) throw new CampaignsError('already-drawn');
        await tx.nativeUpdate(CampaignEntry, { campaign: campaign.id, user: { $in: winners } }, { won: true });
        await tx.nativeUpdate(CampaignEntry, { campaign: campaign.id, user: { $nin: winners } }, { contact: null });
      });
      for (const userId of winners) await options.notifyWinner?.(userId, campaign.name);
      return winners;
    },
    /**
     * Winners' contact details are kept only while the prize needs them: cleared once their campaign's
     * draw is WINNER_CONTACT_DAYS old (time enough to send the prize and answer a lost parcel). Returns
     * how many entries were cleared; run periodically (src/server/jobs.ts).
     */
    async forgetWinnerContacts(): Promise<number> {
      const before = new Date(now().getTime() - WINNER_CONTACT_DAYS * 24 * 60 * 60 * 1000);
      const drawn = await fork().find(Campaign, { drawnAt: { $ne: null, $lte: before } }, { fields: ['id'] });
      if (drawn.length === 0) return 0;
      return fork().nativeUpdate(CampaignEntry, { campaign: { $in: drawn.map((c) => c.id) }, contact: { $ne: null } }, { contact: null });
    },
  };
}

/** How long after the draw a winner's contact details (for a physical prize) are kept. */
export const WINNER_CONTACT_DAYS = 60;

export type PresentService = ReturnType<typeof createPresentService>;

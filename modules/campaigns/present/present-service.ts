import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Campaign } from '../entities/campaign.ts';
import { CampaignEntry } from '../entities/campaign-entry.ts';
import { CampaignTitle } from '../entities/campaign-title.ts';
import { phaseAt } from '../campaign-window.ts';
import { CampaignsError } from './campaigns-errors.ts';
import { commitmentOf, drawWinners } from './draw.ts';
import { readPresentRules } from './present-rules.ts';

export type PresentServiceOptions = {
  now?: () => Date;
  /** Title codes the member read at or after `since` (the reader module's history, injected). */
  readTitlesSince: (userId: number, since: Date) => Promise<string[]>;
  /** Tells a winner (the site's /message/ when the notices module offers it). */
  notifyWinner?: (userId: number, campaignName: string) => Promise<void>;
};

export type EntryInput = { course: string; answers: Record<string, string>; contact: Record<string, string> | null };
export type EntryView = { campaignId: number; campaignName: string; href: string | null; course: string; enteredAt: string; won: boolean; drawn: boolean };

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * Present campaigns (応募, issue 17 item 4): eligibility from the campaign's data, one entry per member
 * per campaign (the unique constraint decides between parallel submissions), and a committed winner draw.
 */
export function createPresentService(orm: MikroORM, options: PresentServiceOptions) {
  const now = () => options.now?.() ?? new Date();
  const fork = () => orm.em.fork();

  async function presentCampaign(family: Campaign['family'], slug: string): Promise<Campaign> {
    const campaign = await fork().findOne(Campaign, { family, slug });
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
          answers: input.answers,
          contact: rules.physicalPrize && input.contact ? input.contact : null,
          enteredAt: at,
          won: false,
        });
        return { entryId: Number(id) };
      } catch (error) {
        if (isUniqueViolation(error)) throw new CampaignsError('already-entered');
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
      return rows.map((e) => ({
        campaignId: e.campaign.id,
        campaignName: e.campaign.name,
        href: null,
        course: e.course,
        enteredAt: e.enteredAt.toISOString(),
        won: e.won,
        drawn: e.campaign.drawnAt != null,
      }));
    },

    /** A new seed and its commitment, published on the page before entries close (staff keep the seed). */
    async commitSeed(campaignId: number, seed = randomBytes(32).toString('hex')): Promise<{ seed: string; commitment: string }> {
      const commitment = commitmentOf(seed);
      await fork().nativeUpdate(Campaign, { id: campaignId, seedCommitment: null }, { seedCommitment: commitment });
      return { seed, commitment };
    },

    /**
     * After the close: checks the seed against the published commitment, marks the winners, reveals the
     * seed, clears the losers' contact details and tells the winners. Drawn once.
     */
    async draw(campaignId: number, seed: string): Promise<number[]> {
      const em = fork();
      const campaign = await em.findOne(Campaign, { id: campaignId });
      if (!campaign) throw new CampaignsError('campaign-not-found');
      if (phaseAt(campaign, now()) !== 'ended' || !campaign.seedCommitment) throw new CampaignsError('draw-not-ready');
      if (commitmentOf(seed) !== campaign.seedCommitment) throw new CampaignsError('seed-mismatch');
      if (campaign.drawnAt) return (await em.find(CampaignEntry, { campaign, won: true })).map((e) => e.user.id);
      const entrants = (await em.find(CampaignEntry, { campaign })).map((e) => e.user.id);
      const winners = drawWinners(seed, campaign.id, entrants, campaign.prizeCount ?? 0);
      await em.transactional(async (tx) => {
        await tx.nativeUpdate(CampaignEntry, { campaign: campaign.id, user: { $in: winners } }, { won: true });
        await tx.nativeUpdate(CampaignEntry, { campaign: campaign.id, user: { $nin: winners } }, { contact: null });
        await tx.nativeUpdate(Campaign, { id: campaign.id }, { seed, drawnAt: now() });
      });
      for (const userId of winners) await options.notifyWinner?.(userId, campaign.name);
      return winners;
    },
  };
}

export type PresentService = ReturnType<typeof createPresentService>;

import type { MikroORM } from '@mikro-orm/postgresql';
import { Campaign } from './entities/campaign.ts';
import { CampaignTitle } from './entities/campaign-title.ts';
import type { CampaignFamily, CampaignKind } from './campaign-kinds.ts';
import { campaignPath } from './campaign-paths.ts';
import { phaseAt, type CampaignPhase } from './campaign-window.ts';
import { CampaignsError } from './present/campaigns-errors.ts';
import { readPresentRules } from './present/present-rules.ts';

/** A present campaign's entry form (its `body`): courses, how many target titles must be read, whether a prize is posted. */
export type EntryFormSettings = { courses: { code: string; label: string }[]; readTitles: number; physicalPrize: boolean };

/**
 * A campaign as the staff console edits it (decision 056): plain JSON, dates as ISO strings, the target
 * titles (or booklist) as title codes in order. What `body` holds beyond the entry form and the prize line
 * (blocks, tabs…) is kept as it is.
 */
export type CampaignEdit = {
  family: CampaignFamily;
  slug: string;
  kind: CampaignKind;
  name: string;
  lead: string;
  terms: string;
  cardText: string | null;
  /** '#rrggbb' or null. */
  color: string | null;
  startsAt: string;
  endsAt: string;
  publishedAt: string | null;
  hashtag: string | null;
  titleCodes: string[];
  /** Present campaigns: the number of winners and the prize line shown by law (景品表示法). */
  prizeCount: number | null;
  prizesText: string | null;
  entryForm: EntryFormSettings | null;
  deletedAt: string | null;
};

/** A row of the console's list: the campaign, its phase now, its page and its draw. */
export type CampaignListEntry = CampaignEdit & { id: number; phase: CampaignPhase; href: string | null; seedCommitment: string | null; drawnAt: string | null };

const toHex = (value: number | null | undefined) => (value == null ? null : `#${(value & 0xffffff).toString(16).padStart(6, '0')}`);
const fromHex = (value: string | null) => (value ? Number.parseInt(value.slice(1), 16) : null);
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export function toEdit(c: Campaign, titleCodes: string[]): CampaignEdit {
  const body = (c.body ?? {}) as Record<string, unknown>;
  const rules = readPresentRules(body);
  return {
    family: c.family,
    slug: c.slug,
    kind: c.kind,
    name: c.name,
    lead: c.lead,
    terms: c.terms,
    cardText: c.cardText ?? null,
    color: toHex(c.color),
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt.toISOString(),
    publishedAt: c.publishedAt?.toISOString() ?? null,
    hashtag: c.hashtag ?? null,
    titleCodes,
    prizeCount: c.prizeCount ?? null,
    prizesText: typeof body.prizes === 'string' && body.prizes ? body.prizes : null,
    entryForm: c.kind === 'present' ? { courses: rules.courses, readTitles: rules.readTitles, physicalPrize: rules.physicalPrize } : null,
    deletedAt: c.deletedAt?.toISOString() ?? null,
  };
}

/** The `body` with the edit's entry form and prize line over what it already held. */
function bodyOf(previous: Record<string, unknown>, next: CampaignEdit): Record<string, unknown> {
  const body: Record<string, unknown> = { ...previous };
  if (next.prizesText) body.prizes = next.prizesText;
  else delete body.prizes;
  if (next.entryForm) {
    body.courses = next.entryForm.courses;
    body.eligibility = { ...(previous.eligibility as Record<string, unknown> | undefined), readTitles: next.entryForm.readTitles };
    body.physicalPrize = next.entryForm.physicalPrize;
  }
  return body;
}

/** The entity's fields of an edit (its body over `previousBody`). */
export function fields(next: CampaignEdit, previousBody: Record<string, unknown>) {
  return {
    family: next.family,
    slug: next.slug,
    kind: next.kind,
    name: next.name,
    lead: next.lead,
    terms: next.terms,
    cardText: next.cardText,
    color: fromHex(next.color),
    startsAt: new Date(next.startsAt),
    endsAt: new Date(next.endsAt),
    publishedAt: next.publishedAt ? new Date(next.publishedAt) : null,
    hashtag: next.hashtag,
    prizeCount: next.prizeCount,
    body: bodyOf(previousBody, next),
    deletedAt: next.deletedAt ? new Date(next.deletedAt) : null,
  };
}

/**
 * What the staff console reaches of campaigns (decision 056): read, write, create and list, on this
 * module's own tables; the composition root hands these functions to the console (decision 001).
 */
export function createCampaignEditing(orm: MikroORM, options: { now?: () => Date } = {}) {
  const now = () => options.now?.() ?? new Date();
  const fork = () => orm.em.fork();

  async function titleCodesOf(campaignIds: number[]): Promise<Map<number, string[]>> {
    const rows = campaignIds.length ? await fork().find(CampaignTitle, { campaign: { $in: campaignIds } }, { orderBy: { position: 'asc', id: 'asc' } }) : [];
    const byCampaign = new Map<number, string[]>();
    for (const row of rows) byCampaign.set(row.campaign.id, [...(byCampaign.get(row.campaign.id) ?? []), row.titleCode]);
    return byCampaign;
  }

  /** Puts the target titles in the given order: keeps the notes of those that stay, drops the others. */
  async function storeTitles(em: ReturnType<typeof fork>, campaign: Campaign, codes: string[]) {
    const existing = await em.find(CampaignTitle, { campaign });
    const wanted = new Set(codes);
    for (const row of existing) if (!wanted.has(row.titleCode)) em.remove(row);
    codes.forEach((titleCode, position) => {
      const row = existing.find((r) => r.titleCode === titleCode);
      if (row) row.position = position;
      else em.create(CampaignTitle, { campaign, titleCode, position, note: null });
    });
  }

  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new CampaignsError('slug-taken');
      throw error;
    }
  };

  return {
    async read(id: string): Promise<CampaignEdit | null> {
      const campaign = await fork().findOne(Campaign, { id: Number(id) });
      if (!campaign) return null;
      return toEdit(campaign, (await titleCodesOf([campaign.id])).get(campaign.id) ?? []);
    },
    async write(id: string, next: CampaignEdit): Promise<void> {
      await guard(() =>
        fork().transactional(async (em) => {
          const campaign = await em.findOneOrFail(Campaign, { id: Number(id) });
          em.assign(campaign, fields(next, (campaign.body ?? {}) as Record<string, unknown>));
          await storeTitles(em, campaign, next.titleCodes);
        }),
      );
    },
    async create(value: CampaignEdit): Promise<string> {
      return guard(() =>
        fork().transactional(async (em) => {
          const campaign = em.create(Campaign, { ...fields(value, {}), seedCommitment: null, seed: null, drawnAt: null });
          await em.flush();
          await storeTitles(em, campaign, value.titleCodes);
          await em.flush();
          return String(campaign.id);
        }),
      );
    },
    /** Every campaign (trashed ones too), the latest start first. */
    async list(): Promise<CampaignListEntry[]> {
      const at = now();
      const rows = await fork().find(Campaign, {}, { orderBy: { startsAt: 'desc', id: 'desc' } });
      const titles = await titleCodesOf(rows.map((c) => c.id));
      return rows.map((c) => ({
        ...toEdit(c, titles.get(c.id) ?? []),
        id: c.id,
        phase: phaseAt(c, at),
        href: campaignPath(c.family, c.slug),
        seedCommitment: c.seedCommitment ?? null,
        drawnAt: c.drawnAt?.toISOString() ?? null,
      }));
    },
  };
}

export type CampaignEditing = ReturnType<typeof createCampaignEditing>;

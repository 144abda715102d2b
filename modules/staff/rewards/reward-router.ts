import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '#platform/http/validate.ts';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import { versionOnly } from '../banners/banner-rules.ts';
import { diffSnapshots } from '../edits/diff.ts';
import { draftFields } from '../edits/draft-router.ts';
import type { StaffDrafts } from '../edits/staff-drafts.ts';
import type { EditableKind, Saved, StaffEdits } from '../edits/staff-edits.ts';
import { StaffError } from '../staff-errors.ts';
import { staffActor, staffOnly } from '../staff-only.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import {
  lotteryFields,
  lotteryUpdate,
  stampCardFields,
  stampCardUpdate,
  toLotterySnapshot,
  toStampCardSnapshot,
  savedTicketCampaignFields,
  ticketCampaignFields,
  ticketCampaignUpdate,
  toTicketCampaignSnapshot,
  type TicketCampaignSnapshot,
  type LotterySnapshot,
  type RewardEditing,
  type StampCardSnapshot,
} from './reward-rules.ts';

const idParam = (what: string) => z.object({ id: z.string().regex(/^[1-9][0-9]{0,8}$/, { error: `${what}の番号が正しくありません` }).transform(Number) });
const cardId = idParam('スタンプカード');
const lotteryId = idParam('ガチャ');
const ticketId = idParam('チケット配布');
const cardDraft = z.intersection(stampCardFields, draftFields);
const lotteryDraft = z.intersection(lotteryFields, draftFields);
const ticketDraft = z.intersection(ticketCampaignFields, draftFields);
const savedTicketDraft = z.intersection(savedTicketCampaignFields, draftFields);

/** Ticket campaigns as a console kind (no trash: a campaign ends at its end date, claims refer to its code). */
export function ticketCampaignKind(rewards: RewardEditing): EditableKind<TicketCampaignSnapshot> {
  return {
    type: 'ticket-campaign',
    label: 'チケット配布',
    read: (id) => rewards.ticketCampaigns.read(Number(id)),
    write: (id, next) => rewards.ticketCampaigns.write(Number(id), next),
    create: async (value) => String(await rewards.ticketCampaigns.create(value)),
  };
}

/** Stamp cards as a console kind (the rewards module's table through injected functions), with a trash. */
export function stampCardKind(rewards: RewardEditing, changed?: () => void): EditableKind<StampCardSnapshot> {
  return {
    type: 'stamp-card',
    label: 'スタンプカード',
    read: (id) => rewards.stampCards.read(Number(id)),
    write: (id, next) => rewards.stampCards.write(Number(id), next),
    create: async (value) => String(await rewards.stampCards.create(value)),
    trashed: (value, at) => ({ ...value, deletedAt: at.toISOString() }),
    restored: (value) => ({ ...value, deletedAt: null }),
    changed: () => changed?.(),
  };
}

/** Daily lotteries as a console kind: a save with other tiers publishes new odds from the next period. */
export function lotteryKind(rewards: RewardEditing): EditableKind<LotterySnapshot> {
  return {
    type: 'lottery',
    label: 'ガチャ',
    read: (id) => rewards.lotteries.read(Number(id)),
    write: (id, next) => rewards.lotteries.write(Number(id), next),
    create: async (value) => String(await rewards.lotteries.create(value)),
  };
}

const toMinute = (iso: string) => new Date(Math.floor(new Date(iso).getTime() / 60_000) * 60_000).toISOString();

/**
 * The form's `datetime-local` fields hold minutes: a start or end sent back at the minute of the stored value
 * (seeded with seconds) keeps the stored value, so an untouched window is not a change.
 */
export async function keepMinutes<T extends Record<string, unknown>, P extends Partial<T>>(kind: EditableKind<T>, id: string, patch: P): Promise<P> {
  const current = await kind.read(id);
  if (!current) return patch;
  const kept: Record<string, unknown> = { ...patch };
  for (const field of ['startsAt', 'endsAt']) {
    const now = current[field];
    const sent = kept[field];
    if (typeof now === 'string' && typeof sent === 'string' && toMinute(now) === sent) kept[field] = now;
  }
  return kept as P;
}

/** A stale dry run is a conflict too: what it would change is measured against the version it edited. */
export async function currentAt<T extends Record<string, unknown>>(edits: StaffEdits, kind: EditableKind<T>, id: string, version: number, yours: (current: T) => T): Promise<{ current: T; next: T }> {
  const current = await kind.read(id);
  if (!current) throw new StaffError('not-found');
  const next = yours(current);
  const currentVersion = await edits.versionOf(kind.type, id);
  if (currentVersion !== version) throw new StaffError('version-conflict', { current, currentVersion, yours: next, yourVersion: version });
  return { current, next };
}

/**
 * `GET|POST /api/staff/v1/stampcards/`, `POST …/stampcards/{id}/` (versioned), `…/{id}/trash/`, `…/{id}/restore/`;
 * `GET|POST /api/staff/v1/lotteries/`, `POST …/lotteries/{id}/`. Every create and save takes `dry_run`: the answer
 * is then what would change and the rewards module's legal check, and nothing is stored. A real save runs the
 * same check in the rewards module and is refused (400, Japanese) when it fails.
 * Drafts (decision 071): `POST …/drafts/stampcards/(id/)`, `…/drafts/lotteries/(id/)`, `…/drafts/ticket-campaigns/(id/)`
 * keep the fields unchecked by the rules (`dry_run` is ignored); publication is the versioned save, so the rewards
 * module's checks refuse a draft that breaks them then (400), and the draft is kept.
 */
export function rewardRouter(deps: { rewards: RewardEditing; edits: StaffEdits; drafts: StaffDrafts; onStampCardsChange?: () => void }) {
  const { rewards, edits, drafts } = deps;
  const cards = edits.register(stampCardKind(rewards, deps.onStampCardsChange));
  const lotteries = edits.register(lotteryKind(rewards));
  const tickets = edits.register(ticketCampaignKind(rewards));
  const ticketAnswer = (saved: Saved<TicketCampaignSnapshot>) => ({ success: true as const, ticketCampaign: { id: Number(saved.id), version: saved.version, ...saved.value } });
  const cardAnswer = (saved: Saved<StampCardSnapshot>) => ({ success: true as const, stampCard: { id: Number(saved.id), version: saved.version, ...saved.value } });
  const lotteryAnswer = async (saved: Saved<LotterySnapshot>) => {
    const odds = (await rewards.lotteries.list()).find((l) => l.id === Number(saved.id))?.odds ?? [];
    return { success: true as const, lottery: { id: Number(saved.id), version: saved.version, ...saved.value, odds } };
  };
  const dryRunAnswer = (before: unknown, after: unknown, problems: { path: string; message: string }[], extra: Record<string, unknown> = {}) => ({
    success: true as const,
    dryRun: true as const,
    changes: diffSnapshots(before, after).filter((change) => change.field !== 'deletedAt'),
    problems,
    ...extra,
  });

  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get(STAFF_PATHS.stampCards, staffOnly(), async (c) => {
      const list = await rewards.stampCards.list();
      const versions = await edits.versionsOf(cards.type, list.map((card) => String(card.id)));
      return c.json({ success: true as const, stampCards: list.map((card) => ({ ...card, version: versions.get(String(card.id)) ?? 0 })), lotteries: await rewards.lotteries.choices() });
    })
    .post(STAFF_PATHS.stampCards, staffOnly(), validate('json', stampCardFields), async (c) => {
      const input = c.req.valid('json');
      const card = toStampCardSnapshot(input);
      if (input.dry_run) return c.json(dryRunAnswer(null, card, await rewards.stampCards.problems(card, null)));
      return c.json(cardAnswer(await edits.create(cards, card, staffActor(c))));
    })
    .post(`${STAFF_PATHS.stampCards}:id/`, staffOnly(), validate('param', cardId), validate('json', stampCardUpdate), async (c) => {
      const { version, dry_run, ...fields } = c.req.valid('json');
      const id = c.req.valid('param').id;
      // The code is in members' URLs: it never changes once created.
      const { code: _code, deletedAt: _keep, ...sent } = toStampCardSnapshot({ ...fields, dry_run });
      const patch = await keepMinutes(cards, String(id), sent);
      if (dry_run) {
        const { current, next } = await currentAt(edits, cards, String(id), version, (current) => ({ ...current, ...patch }));
        return c.json(dryRunAnswer(current, next, await rewards.stampCards.problems(next, id)));
      }
      return c.json(cardAnswer(await edits.save(cards, String(id), version, patch, staffActor(c))));
    })
    .post(`${STAFF_PATHS.stampCards}:id/trash/`, staffOnly(), validate('param', cardId), validate('json', versionOnly), async (c) =>
      c.json(cardAnswer(await edits.trash(cards, String(c.req.valid('param').id), c.req.valid('json').version, staffActor(c)))),
    )
    .post(`${STAFF_PATHS.stampCards}:id/restore/`, staffOnly(), validate('param', cardId), validate('json', versionOnly), async (c) =>
      c.json(cardAnswer(await edits.restore(cards, String(c.req.valid('param').id), c.req.valid('json').version, staffActor(c)))),
    )
    .get(STAFF_PATHS.lotteries, staffOnly(), async (c) => {
      const list = await rewards.lotteries.list();
      const versions = await edits.versionsOf(lotteries.type, list.map((l) => String(l.id)));
      return c.json({ success: true as const, lotteries: list.map((l) => ({ ...l, version: versions.get(String(l.id)) ?? 0 })) });
    })
    .post(STAFF_PATHS.lotteries, staffOnly(), validate('json', lotteryFields), async (c) => {
      const input = c.req.valid('json');
      const lottery: LotterySnapshot = { ...toLotterySnapshot(input), oddsVersion: 1, oddsEffectiveFrom: input.starts_at };
      if (input.dry_run) {
        const { problems, oddsFrom } = await rewards.lotteries.dryRun(lottery, null);
        return c.json(dryRunAnswer(null, lottery, problems, { oddsFrom }));
      }
      return c.json(await lotteryAnswer(await edits.create(lotteries, lottery, staffActor(c))));
    })
    .post(`${STAFF_PATHS.lotteries}:id/`, staffOnly(), validate('param', lotteryId), validate('json', lotteryUpdate), async (c) => {
      const { version, dry_run, ...fields } = c.req.valid('json');
      const id = c.req.valid('param').id;
      const { code: _code, ...sent } = toLotterySnapshot({ ...fields, dry_run });
      const patch = await keepMinutes(lotteries, String(id), sent);
      if (dry_run) {
        const { current, next } = await currentAt(edits, lotteries, String(id), version, (current) => ({ ...current, ...patch }));
        const { problems, oddsFrom } = await rewards.lotteries.dryRun(next, id);
        return c.json(dryRunAnswer(current, next, problems, { oddsFrom }));
      }
      return c.json(await lotteryAnswer(await edits.save(lotteries, String(id), version, patch, staffActor(c))));
    })
    .get(STAFF_PATHS.ticketCampaigns, staffOnly(), async (c) => {
      const list = await rewards.ticketCampaigns.list();
      const versions = await edits.versionsOf(tickets.type, list.map((t) => String(t.id)));
      return c.json({ success: true as const, ticketCampaigns: list.map((t) => ({ ...t, version: versions.get(String(t.id)) ?? 0 })) });
    })
    .post(STAFF_PATHS.ticketCampaigns, staffOnly(), validate('json', ticketCampaignFields), async (c) => {
      const input = c.req.valid('json');
      const campaign = toTicketCampaignSnapshot(input);
      if (input.dry_run) return c.json(dryRunAnswer(null, campaign, await rewards.ticketCampaigns.problems(campaign, null)));
      return c.json(ticketAnswer(await edits.create(tickets, campaign, staffActor(c))));
    })
    .post(`${STAFF_PATHS.ticketCampaigns}:id/`, staffOnly(), validate('param', ticketId), validate('json', ticketCampaignUpdate), async (c) => {
      const { version, dry_run, ...fields } = c.req.valid('json');
      const id = c.req.valid('param').id;
      const { code: _code, ...sent } = toTicketCampaignSnapshot({ ...fields, dry_run });
      const patch = await keepMinutes(tickets, String(id), sent);
      if (dry_run) {
        const { current, next } = await currentAt(edits, tickets, String(id), version, (current) => ({ ...current, ...patch }));
        return c.json(dryRunAnswer(current, next, await rewards.ticketCampaigns.problems(next, id)));
      }
      return c.json(ticketAnswer(await edits.save(tickets, String(id), version, patch, staffActor(c))));
    })
    .post(`${STAFF_PATHS.drafts}stampcards/`, staffOnly(), validate('json', cardDraft), async (c) => {
      const { draft_id, draft_version, version: _none, ...fields } = c.req.valid('json');
      return c.json({ success: true as const, draft: await drafts.save(cards, null, { draftId: draft_id, draftVersion: draft_version, baseVersion: 0, value: toStampCardSnapshot(fields) }, staffActor(c)) });
    })
    .post(`${STAFF_PATHS.drafts}stampcards/:id/`, staffOnly(), validate('param', cardId), validate('json', cardDraft), async (c) => {
      const { draft_id, draft_version, version, ...fields } = c.req.valid('json');
      const id = String(c.req.valid('param').id);
      const { code: _code, deletedAt: _keep, ...sent } = toStampCardSnapshot(fields);
      const value = await keepMinutes(cards, id, sent);
      return c.json({ success: true as const, draft: await drafts.save(cards, id, { draftId: draft_id, draftVersion: draft_version, baseVersion: version, value }, staffActor(c)) });
    })
    .post(`${STAFF_PATHS.drafts}lotteries/`, staffOnly(), validate('json', lotteryDraft), async (c) => {
      const { draft_id, draft_version, version: _none, ...fields } = c.req.valid('json');
      const value: LotterySnapshot = { ...toLotterySnapshot(fields), oddsVersion: 1, oddsEffectiveFrom: fields.starts_at };
      return c.json({ success: true as const, draft: await drafts.save(lotteries, null, { draftId: draft_id, draftVersion: draft_version, baseVersion: 0, value }, staffActor(c)) });
    })
    .post(`${STAFF_PATHS.drafts}lotteries/:id/`, staffOnly(), validate('param', lotteryId), validate('json', lotteryDraft), async (c) => {
      const { draft_id, draft_version, version, ...fields } = c.req.valid('json');
      const id = String(c.req.valid('param').id);
      const { code: _code, ...sent } = toLotterySnapshot(fields);
      const value = await keepMinutes(lotteries, id, sent);
      return c.json({ success: true as const, draft: await drafts.save(lotteries, id, { draftId: draft_id, draftVersion: draft_version, baseVersion: version, value }, staffActor(c)) });
    })
    .post(`${STAFF_PATHS.drafts}ticket-campaigns/`, staffOnly(), validate('json', ticketDraft), async (c) => {
      const { draft_id, draft_version, version: _none, ...fields } = c.req.valid('json');
      return c.json({ success: true as const, draft: await drafts.save(tickets, null, { draftId: draft_id, draftVersion: draft_version, baseVersion: 0, value: toTicketCampaignSnapshot(fields) }, staffActor(c)) });
    })
    .post(`${STAFF_PATHS.drafts}ticket-campaigns/:id/`, staffOnly(), validate('param', ticketId), validate('json', savedTicketDraft), async (c) => {
      const { draft_id, draft_version, version, ...fields } = c.req.valid('json');
      const id = String(c.req.valid('param').id);
      const { code: _code, ...sent } = toTicketCampaignSnapshot(fields);
      const value = await keepMinutes(tickets, id, sent);
      return c.json({ success: true as const, draft: await drafts.save(tickets, id, { draftId: draft_id, draftVersion: draft_version, baseVersion: version, value }, staffActor(c)) });
    });
}

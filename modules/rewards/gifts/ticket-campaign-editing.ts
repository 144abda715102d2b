import type { MikroORM } from '@mikro-orm/postgresql';
import type { ClaimPer } from '../domain/gift-rules.ts';
import { RewardTicketCampaign } from '../entities/gift-entities.ts';
import { ticketCampaignProblemMessages } from './gift-error-mapping.ts';
import { GiftError, type TicketCampaignProblems } from './gift-errors.ts';

/** A ticket campaign (/gift/ticket/{code}/) as the staff console edits it (plain JSON, dates as ISO strings). */
export type TicketCampaignRecord = { code: string; label: string; description: string; tickets: number; per: ClaimPer; validHours: number; startsAt: string; endsAt: string };

const recordOf = (c: RewardTicketCampaign): TicketCampaignRecord => ({
  code: c.code,
  label: c.label,
  description: c.description,
  tickets: c.tickets,
  per: c.per,
  validHours: c.validHours,
  startsAt: c.startsAt.toISOString(),
  endsAt: c.endsAt.toISOString(),
});

const hasProblems = (p: TicketCampaignProblems) => p.codeTaken || p.windowInvalid || p.ticketsInvalid || p.validHoursInvalid;

/**
 * Ticket campaigns for the staff console (decision 057), injected by the composition root. Tickets are free
 * gifts (no purchase: not a 懸賞), so the checks are the campaign's own: 1–1000 tickets per claim, a validity,
 * an end after the start and a code of its own. The code never changes once created (it is in the URL).
 */
export function createTicketCampaignEditing(orm: MikroORM, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  async function problemsOf(record: TicketCampaignRecord, id: number | null): Promise<TicketCampaignProblems> {
    const same = await orm.em.fork().findOne(RewardTicketCampaign, { code: record.code });
    return {
      codeTaken: same !== null && same.id !== id,
      windowInvalid: new Date(record.endsAt).getTime() <= new Date(record.startsAt).getTime(),
      ticketsInvalid: !Number.isInteger(record.tickets) || record.tickets < 1 || record.tickets > 1000,
      validHoursInvalid: !Number.isInteger(record.validHours) || record.validHours < 1,
    };
  }
  async function checked(record: TicketCampaignRecord, id: number | null) {
    const problems = await problemsOf(record, id);
    if (hasProblems(problems)) throw new GiftError('ticket-campaign-invalid', { problems });
  }
  const fields = (record: TicketCampaignRecord) => ({ label: record.label, description: record.description, tickets: record.tickets, per: record.per, validHours: record.validHours, startsAt: new Date(record.startsAt), endsAt: new Date(record.endsAt) });
  return {
    async list(): Promise<(TicketCampaignRecord & { id: number })[]> {
      return (await orm.em.fork().find(RewardTicketCampaign, {}, { orderBy: { id: 'desc' }, limit: 200 })).map((c) => ({ id: c.id, ...recordOf(c) }));
    },
    async read(id: number): Promise<TicketCampaignRecord | null> {
      const c = await orm.em.fork().findOne(RewardTicketCampaign, { id });
      return c ? recordOf(c) : null;
    },
    async problems(record: TicketCampaignRecord, id: number | null): Promise<{ path: string; message: string }[]> {
      const problems = await problemsOf(record, id);
      return hasProblems(problems) ? ticketCampaignProblemMessages(problems) : [];
    },
    async create(record: TicketCampaignRecord): Promise<number> {
      await checked(record, null);
      const em = orm.em.fork();
      const c = em.create(RewardTicketCampaign, { code: record.code, ...fields(record), createdAt: now() });
      await em.flush();
      return c.id;
    },
    async write(id: number, record: TicketCampaignRecord): Promise<void> {
      await checked(record, id);
      const em = orm.em.fork();
      em.assign(await em.findOneOrFail(RewardTicketCampaign, { id }), fields(record));
      await em.flush();
    },
  };
}

export type TicketCampaignEditing = ReturnType<typeof createTicketCampaignEditing>;

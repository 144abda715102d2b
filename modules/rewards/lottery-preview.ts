import type { MikroORM } from '@mikro-orm/postgresql';
import { drawPeriodAt, validRefillHours } from './domain/draw-periods.ts';
import { overlayDrafts, draftedIds, type ScheduledDraft } from '#platform/drafts/scheduled-overlay.ts';
import { RewardLottery, RewardLotteryOdds } from './entities/index.ts';
import type { LotteryStatus, OddsLine } from './lottery-service.ts';
import type { TierRecord } from './lottery-record.ts';

/** What the lottery page shows in the preview: no commitment (a future period's seed is not made by looking). */
export type LotteryPreviewStatus = Omit<LotteryStatus, 'commitment'> & { commitment: null };

type Settings = { label: string; description: string; conditions: string; drawsPerPeriod: number; refillHours: number[]; startsAt: Date; endsAt: Date | null };

const settingsOf = (lottery: RewardLottery): Settings => ({
  label: lottery.label,
  description: lottery.description,
  conditions: lottery.conditions,
  drawsPerPeriod: lottery.drawsPerPeriod,
  refillHours: [...lottery.refillHours],
  startsAt: lottery.startsAt,
  endsAt: lottery.endsAt ?? null,
});

/** A lottery's settings with a draft's fields (LotteryRecord's names) laid over them; a new lottery's from scratch. */
function withDraftFields(before: Settings | null, value: Record<string, unknown>): Settings {
  const next: Settings = before ? { ...before } : { label: '', description: '', conditions: '', drawsPerPeriod: 0, refillHours: [], startsAt: new Date(8.64e15), endsAt: null };
  for (const key of ['label', 'description', 'conditions'] as const) if (typeof value[key] === 'string') next[key] = value[key];
  if (typeof value.drawsPerPeriod === 'number') next.drawsPerPeriod = value.drawsPerPeriod;
  if (Array.isArray(value.refillHours) && validRefillHours(value.refillHours as number[])) next.refillHours = value.refillHours as number[];
  if (typeof value.startsAt === 'string') next.startsAt = new Date(value.startsAt);
  if ('endsAt' in value) next.endsAt = typeof value.endsAt === 'string' ? new Date(value.endsAt) : null;
  return next;
}

const oddsLines = (tiers: readonly Pick<TierRecord, 'tierId' | 'label' | 'weight'>[]): OddsLine[] => tiers.map(({ tierId, label, weight }) => ({ tierId, label, weight }));
const sameOdds = (a: readonly OddsLine[], b: readonly OddsLine[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The daily gacha as the staff 'as of' preview shows it at `at` (decision 075): the lotteries' scheduled
 * drafts laid over the stored ones. A draft's new odds apply as a save's would: from the first period after
 * its publication (from the start, for a lottery not begun then), never inside a running period. Read only:
 * a preview never makes a period's seed.
 */
export function createLotteryPreview(orm: MikroORM) {
  return {
    async statusAsOf(at: Date, scheduled: readonly ScheduledDraft[]): Promise<LotteryPreviewStatus | null> {
      const em = orm.em.fork();
      const ids = draftedIds(scheduled);
      const stored = await em.find(RewardLottery, { $or: [{ endsAt: null }, { endsAt: { $gt: at } }, ...(ids.length ? [{ id: { $in: ids } }] : [])] }, { orderBy: { id: 'asc' } });
      const overlaid = overlayDrafts(
        stored.map((lottery) => ({ id: lottery.id, record: settingsOf(lottery) })),
        scheduled,
        withDraftFields,
      );
      const live = overlaid.filter(({ record }) => record.refillHours.length > 0 && record.startsAt <= at && (record.endsAt === null || record.endsAt > at));
      // The page shows the oldest running lottery (runningIds' order); new ones come after the stored ones.
      const shown = live.filter(({ id }) => id > 0)[0] ?? live[0];
      if (!shown) return null;
      const { id, record } = shown;
      const period = drawPeriodAt(at, record.refillHours);
      const storedOdds = id > 0 ? await em.findOne(RewardLotteryOdds, { lottery: id, effectiveFrom: { $lte: period.start } }, { orderBy: { version: 'desc' } }) : null;
      const latest = id > 0 ? await em.findOne(RewardLotteryOdds, { lottery: id }, { orderBy: { version: 'desc' } }) : null;
      let version = storedOdds?.version ?? 0;
      let published = latest?.version ?? 0;
      let odds = storedOdds ? oddsLines(storedOdds.tiers) : [];
      // The newest draft of this lottery that changes its odds, and whether they are in force by this period.
      for (const draft of scheduled.filter((d) => (id > 0 ? d.objectId === String(id) : d === shown.draft))) {
        if (!Array.isArray(draft.value.tiers)) continue;
        const tiers = oddsLines(draft.value.tiers as TierRecord[]);
        if (latest && sameOdds(tiers, oddsLines(latest.tiers))) continue;
        published += 1;
        const startsAt = record.startsAt > draft.publishAt ? record.startsAt : drawPeriodAt(draft.publishAt, record.refillHours).end;
        if (startsAt <= period.start) {
          odds = tiers;
          version = published;
        }
      }
      if (odds.length === 0) return null;
      return {
        lotteryId: id,
        label: record.label,
        description: record.description,
        conditions: record.conditions,
        maxGacha: record.drawsPerPeriod,
        remained: record.drawsPerPeriod,
        periodKey: period.key,
        periodEnd: period.end,
        oddsVersion: version,
        odds,
        commitment: null,
      };
    },
  };
}

export type LotteryPreview = ReturnType<typeof createLotteryPreview>;

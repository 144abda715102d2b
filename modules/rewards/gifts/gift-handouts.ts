import type { MikroORM } from '@mikro-orm/postgresql';
import { RewardGiftHandout } from '../entities/gift-handout.ts';
import { GiftError } from './gift-errors.ts';
import { giftMessages as m } from './gift-messages.ts';
import { offerGiftTo } from './gift-offer.ts';

/** A staff gift handout as the console edits it (plain JSON, dates as ISO strings; decision 069). */
export type GiftHandoutRecord = {
  label: string;
  asset: 'point' | 'bonus_coin' | 'ticket';
  amount: number;
  /** Bonus coins and tickets: valid this long after receipt; null for points. */
  validHours: number | null;
  /** Members receive it before this instant (exclusive). */
  claimBy: string;
  allMembers: boolean;
  memberIds: number[];
  sentAt: string | null;
  /** In the staff console's trash (ISO): not sent, and what it offered is not received; null or absent: in use. */
  deletedAt?: string | null;
};

/** Who a handout would reach now: the member count, the ids that are no members, and the total handed out. */
export type GiftHandoutPreview = { recipients: number; unknownIds: number[]; total: number };

/** Which member ids exist (the accounts module's, injected by the composition root). */
export type HandoutMembers = {
  known(ids: readonly number[]): Promise<number[]>;
  count(): Promise<number>;
  idsAfter(afterId: number, limit: number): Promise<number[]>;
};

type Problems = { path: string; message: string }[];

/** Members offered per statement: a large member table never sits in one huge transaction. */
export const HANDOUT_BATCH = 1000;

export const handoutSourceKey = (id: number) => `handout:${id}`;

/** True when `next` differs from `before` in its trash state only. */
const onlyTrashMoved = (before: GiftHandoutRecord, next: GiftHandoutRecord) => JSON.stringify({ ...before, deletedAt: null }) === JSON.stringify({ ...before, ...next, deletedAt: null });

const recordOf = (h: RewardGiftHandout): GiftHandoutRecord => ({
  label: h.label,
  asset: h.asset,
  amount: h.amount,
  validHours: h.validHours ?? null,
  claimBy: h.claimBy.toISOString(),
  allMembers: h.allMembers,
  memberIds: h.memberIds,
  sentAt: h.sentAt ? h.sentAt.toISOString() : null,
  deletedAt: h.deletedAt ? h.deletedAt.toISOString() : null,
});

/**
 * Staff gift handouts (/staff/item/'s ギフト配布, decision 069), injected into the staff console. A handout is
 * checked (validity for bonus coins and tickets, a claim-by in the future, someone to receive it) on every save;
 * once sent it is never written again. `deliver` offers it to every recipient through `reward_pending` in batches,
 * each member once (`gift:handout:<id>`), however often or in parallel it runs.
 */
export function createGiftHandouts(orm: MikroORM, options: { members: HandoutMembers; now?: () => Date; batch?: number }) {
  const now = options.now ?? (() => new Date());
  const { members } = options;
  const batch = options.batch ?? HANDOUT_BATCH;

  async function preview(record: GiftHandoutRecord): Promise<GiftHandoutPreview> {
    if (record.allMembers) {
      const recipients = await members.count();
      return { recipients, unknownIds: [], total: recipients * record.amount };
    }
    const known = new Set<number>();
    for (let i = 0; i < record.memberIds.length; i += batch) for (const id of await members.known(record.memberIds.slice(i, i + batch))) known.add(id);
    return { recipients: known.size, unknownIds: record.memberIds.filter((id) => !known.has(id)), total: known.size * record.amount };
  }

  async function problems(record: GiftHandoutRecord): Promise<Problems> {
    const found: Problems = [];
    if (record.asset !== 'point' && !(Number.isInteger(record.validHours) && (record.validHours ?? 0) >= 1)) found.push({ path: 'validHours', message: m.handoutValidHoursMissing });
    if (new Date(record.claimBy).getTime() <= now().getTime()) found.push({ path: 'claimBy', message: m.handoutClaimByPast });
    if (!record.allMembers && (await preview(record)).recipients === 0) found.push({ path: 'memberIds', message: m.handoutNoRecipients });
    return found;
  }

  async function checked(record: GiftHandoutRecord) {
    const found = await problems(record);
    if (found.length) throw new GiftError('handout-invalid', { messages: found });
  }

  const fields = (record: GiftHandoutRecord) => ({
    label: record.label,
    asset: record.asset,
    amount: record.amount,
    validHours: record.asset === 'point' ? null : record.validHours,
    claimBy: new Date(record.claimBy),
    allMembers: record.allMembers,
    memberIds: record.allMembers ? [] : record.memberIds,
    sentAt: record.sentAt ? new Date(record.sentAt) : null,
    deletedAt: record.deletedAt ? new Date(record.deletedAt) : null,
  });

  return {
    async list(): Promise<(GiftHandoutRecord & { id: number })[]> {
      return (await orm.em.fork().find(RewardGiftHandout, {}, { orderBy: { id: 'desc' }, limit: 100 })).map((h) => ({ id: h.id, ...recordOf(h) }));
    },
    async read(id: number): Promise<GiftHandoutRecord | null> {
      const h = await orm.em.fork().findOne(RewardGiftHandout, { id });
      return h ? recordOf(h) : null;
    },
    problems,
    preview,
    async create(record: GiftHandoutRecord): Promise<number> {
      await checked(record);
      const em = orm.em.fork();
      const h = em.create(RewardGiftHandout, { ...fields({ ...record, sentAt: null }), createdAt: now() });
      await em.flush();
      return h.id;
    },
    /**
     * Saves an unsent handout (sending is the write that sets `sentAt`); a sent one is refused, except moving it to
     * or from the trash (which is never checked again: an expired handout can be trashed). A trashed one is not sent.
     */
    async write(id: number, record: GiftHandoutRecord): Promise<void> {
      const em = orm.em.fork();
      const h = await em.findOneOrFail(RewardGiftHandout, { id });
      const before = recordOf(h);
      if (onlyTrashMoved(before, record)) {
        h.deletedAt = record.deletedAt ? new Date(record.deletedAt) : null;
        await em.flush();
        return;
      }
      if (h.sentAt) throw new GiftError('handout-sent');
      if (record.sentAt && (h.deletedAt || record.deletedAt)) throw new GiftError('handout-trashed');
      await checked(record);
      em.assign(h, fields(record));
      await em.flush();
    },
    /** Offers a sent handout to its recipients, batch by batch; how many were offered it now, and how many it reaches. */
    async deliver(id: number, at = now()): Promise<{ offered: number; recipients: number }> {
      const h = await orm.em.fork().findOne(RewardGiftHandout, { id });
      if (!h) throw new GiftError('gift-not-found');
      if (!h.sentAt) throw new GiftError('handout-not-sent');
      if (h.deletedAt) throw new GiftError('handout-trashed');
      const gift = { sourceKey: handoutSourceKey(id), label: h.label, asset: h.asset, amount: h.amount, validHours: h.validHours ?? null, claimBy: h.claimBy };
      let offered = 0;
      let recipients = 0;
      const offer = async (ids: number[]) => {
        recipients += ids.length;
        offered += await offerGiftTo(orm, ids, gift, at);
      };
      if (h.allMembers) {
        for (let ids = await members.idsAfter(0, batch); ids.length; ids = await members.idsAfter(ids.at(-1)!, batch)) await offer(ids);
      } else {
        for (let i = 0; i < h.memberIds.length; i += batch) await offer(await members.known(h.memberIds.slice(i, i + batch)));
      }
      return { offered, recipients };
    },
  };
}

export type GiftHandouts = ReturnType<typeof createGiftHandouts>;

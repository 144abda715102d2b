import type { MikroORM } from '@mikro-orm/postgresql';
import { WalletCoinPack } from './entities/wallet-coin-pack.ts';
import type { CoinPack } from './coin-packs.ts';
import { WalletError } from './wallet-errors.ts';

/** A coin pack as the staff console edits it (decision 067): plain JSON, dates as ISO strings. */
export type CoinPackRecord = { productId: string; priceYen: number; coins: number; bonusCoins: number; startsAt: string; endsAt: string | null; position: number; deletedAt?: string | null };
export type Problem = { path: string; message: string };

const recordOf = (pack: WalletCoinPack): CoinPackRecord => ({
  productId: pack.productId,
  priceYen: pack.priceYen,
  coins: pack.coins,
  bonusCoins: pack.bonusCoins,
  startsAt: pack.startsAt.toISOString(),
  endsAt: pack.endsAt?.toISOString() ?? null,
  position: pack.position,
  deletedAt: pack.deletedAt?.toISOString() ?? null,
});
/** True when `next` differs from `before` in its trash state only. */
const onlyTrashMoved = (before: CoinPackRecord, next: CoinPackRecord) => JSON.stringify({ ...before, deletedAt: null }) === JSON.stringify({ ...before, ...next, deletedAt: null });
const toCoinPack = (pack: WalletCoinPack): CoinPack => ({ id: pack.productId, priceYen: pack.priceYen, coins: pack.coins, bonusCoins: pack.bonusCoins });
const onSale = (pack: WalletCoinPack, at: Date) => !pack.deletedAt && pack.startsAt <= at && (pack.endsAt === null || pack.endsAt === undefined || pack.endsAt > at);

/**
 * The coin packs for sale (wallet_coin_pack): what /point/ shows and the purchase flow charges, and the staff
 * console's list, checks and writes (injected by the composition root). Every write runs the checks again and
 * is refused (WalletError 'coin-pack-invalid', 400) when one fails.
 */
export function createCoinPackCatalog(orm: MikroORM, options: { now?: () => Date } = {}) {
  const now = () => options.now?.() ?? new Date();
  const fork = () => orm.em.fork();
  const ordered = { position: 'asc', priceYen: 'asc', id: 'asc' } as const;

  async function problems(next: CoinPackRecord, id: number | null): Promise<Problem[]> {
    const found: Problem[] = [];
    const same = await fork().findOne(WalletCoinPack, { productId: next.productId });
    if (same && same.id !== id) found.push({ path: 'product_id', message: 'この商品IDはほかのコインパックが使っています。' });
    if (next.endsAt !== null && new Date(next.endsAt).getTime() <= new Date(next.startsAt).getTime()) found.push({ path: 'ends_at', message: '終了日時は開始日時より後にしてください（日本時間 JST）。' });
    if (next.bonusCoins > next.coins * 5) found.push({ path: 'bonus_coins', message: 'ボーナスコインは購入コインの5倍までにしてください。' });
    return found;
  }
  async function checked(next: CoinPackRecord, id: number | null) {
    const found = await problems(next, id);
    if (found.length) throw new WalletError('coin-pack-invalid', { problems: found });
  }
  const fields = (next: CoinPackRecord) => ({
    priceYen: next.priceYen,
    coins: next.coins,
    bonusCoins: next.bonusCoins,
    startsAt: new Date(next.startsAt),
    endsAt: next.endsAt ? new Date(next.endsAt) : null,
    position: next.position,
    deletedAt: next.deletedAt ? new Date(next.deletedAt) : null,
  });

  return {
    /** The packs on sale at `at`, in their order on /point/. */
    async onSale(at = now()): Promise<CoinPack[]> {
      return (await fork().find(WalletCoinPack, {}, { orderBy: ordered })).filter((pack) => onSale(pack, at)).map(toCoinPack);
    },
    /** The pack with this product id if it is on sale at `at`; null otherwise. */
    async onSaleById(productId: string, at = now()): Promise<CoinPack | null> {
      const pack = await fork().findOne(WalletCoinPack, { productId });
      return pack && onSale(pack, at) ? toCoinPack(pack) : null;
    },
    /**
     * What /point/ would show at `at` with staff's drafts scheduled by then laid over the stored packs (the staff
     * 'as of' preview, decision 067): a draft of a pack replaces its fields, a draft of a new pack is added.
     */
    async onSaleAsOf(at: Date, drafts: { objectId: string | null; value: Record<string, unknown> }[]): Promise<CoinPack[]> {
      const records = new Map<string, CoinPackRecord>((await fork().find(WalletCoinPack, {}, { orderBy: ordered })).map((pack) => [String(pack.id), recordOf(pack)]));
      drafts.forEach((draft, index) => {
        const key = draft.objectId ?? `draft:${index}`;
        records.set(key, { ...records.get(key), ...(draft.value as Partial<CoinPackRecord>) } as CoinPackRecord);
      });
      const live = (r: CoinPackRecord) => !r.deletedAt && new Date(r.startsAt) <= at && (r.endsAt === null || new Date(r.endsAt) > at);
      return [...records.values()]
        .filter(live)
        .sort((a, b) => a.position - b.position || a.priceYen - b.priceYen)
        .map((r) => ({ id: r.productId, priceYen: r.priceYen, coins: r.coins, bonusCoins: r.bonusCoins }));
    },
    problems,
    async list(): Promise<(CoinPackRecord & { id: number })[]> {
      return (await fork().find(WalletCoinPack, {}, { orderBy: ordered })).map((pack) => ({ id: pack.id, ...recordOf(pack) }));
    },
    async read(id: number): Promise<CoinPackRecord | null> {
      const pack = await fork().findOne(WalletCoinPack, { id });
      return pack ? recordOf(pack) : null;
    },
    async create(next: CoinPackRecord): Promise<number> {
      await checked(next, null);
      const em = fork();
      const pack = em.create(WalletCoinPack, { productId: next.productId, ...fields(next) });
      await em.flush();
      return pack.id;
    },
    async write(id: number, next: CoinPackRecord): Promise<void> {
      const em = fork();
      const pack = await em.findOneOrFail(WalletCoinPack, { id });
      // Moving a pack to or from the trash changes nothing that is checked.
      if (!onlyTrashMoved(recordOf(pack), next)) await checked(next, id);
      em.assign(pack, fields(next));
      await em.flush();
    },
  };
}

export type CoinPackCatalog = ReturnType<typeof createCoinPackCatalog>;

import type { MikroORM } from '@mikro-orm/postgresql';
import type { CouponView } from '#modules/campaigns/index.ts';
import { exchangeablePoints } from './exchange-rules.ts';
import { HISTORY_PAGE_SIZE, jstDate, operationLabel, REASON_DETAILS, UNLOCK_LABELS, type BalanceSummary, type HistoryItem, type HistoryKind, type HistoryPage, type UnlockItem } from './history-labels.ts';
import { toDate } from './ledger.ts';
import { walletDb } from './kysely-db.ts';
import type { WalletService } from './wallet-service.ts';

/** /myitem/ lists at most this many point grants (and expiries), and expiries of the last 30 days. */
const POINT_LOTS_SHOWN = 20;
const EXPIRED_POINTS_SHOWN_DAYS = 30;

const ASSETS_OF = { coin: ['paid_coin', 'bonus_coin'], point: ['point'] } as const satisfies Record<HistoryKind, readonly string[]>;

type Row = {
  operation_id: number;
  kind: string;
  reason: string;
  reference: string | null;
  paid: number;
  bonus: number;
  created_at: Date | string;
  title_name: string | null;
  story_number: number | null;
  total: number;
};

/** A story's unlock entry names it as `story:<id>`. */
const STORY_REFERENCE = '^story:[0-9]{1,9}$';

function detailOf(row: Row): string {
  if (row.title_name) return `${row.title_name} 第${row.story_number}話`;
  if (row.reference?.startsWith('volume:')) return '巻のまとめ購入';
  if (row.kind === 'exchange') return row.paid < 0 ? 'ボーナスコインへ交換' : 'ポイントからの交換';
  return REASON_DETAILS[row.reason] ?? '';
}

export type HeldCoupon = CouponView & { held: number };

export type WalletHistoryDeps = {
  wallet: WalletService;
  /** The campaign of a coupon code (modules/campaigns), expired ones included. */
  couponByCode: (couponCode: string) => Promise<CouponView | null>;
  now?: () => Date;
};

export function createWalletHistory(orm: MikroORM, deps: WalletHistoryDeps) {
  const now = deps.now ?? (() => new Date());
  const db = () => walletDb(orm);

  /**
   * One row per operation of the member's coin or point ledger, newest first. Only `userId`'s entries are
   * read: every query of this file is filtered by the member the caller authenticated.
   */
  const historyRows = (userId: number, kind: HistoryKind, limit: number, offset: number): Promise<Row[]> =>
    db()
      .with('ops', (q) =>
        q
          .selectFrom('wallet_entry as e')
          .innerJoin('wallet_operation as o', 'o.id', 'e.operation_id')
          .select((eb) => [
            'e.operation_id',
            'o.kind',
            eb.fn.min('e.reason').as('reason'),
            eb.case().when(eb(eb.fn.count('e.reference').distinct(), '=', 1)).then(eb.fn.min('e.reference')).end().as('reference'),
            eb.cast<number>(eb.fn.coalesce(eb.fn.sum('e.amount').filterWhere('e.asset', 'in', ['paid_coin', 'point']), eb.lit(0)), 'integer').as('paid'),
            eb.cast<number>(eb.fn.coalesce(eb.fn.sum('e.amount').filterWhere('e.asset', '=', 'bonus_coin'), eb.lit(0)), 'integer').as('bonus'),
            eb.fn.min('e.created_at').as('created_at'),
          ])
          .where('e.user_id', '=', userId)
          .where('e.asset', 'in', ASSETS_OF[kind])
          // Moving the points held before decision 061 into a lot changes nothing the member sees.
          .where('o.kind', '<>', 'point_lots')
          .groupBy(['e.operation_id', 'o.kind']),
      )
      .selectFrom('ops')
      .leftJoin('catalogue_story_ref as s', (join) =>
        join.on((eb) =>
          eb(
            's.story_id',
            '=',
            eb.case().when('ops.reference', '~', STORY_REFERENCE).then(eb.cast<number>(eb.fn('substr', ['ops.reference', eb.lit(7)]), 'integer')).end(),
          ),
        ),
      )
      .selectAll('ops')
      .select((eb) => ['s.title_name', 's.story_number', eb.cast<number>(eb.fn.countAll().over(), 'integer').as('total')])
      .orderBy('ops.created_at', 'desc')
      .orderBy('ops.operation_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute() as Promise<Row[]>;

  return {
    /** Balances for /myitem/: coins split paid/bonus with the soonest bonus expiry. */
    async summary(userId: number, at = now()): Promise<BalanceSummary> {
      const balances = await deps.wallet.balancesOf(userId, at);
      const spendableBonus = () =>
        db().selectFrom('wallet_lot').where('user_id', '=', userId).where('asset', '=', 'bonus_coin').where('remaining', '>', 0).where('expires_at', '>', at);
      const next = await spendableBonus()
        .select((eb) => [eb.cast<number>(eb.fn.sum('remaining'), 'integer').as('amount'), 'expires_at'])
        .where('expires_at', '=', spendableBonus().select((eb) => eb.fn.min('expires_at').as('first')))
        .groupBy('expires_at')
        .executeTakeFirst();
      const [pointLots, expiredPoints] = await Promise.all([
        // Spendable point grants in the order they are spent (soonest use-by first).
        db()
          .selectFrom('wallet_lot')
          .select(['id', 'amount', 'remaining', 'expires_at', 'created_at'])
          .where('user_id', '=', userId)
          .where('asset', '=', 'point')
          .where('remaining', '>', 0)
          .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
          .orderBy('expires_at', (ob) => ob.asc().nullsLast())
          .orderBy('id')
          .limit(POINT_LOTS_SHOWN)
          .execute(),
        // Points that reached their use-by unspent: booked expiries, and lots past their use-by not booked yet.
        db()
          .selectFrom('wallet_lot as l')
          .leftJoin('wallet_entry as e', (join) => join.onRef('e.lot_id', '=', 'l.id').on('e.reason', '=', 'expire'))
          .select((eb) => ['l.id', 'l.expires_at', eb.cast<number>(eb.fn.coalesce(eb.neg('e.amount'), 'l.remaining'), 'integer').as('expired')])
          .where('l.user_id', '=', userId)
          .where('l.asset', '=', 'point')
          .where('l.expires_at', '<=', at)
          .where('l.expires_at', '>', new Date(at.getTime() - EXPIRED_POINTS_SHOWN_DAYS * 86_400_000))
          .where((eb) => eb.or([eb('e.id', 'is not', null), eb('l.remaining', '>', 0)]))
          .orderBy('l.expires_at', 'desc')
          .orderBy('l.id', 'desc')
          .limit(POINT_LOTS_SHOWN)
          .execute(),
      ]);
      return {
        coin: balances.userCoin,
        paidCoin: balances.userPaidCoin,
        bonusCoin: balances.userBonusCoin,
        nextBonusExpiry: next ? { amount: next.amount, expiresAt: toDate(next.expires_at)!.toISOString() } : null,
        point: balances.userPoint,
        pointLots: pointLots.map((lot) => ({ amount: lot.amount, remaining: lot.remaining, grantedAt: toDate(lot.created_at)!.toISOString(), expiresAt: toDate(lot.expires_at)?.toISOString() ?? null })),
        expiredPoints: expiredPoints.filter((lot) => lot.expired > 0).map((lot) => ({ amount: lot.expired, expiresAt: toDate(lot.expires_at)!.toISOString() })),
        exchangeablePoint: exchangeablePoints(balances.userPoint),
        ticket: balances.userTicket,
        premiumTicket: balances.premiumUserTicketRemained,
        premiumTicketExpireDays: balances.premiumUserTicketExpireDays,
        coupon: balances.userCoupon,
        premium: balances.userPremium,
      };
    },

    /** A page (1-based) of the member's coin or point history, newest first. */
    async page(userId: number, kind: HistoryKind, page: number, perPage = HISTORY_PAGE_SIZE): Promise<HistoryPage> {
      const rows = await historyRows(userId, kind, perPage, (page - 1) * perPage);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && page > 1) {
        const count = await db()
          .selectFrom('wallet_entry')
          .select((eb) => eb.cast<number>(eb.fn.count('operation_id').distinct(), 'integer').as('total'))
          .where('user_id', '=', userId)
          .where('asset', 'in', ASSETS_OF[kind])
          .where('reason', '<>', 'point_lots')
          .executeTakeFirst();
        total = count?.total ?? 0;
      }
      const items: HistoryItem[] = rows.map((row) => ({
        id: row.operation_id,
        kind: row.kind,
        label: operationLabel(row.kind),
        detail: detailOf(row),
        amount: row.paid,
        bonusAmount: row.bonus,
        createdAt: toDate(row.created_at)!.toISOString(),
      }));
      return { kind, items, page, perPage, total, maxPage: Math.max(1, Math.ceil(total / perPage)) };
    },

    /** The member's latest unlocks (bought for good or rented), newest first. */
    async unlocks(userId: number, limit = 10, at = now()): Promise<UnlockItem[]> {
      const rows = await db()
        .selectFrom('wallet_entitlement as e')
        .leftJoin('catalogue_story_ref as s', 's.story_id', 'e.story_id')
        .innerJoin('catalogue_volume_ref as v', (join) => join.on((eb) => eb('v.volume_id', '=', eb.fn.coalesce('e.volume_id', 's.volume_id'))))
        .select(['e.kind', 'v.title_code', 'v.title_name', 'v.serial_number', 's.story_number', 'e.created_at', 'e.expires_at'])
        .where('e.user_id', '=', userId)
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => {
        const expiresAt = toDate(row.expires_at);
        return {
          kind: row.kind,
          label: UNLOCK_LABELS[row.kind] ?? row.kind,
          titleCode: row.title_code,
          titleName: row.title_name,
          volumeSerialNumber: row.serial_number,
          storyNumber: row.story_number,
          createdAt: toDate(row.created_at)!.toISOString(),
          expiresAt: expiresAt?.toISOString() ?? null,
          ended: expiresAt !== null && expiresAt <= at,
        };
      });
    },

    /**
     * The member's coupons, one per campaign code they were granted (coupon entries reference the
     * code): used once the entries taking them out cover what was granted, expired when the campaign
     * ended, else valid with the time left.
     */
    async coupons(userId: number, at = now()): Promise<HeldCoupon[]> {
      const rows = await db()
        .selectFrom('wallet_entry')
        .select((eb) => [
          eb.cast<string>('reference', 'text').as('code'),
          eb.cast<number>(eb.fn.coalesce(eb.fn.sum('amount').filterWhere('amount', '>', 0), eb.lit(0)), 'integer').as('granted'),
          eb.cast<number>(eb.fn.coalesce(eb.neg(eb.fn.sum('amount').filterWhere('amount', '<', 0)), eb.lit(0)), 'integer').as('used'),
          eb.fn.max('created_at').filterWhere('amount', '<', 0).as('used_at'),
          eb.fn.min('created_at').as('granted_at'),
        ])
        .where('user_id', '=', userId)
        .where('asset', '=', 'coupon')
        .groupBy('reference')
        .orderBy((eb) => eb.fn.min('created_at'), 'desc')
        .execute();
      const coupons: HeldCoupon[] = [];
      for (const row of rows) {
        const campaign = await deps.couponByCode(row.code);
        if (!campaign) continue;
        const held = row.granted - row.used;
        const usedAt = toDate(row.used_at);
        const leftSecond = Math.max(0, Math.floor((new Date(campaign.expireDate).getTime() - at.getTime()) / 1000));
        const state: HeldCoupon['state'] = held === 0 ? 'used' : leftSecond === 0 ? 'expired' : 'valid';
        coupons.push({
          ...campaign,
          held,
          leftSecond,
          isCouponExpired: leftSecond === 0,
          remainedDays: Math.floor(leftSecond / 86_400),
          remainedHours: Math.floor((leftSecond % 86_400) / 3_600),
          remainedMinutes: Math.floor((leftSecond % 3_600) / 60),
          usedDate: state === 'used' && usedAt ? usedAt.toISOString() : null,
          usedDateText: state === 'used' && usedAt ? `${jstDate(usedAt.toISOString())}に使用` : '',
          state,
        });
      }
      return coupons;
    },
  };
}

export type WalletHistory = ReturnType<typeof createWalletHistory>;

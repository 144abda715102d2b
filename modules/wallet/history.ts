import type { MikroORM } from '@mikro-orm/postgresql';
import type { CouponView } from '../campaigns/index.ts';
import { exchangeablePoints } from './exchange-rules.ts';
import { HISTORY_PAGE_SIZE, jstDate, operationLabel, REASON_DETAILS, UNLOCK_LABELS, type BalanceSummary, type HistoryItem, type HistoryKind, type HistoryPage, type UnlockItem } from './history-labels.ts';
import { toDate } from './ledger.ts';
import type { WalletService } from './wallet-service.ts';

const ASSETS_OF: Record<HistoryKind, string> = { coin: '{paid_coin,bonus_coin}', point: '{point}' };

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

/**
 * One row per operation of the member's coin or point ledger, newest first. Only `userId`'s entries are
 * read: every query of this file is filtered by the member the caller authenticated.
 */
const HISTORY_SQL = `
  with ops as (
    select e.operation_id, o.kind, min(e.reason) as reason,
           case when count(distinct e.reference) = 1 then min(e.reference) end as reference,
           coalesce(sum(e.amount) filter (where e.asset in ('paid_coin', 'point')), 0)::int as paid,
           coalesce(sum(e.amount) filter (where e.asset = 'bonus_coin'), 0)::int as bonus,
           min(e.created_at) as created_at
      from wallet_entry e join wallet_operation o on o.id = e.operation_id
     where e.user_id = ? and e.asset = any(?::text[])
     group by e.operation_id, o.kind)
  select ops.*, s.title_name, s.story_number, count(*) over ()::int as total
    from ops
    left join catalogue_story_ref s on s.story_id = case when ops.reference ~ '^story:[0-9]{1,9}$' then substr(ops.reference, 7)::int end
   order by ops.created_at desc, ops.operation_id desc
   limit ? offset ?`;

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
  const run = <T>(query: string, params: unknown[]) => orm.em.fork().execute(query, params) as unknown as Promise<T>;

  return {
    /** Balances for /myitem/: coins split paid/bonus with the soonest bonus expiry. */
    async summary(userId: number, at = now()): Promise<BalanceSummary> {
      const balances = await deps.wallet.balancesOf(userId, at);
      const [next] = await run<{ amount: number; expires_at: Date | string }[]>(
        `select sum(remaining)::int as amount, expires_at from wallet_lot
          where user_id = ? and asset = 'bonus_coin' and remaining > 0 and expires_at > ?
            and expires_at = (select min(expires_at) from wallet_lot where user_id = ? and asset = 'bonus_coin' and remaining > 0 and expires_at > ?)
          group by expires_at`,
        [userId, at, userId, at],
      );
      return {
        coin: balances.userCoin,
        paidCoin: balances.userPaidCoin,
        bonusCoin: balances.userBonusCoin,
        nextBonusExpiry: next ? { amount: next.amount, expiresAt: toDate(next.expires_at)!.toISOString() } : null,
        point: balances.userPoint,
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
      const rows = await run<Row[]>(HISTORY_SQL, [userId, ASSETS_OF[kind], perPage, (page - 1) * perPage]);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && page > 1) {
        const [count] = await run<{ total: number }[]>('select count(distinct operation_id)::int as total from wallet_entry where user_id = ? and asset = any(?::text[])', [userId, ASSETS_OF[kind]]);
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
      const rows = await run<{ kind: string; title_code: string; title_name: string; serial_number: number; story_number: number | null; created_at: Date | string; expires_at: Date | string | null }[]>(
        `select e.kind, v.title_code, v.title_name, v.serial_number, s.story_number, e.created_at, e.expires_at
           from wallet_entitlement e
           left join catalogue_story_ref s on s.story_id = e.story_id
           join catalogue_volume_ref v on v.volume_id = coalesce(e.volume_id, s.volume_id)
          where e.user_id = ?
          order by e.created_at desc, e.id desc limit ?`,
        [userId, limit],
      );
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
      const rows = await run<{ code: string; granted: number; used: number; used_at: Date | string | null; granted_at: Date | string }[]>(
        `select reference as code,
                coalesce(sum(amount) filter (where amount > 0), 0)::int as granted,
                coalesce(-sum(amount) filter (where amount < 0), 0)::int as used,
                max(created_at) filter (where amount < 0) as used_at,
                min(created_at) as granted_at
           from wallet_entry where user_id = ? and asset = 'coupon'
          group by reference order by min(created_at) desc`,
        [userId],
      );
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

import type { MikroORM } from '@mikro-orm/postgresql';
import { COUPON_CODE_PATTERN, COUPON_CODE_RULE } from './coupon-codes.ts';
import { CouponCampaign } from './entities/coupon-campaign.ts';
import { CouponCode } from './entities/coupon-code.ts';
import { CampaignsError } from './present/campaigns-errors.ts';

/**
 * A gift coupon campaign as the staff console edits it (decision 067): plain JSON, dates as ISO strings, the
 * codes members redeem at /gift/coupon/{code}/ in their order. Where it is recommended (path, audience,
 * priority) is kept as it is.
 */
export type CouponEdit = {
  couponCode: string;
  couponName: string;
  description: string;
  /** Extra coins on a coin purchase, percent. */
  additionalCoinRate: number;
  /** Coupons the member holds after redeeming. */
  quantity: number;
  /** Bonus coins granted outright on redeeming. */
  bonusQuantity: number;
  /** The pack price (yen, 税込) the rate applies to; null: any pack. */
  itemPriceWithoutCoupon: number | null;
  startsAt: string;
  endsAt: string;
  recommendable: boolean;
  perMemberLimit: number;
  totalLimit: number | null;
  singleUseCodes: boolean;
  /** How members get the codes: 'open' (anyone, no purchase) or 'purchase' (handed to buyers of `purchaseYen`). */
  distribution: 'open' | 'purchase';
  purchaseYen: number | null;
  codes: string[];
  /** In the staff console's trash (ISO): its codes are not redeemed; null or absent: in use. */
  deletedAt?: string | null;
};

export type Problem = { path: string; message: string };

export type CouponEditingOptions = {
  now?: () => Date;
  /** 景品表示法's check (総付景品 for codes handed to buyers) and the wallet's packs, from the composition root. */
  legalProblems?: (coupon: CouponEdit) => Promise<Problem[]> | Problem[];
};

export { COUPON_CODE_PATTERN };
export const MAX_COUPON_CODES = 1000;

const recordOf = (c: CouponCampaign, codes: string[]): CouponEdit => ({
  couponCode: c.couponCode,
  couponName: c.couponName,
  description: c.description,
  additionalCoinRate: c.additionalCoinRate,
  quantity: c.quantity,
  bonusQuantity: c.bonusQuantity,
  itemPriceWithoutCoupon: c.itemPriceWithoutCoupon ?? null,
  startsAt: c.startsAt.toISOString(),
  endsAt: c.endsAt.toISOString(),
  recommendable: c.recommendable,
  perMemberLimit: c.perMemberLimit,
  totalLimit: c.totalLimit ?? null,
  singleUseCodes: c.singleUseCodes,
  distribution: c.distribution,
  purchaseYen: c.purchaseYen ?? null,
  codes,
  deletedAt: c.deletedAt?.toISOString() ?? null,
});

/** True when `next` differs from `before` in its trash state only. */
const onlyTrashMoved = (before: CouponEdit, next: CouponEdit) => JSON.stringify({ ...before, deletedAt: null }) === JSON.stringify({ ...before, ...next, deletedAt: null });

const fields = (next: CouponEdit) => ({
  couponName: next.couponName,
  description: next.description,
  additionalCoinRate: next.additionalCoinRate,
  quantity: next.quantity,
  bonusQuantity: next.bonusQuantity,
  itemPriceWithoutCoupon: next.itemPriceWithoutCoupon,
  startsAt: new Date(next.startsAt),
  endsAt: new Date(next.endsAt),
  recommendable: next.recommendable,
  perMemberLimit: next.perMemberLimit,
  totalLimit: next.totalLimit,
  singleUseCodes: next.singleUseCodes,
  distribution: next.distribution,
  purchaseYen: next.distribution === 'purchase' ? next.purchaseYen : null,
  deletedAt: next.deletedAt ? new Date(next.deletedAt) : null,
});

/**
 * What the staff console reaches of gift coupons (decision 067): list, read, check, create and write on this
 * module's own tables; the composition root hands these functions to the console. Every write runs the
 * checks again and is refused (CampaignsError 'coupon-invalid', 400) when one fails.
 */
export function createCouponEditing(orm: MikroORM, options: CouponEditingOptions = {}) {
  const now = () => options.now?.() ?? new Date();
  const fork = () => orm.em.fork();

  async function codesOf(campaignIds: number[]): Promise<Map<number, string[]>> {
    const rows = campaignIds.length ? await fork().find(CouponCode, { campaign: { $in: campaignIds } }, { orderBy: { id: 'asc' } }) : [];
    const byCampaign = new Map<number, string[]>();
    for (const row of rows) byCampaign.set(row.campaign.id, [...(byCampaign.get(row.campaign.id) ?? []), row.code]);
    return byCampaign;
  }

  async function problems(next: CouponEdit, id: number | null): Promise<Problem[]> {
    const found: Problem[] = [];
    const em = fork();
    const sameCode = await em.findOne(CouponCampaign, { couponCode: next.couponCode });
    const codeOfOther = await em.findOne(CouponCode, { code: next.couponCode });
    if ((sameCode && sameCode.id !== id) || (codeOfOther && codeOfOther.campaign.id !== id)) found.push({ path: 'coupon_code', message: 'このクーポンコードはほかのクーポンが使っています。' });
    // The coupon's own code never changes: only a new coupon's is checked against the rule of new codes.
    if (id === null && !COUPON_CODE_PATTERN.test(next.couponCode)) found.push({ path: 'coupon_code', message: `クーポンコードは${COUPON_CODE_RULE}にしてください。` });
    if (new Date(next.endsAt).getTime() <= new Date(next.startsAt).getTime()) found.push({ path: 'ends_at', message: '終了日時は開始日時より後にしてください（日本時間 JST）。' });
    const seen = new Set<string>();
    const repeated = new Set<string>();
    for (const code of next.codes) (seen.has(code) ? repeated : seen).add(code);
    if (repeated.size) found.push({ path: 'codes', message: `同じコードが重複しています: ${[...repeated].slice(0, 5).join('、')}` });
    if (next.codes.length > MAX_COUPON_CODES) found.push({ path: 'codes', message: `コードは1つのクーポンに${MAX_COUPON_CODES.toLocaleString('ja-JP')}個までです。` });
    // Codes the coupon already has stay (members may hold them); every code added follows the rule of new codes.
    const kept = new Set(id === null ? [] : ((await codesOf([id])).get(id) ?? []));
    const bad = next.codes.filter((code) => !kept.has(code) && !COUPON_CODE_PATTERN.test(code));
    if (bad.length) found.push({ path: 'codes', message: `コードは${COUPON_CODE_RULE}にしてください: ${bad.slice(0, 5).join('、')}` });
    if (next.codes.length) {
      const taken = [
        ...(await em.find(CouponCode, { code: { $in: next.codes }, ...(id ? { campaign: { $ne: id } } : {}) })).map((row) => row.code),
        ...(await em.find(CouponCampaign, { couponCode: { $in: next.codes } })).filter((c) => c.id !== id || c.couponCode !== next.couponCode).map((c) => c.couponCode),
      ];
      if (taken.length) found.push({ path: 'codes', message: `ほかのクーポンが使っているコードがあります: ${taken.slice(0, 5).join('、')}` });
    }
    if (next.singleUseCodes && next.codes.length === 0) found.push({ path: 'codes', message: '1回限りのコードにするときは、コードを1つ以上入力または生成してください。' });
    if (next.totalLimit !== null && next.singleUseCodes && next.totalLimit > next.codes.length && next.codes.length > 0) {
      found.push({ path: 'total_limit', message: `1回限りのコードは${next.codes.length.toLocaleString('ja-JP')}回までしか使えません。全体の上限をコードの数以下にしてください。` });
    }
    if (next.distribution === 'purchase' && !next.purchaseYen) found.push({ path: 'purchase_yen', message: '購入者に配るときは、対象の購入額（円・税込）を入力してください。' });
    if (next.quantity < 1 && next.bonusQuantity < 1) found.push({ path: 'quantity', message: 'クーポンの枚数かボーナスコインを1以上にしてください。' });
    return [...found, ...((await options.legalProblems?.(next)) ?? [])];
  }

  async function read(id: number): Promise<CouponEdit | null> {
    const campaign = await fork().findOne(CouponCampaign, { id });
    return campaign ? recordOf(campaign, (await codesOf([id])).get(id) ?? []) : null;
  }

  async function checked(next: CouponEdit, id: number | null) {
    const found = await problems(next, id);
    if (found.length) throw new CampaignsError('coupon-invalid', { problems: found });
  }

  /** Keeps the codes that stay, adds the new ones, drops the others (redemptions already made stay granted). */
  async function storeCodes(em: ReturnType<typeof fork>, campaign: CouponCampaign, codes: string[]) {
    const existing = await em.find(CouponCode, { campaign });
    const wanted = new Set(codes);
    for (const row of existing) if (!wanted.has(row.code)) em.remove(row);
    const have = new Set(existing.map((row) => row.code));
    for (const code of codes) if (!have.has(code)) em.create(CouponCode, { campaign, code, createdAt: now() });
  }

  return {
    problems,
    async list(): Promise<(CouponEdit & { id: number })[]> {
      const campaigns = await fork().find(CouponCampaign, {}, { orderBy: { id: 'desc' }, limit: 200 });
      const codes = await codesOf(campaigns.map((c) => c.id));
      return campaigns.map((c) => ({ id: c.id, ...recordOf(c, codes.get(c.id) ?? []) }));
    },
    read,
    async create(next: CouponEdit): Promise<number> {
      await checked(next, null);
      return fork().transactional(async (tx) => {
        const campaign = tx.create(CouponCampaign, { couponCode: next.couponCode, ...fields(next), targetPathPrefix: '/', audience: 1, priority: 0, wideImageUrl: null });
        await tx.flush();
        await storeCodes(tx, campaign, next.codes);
        await tx.flush();
        return campaign.id;
      });
    },
    async write(id: number, next: CouponEdit): Promise<void> {
      const before = await read(id);
      // Moving a coupon to or from the trash changes nothing that is checked (a coupon whose pack was since
      // withdrawn can still be trashed).
      if (!before || !onlyTrashMoved(before, next)) await checked(next, id);
      await fork().transactional(async (tx) => {
        const campaign = await tx.findOneOrFail(CouponCampaign, { id });
        tx.assign(campaign, fields(next));
        await storeCodes(tx, campaign, next.codes);
      });
    },
  };
}

export type CouponEditing = ReturnType<typeof createCouponEditing>;

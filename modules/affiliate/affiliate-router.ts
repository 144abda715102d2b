import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { memberOf, requireMember, type ViewerVariables } from '#modules/accounts/index.ts';
import { ApiError } from '#platform/http/api-error.ts';
import { mapDomainErrors } from '#platform/http/domain-error-mapping.ts';
import { validate } from '#platform/http/validate.ts';
import { PayoutError } from './affiliate-errors.ts';
import { bankCodes } from './bank-codes.ts';
import { normaliseDotmoneyNumber } from './dotmoney-provider.ts';
import { PAYOUT_STATUSES, payoutMessages as m } from './payout-rules.ts';
import type { ExportBatchFile, PayoutService } from './payout-service.ts';
import { referralPath, type ReferralService } from './referral-service.ts';
import { TRANSFER_BATCHES_PATH, TRANSFER_EXPORT_PATH } from './transfer-paths.ts';
import { zenginFile } from './zengin-file.ts';

export const payoutErrorMapping = mapDomainErrors(PayoutError, {
  invalid: (error) => new ApiError(400, { content: error.details?.problems?.[0]?.message ?? m.amountInvalid, label: 'string', level: 'warning' }, error.details?.problems),
  'below-minimum': (error) => new ApiError(400, { content: m.belowMinimum(error.details?.minimum ?? 0), label: 'string', level: 'warning' }, [{ path: 'amount', message: m.belowMinimum(error.details?.minimum ?? 0) }]),
  insufficient: () => new ApiError(409, { content: m.insufficient, label: 'modal', level: 'warning' }, [{ path: 'amount', message: m.insufficient }]),
  'holder-mismatch': () => new ApiError(400, { content: m.holderMismatch, label: 'string', level: 'warning' }, [{ path: 'holder_name', message: m.holderMismatch }]),
  'name-missing': () => new ApiError(400, { content: m.holderNameMissing, label: 'string', level: 'warning' }, [{ path: 'holder_name', message: m.holderNameMissing }]),
  'not-found': () => new ApiError(404, { content: m.notFound, label: 'notfound', level: 'warning' }),
  'state-changed': () => new ApiError(409, { content: m.stateChanged, label: 'string', level: 'warning' }),
  'cipher-unavailable': () => new ApiError(503, { content: m.cipherUnavailable, label: 'modal', level: 'error' }),
  'dotmoney-not-linked': () => new ApiError(400, { content: m.dotmoneyNotLinked, label: 'string', level: 'warning' }),
  'dotmoney-invalid': () => new ApiError(400, { content: m.dotmoneyInvalid, label: 'string', level: 'warning' }, [{ path: 'dotmoney_account', message: m.dotmoneyInvalid }]),
  'nothing-to-export': () => new ApiError(409, { content: m.nothingToExport, label: 'string', level: 'warning' }),
  'batch-not-found': () => new ApiError(404, { content: m.batchNotFound, label: 'notfound', level: 'warning' }),
});

const noStore = { 'Cache-Control': 'private, no-store' };

/** A batch's 全銀協 file as a download named after its transfer day and batch id. */
function zenginAttachment(c: Context, { batch, records }: ExportBatchFile): Response {
  return c.body(zenginFile(records).buffer as ArrayBuffer, 200, {
    ...noStore,
    'Content-Type': 'text/plain; charset=Shift_JIS',
    'Content-Disposition': `attachment; filename="zengin-${batch.transferDate.replaceAll('-', '')}-${batch.id}.txt"`,
    'X-Batch-Id': String(batch.id),
    'X-Transfer-Count': String(batch.transferCount),
  });
}
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const requestId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'request_id が正しくありません' });
const amount = z.number({ error: m.amountInvalid }).int({ error: m.amountInvalid }).min(1, { error: m.amountInvalid }).max(10_000_000, { error: m.amountInvalid });

export const transferInput = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('bank'),
    request_id: requestId,
    amount,
    bank_code: z.string().max(8),
    branch_code: z.string().max(8),
    account_type: z.string().max(16),
    account_number: z.string().max(16),
    holder_name: z.string().max(60),
  }),
  z.object({ method: z.literal('dotmoney'), request_id: requestId, amount }),
]);
const dotmoneyInput = z.object({ account_number: z.string().max(32) });
const bankQuery = z.object({ q: z.string().max(40).optional() });
const returnInput = z.object({ reason: z.string().trim().min(1, { error: m.reasonRequired }).max(200, { error: '差し戻しの理由は200文字以内で入力してください。' }) });
const statusQuery = z.object({ status: z.enum(PAYOUT_STATUSES).optional() });

/** The member's side: referral link and earnings, bank lookup, requests (their own only). */
export function affiliateRouter(deps: { referrals: ReferralService; payouts: PayoutService; origin: string }) {
  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get('/api/v1/affiliate/', requireMember(), async (c) => {
      const userId = memberOf(c).userId;
      const code = await deps.referrals.codeOf(userId);
      const [referrals, terms] = await Promise.all([deps.referrals.referralsOf(userId), deps.payouts.terms(userId)]);
      return c.json({ success: true, code, link: `${deps.origin}${referralPath(code)}`, referrals, balance: terms.balance }, 200, noStore);
    })
    .get('/api/v1/transfer/banks/', validate('query', bankQuery), (c) => c.json({ success: true, banks: bankCodes.searchBanks(c.req.valid('query').q ?? '') }, 200, { 'Cache-Control': 'public, max-age=3600' }))
    .get('/api/v1/transfer/banks/:code/branches/', validate('query', bankQuery), (c) => {
      const code = c.req.param('code');
      if (!bankCodes.bank(code)) throw new ApiError(404, { content: m.bankUnknown, label: 'string', level: 'warning' });
      return c.json({ success: true, branches: bankCodes.searchBranches(code, c.req.valid('query').q ?? '') }, 200, { 'Cache-Control': 'public, max-age=3600' });
    })
    .get('/api/v1/transfer/', requireMember(), async (c) => {
      const userId = memberOf(c).userId;
      const [terms, requests] = await Promise.all([deps.payouts.terms(userId), deps.payouts.listOf(userId)]);
      return c.json({ success: true, ...terms, requests }, 200, noStore);
    })
    .get('/api/v1/transfer/:id/', requireMember(), validate('param', z.object({ id })), async (c) => {
      return c.json({ success: true, request: await deps.payouts.getOwn(memberOf(c).userId, c.req.valid('param').id) }, 200, noStore);
    })
    .post('/api/v1/transfer/', requireMember(), validate('json', transferInput), async (c) => {
      const member = memberOf(c);
      const input = c.req.valid('json');
      const { view, created } = await deps.payouts.request(
        member.userId,
        input.method === 'bank'
          ? { requestId: input.request_id, method: 'bank', amount: input.amount, bank: { bankCode: input.bank_code, branchCode: input.branch_code, accountType: input.account_type, accountNumber: input.account_number, holderName: input.holder_name } }
          : { requestId: input.request_id, method: 'dotmoney', amount: input.amount },
        member,
      );
      return c.json({ success: true, created, request: view, message: { content: m.requested, label: 'string', level: 'info' } }, 200, noStore);
    })
    .post('/api/v1/transfer/dotmoney/', requireMember(), validate('json', dotmoneyInput), async (c) => {
      const number = normaliseDotmoneyNumber(c.req.valid('json').account_number);
      if (!number) throw new PayoutError('dotmoney-invalid');
      const account = await deps.payouts.linkDotmoney(memberOf(c).userId, number);
      return c.json({ success: true, dotmoneyAccount: account, message: { content: 'ドットマネー口座を連携しました。', label: 'string', level: 'info' } }, 200, noStore);
    });
}

/**
 * Staff's side (403 to members): list, approve, mark paid, return with a reason, and the 全銀協 files
 * (a new batch by POST; each batch downloadable again by GET, unchanged).
 * A small local check of isStaff, as content-blocks does; each change is recorded in payout_history.
 */
export function staffTransferRouter(deps: { payouts: PayoutService }) {
  const staff = (c: Parameters<typeof memberOf>[0]) => {
    const member = memberOf(c);
    if (!member.isStaff) throw new ApiError(403, { content: m.staffOnly, label: 'string', level: 'warning' });
    return member.userId;
  };
  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get('/api/staff/v1/transfer/', requireMember(), validate('query', statusQuery), async (c) => {
      staff(c);
      return c.json({ success: true, requests: await deps.payouts.listForStaff(c.req.valid('query').status) }, 200, noStore);
    })
    .get(TRANSFER_BATCHES_PATH, requireMember(), async (c) => {
      staff(c);
      return c.json({ success: true, batches: await deps.payouts.exportBatches() }, 200, noStore);
    })
    // A new batch: a write, so POST with the CSRF token (the API's middleware); a GET never exports.
    .post(TRANSFER_EXPORT_PATH, requireMember(), async (c) => zenginAttachment(c, await deps.payouts.createExportBatch(staff(c))))
    .get(TRANSFER_EXPORT_PATH, requireMember(), (c) => {
      staff(c);
      throw new ApiError(405, { content: m.exportByPost, label: 'string', level: 'warning' }, undefined, { Allow: 'POST' });
    })
    .get(`${TRANSFER_BATCHES_PATH}:id/`, requireMember(), validate('param', z.object({ id })), async (c) => {
      staff(c);
      return zenginAttachment(c, await deps.payouts.batchFile(c.req.valid('param').id));
    })
    .post('/api/staff/v1/transfer/:id/approve/', requireMember(), validate('param', z.object({ id })), async (c) => {
      return c.json({ success: true, request: await deps.payouts.approve(staff(c), c.req.valid('param').id) }, 200, noStore);
    })
    .post('/api/staff/v1/transfer/:id/paid/', requireMember(), validate('param', z.object({ id })), async (c) => {
      return c.json({ success: true, request: await deps.payouts.markPaid(staff(c), c.req.valid('param').id) }, 200, noStore);
    })
    .post('/api/staff/v1/transfer/:id/return/', requireMember(), validate('param', z.object({ id })), validate('json', returnInput), async (c) => {
      const staffId = staff(c);
      return c.json({ success: true, request: await deps.payouts.returnRequest(staffId, c.req.valid('param').id, c.req.valid('json').reason) }, 200, noStore);
    });
}

import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '#platform/http/validate.ts';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import { diffSnapshots } from '../edits/diff.ts';
import { draftFields } from '../edits/draft-router.ts';
import type { StaffDrafts } from '../edits/staff-drafts.ts';
import type { EditableKind, Saved, StaffEdits } from '../edits/staff-edits.ts';
import { versionOnly } from '../banners/banner-rules.ts';
import { staffActor, staffOnly } from '../staff-only.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import { couponFields, couponUpdate, savedCouponFields, toCouponSnapshot, type CouponEditingPort, type CouponSnapshot } from './coupon-rules.ts';
import { currentAt, keepMinutes } from './reward-router.ts';

const couponId = z.object({ id: z.string().regex(/^[1-9][0-9]{0,8}$/, { error: 'クーポンの番号が正しくありません' }).transform(Number) });
const couponDraft = z.intersection(couponFields, draftFields);
const savedCouponDraft = z.intersection(savedCouponFields, draftFields);

/**
 * Gift coupons as a console kind. The trash only takes a coupon out of use (its codes are no longer redeemed, it is not
 * recommended nor added to purchases): what members received under the campaign's code stays theirs.
 */
export function couponKind(coupons: CouponEditingPort): EditableKind<CouponSnapshot> {
  return {
    type: 'coupon',
    label: 'クーポン',
    read: (id) => coupons.read(Number(id)),
    write: (id, next) => coupons.write(Number(id), next),
    create: async (value) => String(await coupons.create(value)),
    trashed: (value, at) => ({ ...value, deletedAt: at.toISOString() }),
    restored: (value) => ({ ...value, deletedAt: null }),
  };
}

/**
 * `GET|POST /api/staff/v1/coupons/`, `POST …/coupons/{id}/` (versioned), `…/{id}/trash/`, `…/{id}/restore/`, drafts at
 * `POST …/drafts/coupons/(id/)`
 * (decision 067). Create and save take `dry_run`: the answer is then what would change and the checks of the
 * campaigns module with 景品表示法's (総付景品 on the purchase bonus), nothing stored. A real save runs them again.
 */
export function couponRouter(deps: { coupons: CouponEditingPort; edits: StaffEdits; drafts: StaffDrafts }) {
  const { coupons, edits, drafts } = deps;
  const kind = edits.register(couponKind(coupons));
  const answer = (saved: Saved<CouponSnapshot>) => ({ success: true as const, coupon: { id: Number(saved.id), version: saved.version, ...saved.value } });
  const dryRunAnswer = (before: unknown, after: unknown, problems: { path: string; message: string }[]) => ({ success: true as const, dryRun: true as const, changes: diffSnapshots(before, after), problems });
  // The coupon code is the wallet's key for what members hold: it never changes once created.
  const patchOf = (fields: z.output<typeof savedCouponFields>) => {
    // A save never moves the coupon to or from the trash.
    const { couponCode: _code, deletedAt: _trash, ...patch } = toCouponSnapshot(fields);
    return patch;
  };

  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get(STAFF_PATHS.coupons, staffOnly(), async (c) => {
      const list = await coupons.list();
      const versions = await edits.versionsOf(kind.type, list.map((coupon) => String(coupon.id)));
      return c.json({ success: true as const, coupons: list.map((coupon) => ({ ...coupon, version: versions.get(String(coupon.id)) ?? 0 })) });
    })
    .post(STAFF_PATHS.coupons, staffOnly(), validate('json', couponFields), async (c) => {
      const input = c.req.valid('json');
      const coupon = toCouponSnapshot(input);
      if (input.dry_run) return c.json(dryRunAnswer(null, coupon, await coupons.problems(coupon, null)));
      return c.json(answer(await edits.create(kind, coupon, staffActor(c))));
    })
    .post(`${STAFF_PATHS.coupons}:id/`, staffOnly(), validate('param', couponId), validate('json', couponUpdate), async (c) => {
      const { version, ...fields } = c.req.valid('json');
      const id = c.req.valid('param').id;
      const patch = await keepMinutes(kind, String(id), patchOf(fields));
      if (fields.dry_run) {
        const { current, next } = await currentAt(edits, kind, String(id), version, (current) => ({ ...current, ...patch }));
        return c.json(dryRunAnswer(current, next, await coupons.problems(next, id)));
      }
      return c.json(answer(await edits.save(kind, String(id), version, patch, staffActor(c))));
    })
    .post(`${STAFF_PATHS.coupons}:id/trash/`, staffOnly(), validate('param', couponId), validate('json', versionOnly), async (c) =>
      c.json(answer(await edits.trash(kind, String(c.req.valid('param').id), c.req.valid('json').version, staffActor(c)))),
    )
    .post(`${STAFF_PATHS.coupons}:id/restore/`, staffOnly(), validate('param', couponId), validate('json', versionOnly), async (c) =>
      c.json(answer(await edits.restore(kind, String(c.req.valid('param').id), c.req.valid('json').version, staffActor(c)))),
    )
    .post(`${STAFF_PATHS.drafts}coupons/`, staffOnly(), validate('json', couponDraft), async (c) => {
      const { draft_id, draft_version, version: _none, ...fields } = c.req.valid('json');
      return c.json({ success: true as const, draft: await drafts.save(kind, null, { draftId: draft_id, draftVersion: draft_version, baseVersion: 0, value: toCouponSnapshot(fields) }, staffActor(c)) });
    })
    .post(`${STAFF_PATHS.drafts}coupons/:id/`, staffOnly(), validate('param', couponId), validate('json', savedCouponDraft), async (c) => {
      const { draft_id, draft_version, version, ...fields } = c.req.valid('json');
      const draft = await drafts.save(kind, String(c.req.valid('param').id), { draftId: draft_id, draftVersion: draft_version, baseVersion: version, value: patchOf(fields) }, staffActor(c));
      return c.json({ success: true as const, draft });
    });
}

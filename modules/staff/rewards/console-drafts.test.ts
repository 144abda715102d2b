import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUpMember, type TestMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import { staffSignUp } from '../staff-test-helpers.ts';

// 2026-12-01 12:00 JST; moved past a handout draft's claim-by below. A database of this file's own: publishing the
// top page's blocks here must not change what other files see.
let now = new Date('2026-12-01T03:00:00Z');
const { app, orm, services } = await createTestApp({ ownDatabase: true, now: () => now });

const signUpStaff = staffSignUp(app, orm);

type Json = { success: boolean; message?: { content: string }; errors?: { path: string; message: string }[] } & Record<string, any>;
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });
const coupon = (over: Record<string, unknown> = {}) => ({
  coupon_code: `DRAFT-${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`,
  coupon_name: '下書きテストのクーポン',
  description: '',
  additional_coin_rate: 0,
  quantity: 1,
  bonus_quantity: 100,
  item_price_without_coupon: null,
  starts_at: '2026-12-01T00:00',
  ends_at: '2026-12-26T00:00',
  codes: [],
  ...over,
});
const handout = (over: Record<string, unknown> = {}) => ({ label: 'おわびギフト', asset: 'point', amount: 30, valid_hours: null, claim_by: '2026-12-11T00:00', recipients: 'list', member_ids: '', ...over });
const actions = async (staff: TestMember, type: string, id: number) =>
  ((await json(await staff.get(`${STAFF_PATHS.audit}?type=${type}&id=${id}`))).body.entries as { action: string; version: number }[]).map((e) => [e.action, e.version]);

describe('drafts of gift handouts and of the top page blocks', () => {
  it('a handout draft is kept aside and published through the versioned save with its checks', async () => {
    const staff = await signUpStaff();
    const member = await signUpMember(app);
    const created = (await json(await staff.post(STAFF_PATHS.giftHandouts, handout({ member_ids: `${member.userId}` })))).body.giftHandout as { id: number };
    const draft = await json(await staff.post(`${STAFF_PATHS.drafts}gift-handouts/${created.id}/`, { ...handout({ label: '下書きのギフト', member_ids: `${member.userId}` }), version: 1 }));
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect((await services.staffConsole.giftHandouts.read(created.id))?.label).toBe('おわびギフト');
    const published = await json(await staff.post(`${STAFF_PATHS.drafts}${draft.body.draft.id}/publish/`, { version: draft.body.draft.version }));
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(await services.staffConsole.giftHandouts.read(created.id)).toMatchObject({ label: '下書きのギフト', sentAt: null, deletedAt: null });
    expect(await actions(staff, 'gift-handout', created.id)).toEqual([['publish', 2], ['create', 1]]);

    // A new handout's draft whose claim-by has passed by publication is refused by the rules (400), nothing created.
    const fresh = await json(await staff.post(`${STAFF_PATHS.drafts}gift-handouts/`, { ...handout({ label: '新しいギフト', member_ids: `${member.userId}`, claim_by: '2026-12-02T00:00' }), version: 0 }));
    expect(fresh.status).toBe(200);
    now = new Date('2026-12-02T00:00:00Z');
    try {
      const late = await json(await staff.post(`${STAFF_PATHS.drafts}${fresh.body.draft.id}/publish/`, { version: fresh.body.draft.version }));
      expect(late.status).toBe(400);
      expect(late.body.errors).toEqual([{ path: 'claimBy', message: '受け取り期限は現在より後の日時にしてください。' }]);
    } finally {
      now = new Date('2026-12-01T03:00:00Z');
    }
  });

  it('a coupon draft is published through the coupon save: 景品表示法 is checked again and a refused one stays a draft', async () => {
    const staff = await signUpStaff();
    const created = (await json(await staff.post(STAFF_PATHS.coupons, coupon()))).body.coupon as { id: number; couponCode: string };
    // Handed to buyers of ¥500, 300 bonus coins are over 総付景品's limit (¥200).
    const over = { ...coupon({ coupon_code: created.couponCode, distribution: 'purchase', purchase_yen: 500, bonus_quantity: 300 }), version: 1 };
    const draft = await json(await staff.post(`${STAFF_PATHS.drafts}coupons/${created.id}/`, over));
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const refused = await json(await staff.post(`${STAFF_PATHS.drafts}${draft.body.draft.id}/publish/`, { version: draft.body.draft.version }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'bonus_quantity', message: expect.stringContaining('総付景品の上限（200円）') }]);
    expect((await json(await staff.get(`${STAFF_PATHS.drafts}${draft.body.draft.id}/`))).body.draft.status).toBe('draft');
    expect(await actions(staff, 'coupon', created.id)).toEqual([['create', 1]]);
  });

  it('a draft of the whole block list is published as one versioned save', async () => {
    const staff = await signUpStaff();
    const current = await json(await staff.get(STAFF_PATHS.topBlocks));
    const blocks = [{ title: '下書きの新着', label: null, source: 'new', sort: 2, item_limit: 6, ranked: false, more_btn: null, tabs: [] }];
    const draft = await json(await staff.post(`${STAFF_PATHS.drafts}top-blocks/`, { version: current.body.version, blocks }));
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.draft.value.blocks[0]).toMatchObject({ title: '下書きの新着', itemLimit: 6 });
    expect((await json(await staff.get(STAFF_PATHS.topBlocks))).body.blocks).toEqual(current.body.blocks);
    const published = await json(await staff.post(`${STAFF_PATHS.drafts}${draft.body.draft.id}/publish/`, { version: draft.body.draft.version }));
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const after = await json(await staff.get(STAFF_PATHS.topBlocks));
    expect(after.body.version).toBe(current.body.version + 1);
    expect(after.body.blocks.map((b: { title: string }) => b.title)).toEqual(['下書きの新着']);
  });
});

import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { csrfMessage } from '#platform/http/csrf.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import { STAFF_MESSAGES } from '../staff-messages.ts';
import type { DraftView } from '../edits/draft-view.ts';
import { staffSignUp } from '../staff-test-helpers.ts';
import { card, lottery, overLimit, ticket, tiers } from './reward-draft-test-helpers.ts';

// 2026-12-01 12:00 JST, on a database of this file's own: its publishDue must neither publish nor meet other
// files' scheduled drafts.
const START = new Date('2026-12-01T03:00:00Z');
let clock = START;
const { app, orm, services } = await createTestApp({ ownDatabase: true, now: () => clock });

const signUpStaff = staffSignUp(app, orm);

type Answer = { draft: DraftView };
type Problems = { errors: { path: string; message: string }[]; message: { content: string } };
const json = async <T>(response: Response) => (await response.json()) as T;
const draftOf = async (response: Response) => {
  expect(response.status).toBe(200);
  const { draft } = await json<Answer>(response);
  return draft;
};
const actions = async (type: string, id: string) => (await services.staffConsole.edits.history({ type, id })).map((e) => e.action);

const ROUTES = [
  ['stampcards', card],
  ['lotteries', lottery],
  ['ticket-campaigns', ticket],
] as const;

describe('reward draft routes refuse everyone but staff', () => {
  it('answers 403 to visitors and members, needs the CSRF token, and stores no draft', async () => {
    const member = await signUpMember(app);
    for (const who of [clientFor(app), member]) {
      for (const [route, values] of ROUTES) {
        for (const path of [`${STAFF_PATHS.drafts}${route}/`, `${STAFF_PATHS.drafts}${route}/1/`]) {
          const response = await who.post(path, { ...values(), version: 0 });
          expect(response.status, path).toBe(403);
          expect((await json<Problems>(response)).message.content).toBe(STAFF_MESSAGES.notStaff);
        }
      }
    }
    const staff = await signUpStaff();
    for (const [route, values] of ROUTES) {
      const response = await app.request(`http://localhost${STAFF_PATHS.drafts}${route}/`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: staff.cookie }, body: JSON.stringify({ ...values(), version: 0 }) });
      expect(response.status, route).toBe(403);
      expect((await json<Problems>(response)).message.content).toBe(csrfMessage);
    }
    expect(await orm.em.fork().execute('select count(*)::int as n from staff_draft where author_id in (?, ?)', [member.userId, staff.userId])).toEqual([{ n: 0 }]);
  });

  it('answers bad input with 400 and each form’s Japanese messages', async () => {
    const staff = await signUpStaff();
    const cases: [string, unknown, { path: string; message: string }][] = [
      ['stampcards/', { ...card({ label: ' ' }), version: 0 }, { path: 'label', message: '名前を入力してください' }],
      ['lotteries/', { ...lottery({ draws_per_period: 0 }), version: 0 }, { path: 'draws_per_period', message: '1期間に引ける回数は1以上にしてください' }],
      ['ticket-campaigns/', { ...ticket({ per: 'week' }), version: 0 }, { path: 'per', message: '受け取れる頻度を選んでください' }],
      ['lotteries/1/', lottery(), { path: 'version', message: '版（version）がありません' }],
    ];
    for (const [route, body, problem] of cases) {
      const response = await staff.post(`${STAFF_PATHS.drafts}${route}`, body);
      expect(response.status, route).toBe(400);
      expect((await json<Problems>(response)).errors, route).toContainEqual(problem);
    }
    expect((await staff.post(`${STAFF_PATHS.drafts}stampcards/abc/`, { ...card(), version: 0 })).status).toBe(400);
    expect((await staff.post(`${STAFF_PATHS.drafts}ticket-campaigns/999999999/`, { ...ticket(), version: 0 })).status).toBe(404);
  });
});

describe('stamp card drafts', () => {
  it('a new card and a change of a card are published through the versioned save, logged publish', async () => {
    const staff = await signUpStaff();
    const values = card();
    const fresh = await draftOf(await staff.post(`${STAFF_PATHS.drafts}stampcards/`, { ...values, version: 0 }));
    expect(fresh).toMatchObject({ objectType: 'stamp-card', objectId: null, status: 'draft' });
    expect((await services.staffConsole.rewards.stampCards.list()).some((c) => c.code === values.code)).toBe(false);
    const created = await json<{ objectId: string }>(await staff.post(`${STAFF_PATHS.drafts}${fresh.id}/publish/`, { version: 1 }));
    expect(await actions('stamp-card', created.objectId)).toEqual(['publish']);

    const change = await draftOf(await staff.post(`${STAFF_PATHS.drafts}stampcards/${created.objectId}/`, { ...values, message: '下書きで変えたメッセージ', version: 1 }));
    expect(change.changes).toEqual([{ field: 'message', before: 'ログインでスタンプを集めよう', after: '下書きで変えたメッセージ' }]);
    expect((await services.staffConsole.rewards.stampCards.read(Number(created.objectId)))!.message).toBe('ログインでスタンプを集めよう');
    expect((await staff.post(`${STAFF_PATHS.drafts}${change.id}/publish/`, { version: 1 })).status).toBe(200);
    expect((await services.staffConsole.rewards.stampCards.read(Number(created.objectId)))!.message).toBe('下書きで変えたメッセージ');
    expect(await actions('stamp-card', created.objectId)).toEqual(['publish', 'publish']);
  });

  it('a card draft over the 総付景品 limit is refused at publication with the save’s 400, and kept', async () => {
    const staff = await signUpStaff();
    const illegal = card({ slots: [{ label: '購入', action: 'purchase', quantity: 1 }], prize_value_yen: 500, purchase_yen: 500 });
    const direct = await json<Problems>(await staff.post(STAFF_PATHS.stampCards, illegal));
    const draft = await draftOf(await staff.post(`${STAFF_PATHS.drafts}stampcards/`, { ...illegal, version: 0 }));
    const refused = await staff.post(`${STAFF_PATHS.drafts}${draft.id}/publish/`, { version: draft.version });
    expect(refused.status).toBe(400);
    expect((await json<Problems>(refused)).errors).toEqual(direct.errors);
    expect(await services.staffConsole.drafts.get(draft.id)).toMatchObject({ status: 'draft', version: draft.version });
  });
});

describe('lottery drafts', () => {
  it('a lottery draft over the legal limit is refused at publication by hand (400, as a direct save) and by the job, and kept', async () => {
    const staff = await signUpStaff();
    const direct = await staff.post(STAFF_PATHS.lotteries, lottery(overLimit));
    expect(direct.status).toBe(400);
    const directErrors = (await json<Problems>(direct)).errors;
    expect(directErrors).toContainEqual({ path: 'tiers', message: '「大当たり」の価額が一般懸賞の上限（6,000円）を超えています。' });

    const fresh = await draftOf(await staff.post(`${STAFF_PATHS.drafts}lotteries/`, { ...lottery(overLimit), version: 0 }));
    const refused = await staff.post(`${STAFF_PATHS.drafts}${fresh.id}/publish/`, { version: fresh.version });
    expect(refused.status).toBe(400);
    expect((await json<Problems>(refused)).errors).toEqual(directErrors);
    expect(await services.staffConsole.drafts.get(fresh.id)).toMatchObject({ status: 'draft', publishedVersion: null });

    // A running lottery's draft raising its top prize over the limit, scheduled: the job refuses it too.
    const values = lottery();
    const created = await json<{ lottery: { id: number } }>(await staff.post(STAFF_PATHS.lotteries, values));
    const id = String(created.lottery.id);
    const over = await draftOf(await staff.post(`${STAFF_PATHS.drafts}lotteries/${id}/`, { ...values, ...overLimit, version: 1 }));
    const scheduled = (await json<Answer>(await staff.post(`${STAFF_PATHS.drafts}${over.id}/schedule/`, { version: over.version, publish_at: '2026-12-02T00:00' }))).draft;
    expect(scheduled.status).toBe('scheduled');
    clock = new Date('2026-12-01T15:00:00Z');
    const outcome = await services.staffConsole.drafts.publishDue();
    expect(outcome.refused).toContain(over.id);
    expect(outcome.published).not.toContain(over.id);
    expect(await services.staffConsole.drafts.get(over.id)).toMatchObject({ status: 'draft', value: { scheme: 'purchase-lottery' } });
    expect(await services.staffConsole.rewards.lotteries.read(Number(id))).toMatchObject({ scheme: 'open', oddsVersion: 1 });
    expect(await actions('lottery', id)).toEqual(['create']);
    // Not retried by the next run.
    expect((await services.staffConsole.drafts.publishDue()).refused).not.toContain(over.id);
    clock = START;
  });

  it('a lottery draft within the limits publishes new odds from the next period', async () => {
    const staff = await signUpStaff();
    const values = lottery();
    const created = await json<{ lottery: { id: number } }>(await staff.post(STAFF_PATHS.lotteries, values));
    const id = String(created.lottery.id);
    const draft = await draftOf(await staff.post(`${STAFF_PATHS.drafts}lotteries/${id}/`, { ...values, tiers: tiers(200_000), version: 1 }));
    expect(draft.changes.map((c) => c.field)).toEqual(['tiers']);
    expect((await staff.post(`${STAFF_PATHS.drafts}${draft.id}/publish/`, { version: draft.version })).status).toBe(200);
    // 12:00 JST now: the next period starts at 18:00 JST.
    expect(await services.staffConsole.rewards.lotteries.read(Number(id))).toMatchObject({ oddsVersion: 2, oddsEffectiveFrom: '2026-12-01T09:00:00.000Z' });
    expect(await actions('lottery', id)).toEqual(['publish', 'create']);
  });
});

describe('ticket campaign drafts', () => {
  it('schedules a change across a JST midnight, published by the job at its time, not before; a stale draft conflicts', async () => {
    const [staff, other] = [await signUpStaff(), await signUpStaff()];
    const values = ticket();
    const created = await json<{ ticketCampaign: { id: number } }>(await staff.post(STAFF_PATHS.ticketCampaigns, values));
    const id = String(created.ticketCampaign.id);
    const draft = await draftOf(await staff.post(`${STAFF_PATHS.drafts}ticket-campaigns/${id}/`, { ...values, tickets: 100, version: 1 }));
    const scheduled = (await json<Answer>(await staff.post(`${STAFF_PATHS.drafts}${draft.id}/schedule/`, { version: draft.version, publish_at: '2026-12-03T00:00' }))).draft;
    expect(scheduled.publishAt).toBe('2026-12-02T15:00:00.000Z');
    clock = new Date('2026-12-02T14:59:59.999Z');
    expect((await services.staffConsole.drafts.publishDue()).published).not.toContain(draft.id);
    expect((await services.staffConsole.rewards.ticketCampaigns.read(Number(id)))!.tickets).toBe(50);
    clock = new Date('2026-12-02T15:00:00.000Z');
    expect((await services.staffConsole.drafts.publishDue()).published).toContain(draft.id);
    expect((await services.staffConsole.rewards.ticketCampaigns.read(Number(id)))!.tickets).toBe(100);
    const [entry] = await services.staffConsole.edits.history({ type: 'ticket-campaign', id });
    expect(entry).toMatchObject({ action: 'publish', version: 2, at: '2026-12-02T15:00:00.000Z' });
    clock = START;

    const stale = await draftOf(await staff.post(`${STAFF_PATHS.drafts}ticket-campaigns/${id}/`, { ...values, tickets: 10, version: 2 }));
    expect((await other.post(`${STAFF_PATHS.ticketCampaigns}${id}/`, { ...values, tickets: 20, version: 2 })).status).toBe(200);
    const refused = await staff.post(`${STAFF_PATHS.drafts}${stale.id}/publish/`, { version: stale.version });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ conflict: { current: { tickets: 20 }, currentVersion: 3, yourVersion: 2 } });
    expect(await services.staffConsole.drafts.get(stale.id)).toMatchObject({ status: 'conflicted', value: { tickets: 10 } });

    const fresh = await draftOf(await staff.post(`${STAFF_PATHS.drafts}ticket-campaigns/`, { ...ticket(), version: 0 }));
    const published = await json<{ objectId: string }>(await staff.post(`${STAFF_PATHS.drafts}${fresh.id}/publish/`, { version: fresh.version }));
    expect(await actions('ticket-campaign', published.objectId)).toEqual(['publish']);
  });
});

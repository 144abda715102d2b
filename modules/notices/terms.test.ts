import { describe, expect, it } from 'vitest';
import { User } from '#modules/accounts/index.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { TermAgreement } from './entities/term-agreement.ts';
import { noticeMessages } from './notice-messages.ts';
import { createMember, requester } from './test-members.ts';

const testApp = await createTestApp();
const { app, orm, services } = testApp;
const { get, post, initialize } = requester(app);
const terms = services.notices.terms;

const current = async (type: 'terms' | 'privacy') => (await terms.currentTerm(type))!;
const agreementRows = (userId: number) => orm.em.fork().count(TermAgreement, { user: userId });
const userRow = (userId: number) => orm.em.fork().findOneOrFail(User, userId);
const publishTerms = () =>
  terms.publishTerm({
    agreeType: 'terms',
    title: '利用規約改定のお知らせ',
    description: '利用規約を改定しました。',
    sections: [{ title: '第6条（コイン）', content: '有償コインの有効期限を変更しました。', link: '/terms/#article-6' }],
  });

describe('GET /api/v1/term/', () => {
  it('answers the current version of each type with the spec fields, sections aligned start by default', async () => {
    for (const type of ['terms', 'privacy'] as const) {
      const response = await get(`/api/v1/term/?agree_type=${type}`);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.success).toBe(true);
      expect(body.term).toEqual(await current(type));
      expect(Object.keys(body.term).sort()).toEqual(['agreeType', 'description', 'publishedAt', 'sections', 'title', 'version']);
      expect(body.term.agreeType).toBe(type);
      expect(body.term.sections.length).toBeGreaterThan(2);
      for (const section of body.term.sections) {
        expect(Object.keys(section).sort()).toEqual(['content', 'link', 'textAlign', 'title']);
        expect(section.textAlign).toBe('start');
        expect(section.content.length).toBeGreaterThan(0);
      }
    }
  });

  it('refuses an unknown or missing agree type with 400 naming the field', async () => {
    for (const query of ['?agree_type=cookies', '?agree_type=', '']) {
      const response = await get(`/api/v1/term/${query}`);
      expect(response.status, query).toBe(400);
      const body = await response.json();
      expect(body.success).toBe(false);
      expect(body.errors).toEqual([{ path: 'agree_type', message: noticeMessages.agreeTypeInvalid }]);
    }
  });
});

describe('POST /api/v2/agree_policy/ and initialize', () => {
  it('puts the pending terms to a new member one at a time, terms of use first, until both are agreed', async () => {
    const member = await createMember(testApp);
    const termsOfUse = await current('terms');
    const privacy = await current('privacy');

    let body = await initialize(member);
    expect(body.is_login).toBe(true);
    expect(body.term).toEqual(termsOfUse);
    expect(body.user).toMatchObject({ isAgreedTerms: false, isAgreedPrivacy: false });

    const agreed = await post('/api/v2/agree_policy/', { agree_type: 'terms', version: termsOfUse.version }, member);
    expect(agreed.status).toBe(200);
    const agreedBody = await agreed.json();
    expect(agreedBody).toMatchObject({ success: true, message: { content: noticeMessages.agreed, label: 'string' } });
    expect(agreedBody.term).toEqual(privacy);
    expect((await userRow(member.userId)).isAgreedTerms).toBe(true);

    body = await initialize(member);
    expect(body.term).toEqual(privacy);
    expect(body.user).toMatchObject({ isAgreedTerms: true, isAgreedPrivacy: false });

    const last = await (await post('/api/v2/agree_policy/', { agree_type: 'privacy', version: privacy.version }, member)).json();
    expect(last).toMatchObject({ success: true, term: null });
    body = await initialize(member);
    expect(body.term).toBeNull();
    expect(body.user).toMatchObject({ isAgreedTerms: true, isAgreedPrivacy: true });
    expect(await userRow(member.userId)).toMatchObject({ isAgreedTerms: true, isAgreedPrivacy: true });
    expect(await agreementRows(member.userId)).toBe(2);
  });

  it('is idempotent: agreeing twice keeps one agreement', async () => {
    const member = await createMember(testApp);
    const { version } = await current('privacy');
    for (let i = 0; i < 2; i++) {
      const response = await post('/api/v2/agree_policy/', { agree_type: 'privacy', version }, member);
      expect(response.status).toBe(200);
    }
    expect(await agreementRows(member.userId)).toBe(1);
  });

  it('asks again after a new version, refuses the outdated one (409) and an unknown one (404)', async () => {
    const member = await createMember(testApp);
    await terms.agreeToCurrent(member.userId);
    const before = await current('terms');
    expect((await initialize(member)).term).toBeNull();

    const revised = await publishTerms();
    expect(revised.version).toBe(before.version + 1);
    const body = await initialize(member);
    expect(body.term).toEqual(revised);
    expect(body.user).toMatchObject({ isAgreedTerms: false, isAgreedPrivacy: true });
    expect((await userRow(member.userId)).isAgreedTerms).toBe(false);

    const outdated = await post('/api/v2/agree_policy/', { agree_type: 'terms', version: before.version }, member);
    expect(outdated.status).toBe(409);
    expect(await outdated.json()).toEqual({ success: false, message: { content: noticeMessages.termOutdated, label: 'modal', level: 'warning' } });

    const unknown = await post('/api/v2/agree_policy/', { agree_type: 'terms', version: revised.version + 5 }, member);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).success).toBe(false);

    expect((await post('/api/v2/agree_policy/', { agree_type: 'terms', version: revised.version }, member)).status).toBe(200);
    expect((await initialize(member)).term).toBeNull();
    expect((await userRow(member.userId)).isAgreedTerms).toBe(true);
  });

  it('is for members only, behind the CSRF check', async () => {
    const { version } = await current('terms');
    const anonymous = await post('/api/v2/agree_policy/', { agree_type: 'terms', version });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).success).toBe(false);

    const member = await createMember(testApp);
    const forged = await post('/api/v2/agree_policy/', { agree_type: 'terms', version }, member, { csrf: false });
    expect(forged.status).toBe(403);
    expect(await agreementRows(member.userId)).toBe(0);
  });

  it('answers bad payloads with 400 and a message per field', async () => {
    const member = await createMember(testApp);
    const cases: [unknown, string[]][] = [
      [{}, ['agree_type', 'version']],
      [{ agree_type: 'terms', version: '1' }, ['version']],
      [{ agree_type: 'terms', version: 1.5 }, ['version']],
      [{ agree_type: 'terms', version: 0 }, ['version']],
      [{ agree_type: 'cookie', version: 1 }, ['agree_type']],
    ];
    for (const [payload, fields] of cases) {
      const response = await post('/api/v2/agree_policy/', payload, member);
      expect(response.status, JSON.stringify(payload)).toBe(400);
      const body = await response.json();
      expect(body.success).toBe(false);
      expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual(fields);
      for (const error of body.errors) expect(Object.values(noticeMessages)).toContain(error.message);
    }
    expect(await agreementRows(member.userId)).toBe(0);
  });

  it('refuses an oversized payload with 413 in the error shape', async () => {
    const member = await createMember(testApp);
    const response = await post('/api/v2/agree_policy/', { agree_type: 'terms', version: 1, padding: 'あ'.repeat(2000) }, member);
    expect(response.status).toBe(413);
    expect((await response.json()).success).toBe(false);
  });

  it('publishes only section links that are site paths or https URLs', async () => {
    const before = await current('privacy');
    for (const link of ['javascript:alert(1)', '//evil.example/', 'http://example.jp/']) {
      await expect(
        terms.publishTerm({ agreeType: 'privacy', title: 't', description: 'd', sections: [{ title: '', content: '本文', link }] }),
      ).rejects.toThrow(/site path or an https URL/);
    }
    expect(await current('privacy')).toEqual(before);
  });

  it('sends no term to visitors', async () => {
    const body = await (await get('/api/v1/initialize/')).json();
    expect(body).toMatchObject({ is_login: false, user: null, term: null });
  });
});

import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApiClient } from '../lib/http/testing.ts';

type Stores = { app: typeof import('./app-store.ts'); modals: typeof import('./modal-store.ts') };
let s: Stores;

beforeEach(async () => {
  vi.resetModules();
  s = { app: await import('./app-store.ts'), modals: await import('./modal-store.ts') };
});

const termsV2 = {
  agreeType: 'terms',
  version: 2,
  title: '利用規約改定のお知らせ',
  description: '利用規約を改定しました。',
  sections: [
    { title: 'コイン', content: '有償コインの有効期限は180日間です。', link: '/terms/#article-6', textAlign: 'start' },
    { title: '', content: '全文は利用規約のページでご確認ください。', link: '', textAlign: 'center' },
  ],
  publishedAt: '2026-11-01T00:00:00.000Z',
};
const privacyV1 = { ...termsV2, agreeType: 'privacy', version: 1, title: 'プライバシーポリシー改定のお知らせ' };

const member = (term: unknown) => ({ success: true, is_login: true, user: { userId: 7, isAgreedTerms: false, isAgreedPrivacy: false }, term, keywords: [] });

/** The typed client over a fake fetch: GETs answer `initialize`, POSTs the next of `answers`. */
function fakeHttp(initialize: unknown, answers: unknown[]) {
  const fake = fakeApiClient((method) => (method === 'GET' ? initialize : answers.shift()));
  return { ...s.app.appStoreApi(fake.client), posts: fake.post };
}

describe('the pending term from initialize (terms and policy confirmations)', () => {
  test('opens the persistent terms confirmation with the terms of use', async () => {
    await s.app.initializeApp(fakeHttp(member(termsV2), []));
    expect(s.modals.modalState.stack).toEqual(['termsConfirmation']);
    const props = s.modals.modalState.open.termsConfirmation!;
    expect(props).toMatchObject({ agreeType: 'terms', title: '利用規約改定のお知らせ', description: '利用規約を改定しました。' });
    expect(props.sections).toEqual([
      { title: 'コイン', content: '有償コインの有効期限は180日間です。', link: '/terms/#article-6', textAlign: 'start' },
      { title: '', content: '全文は利用規約のページでご確認ください。', textAlign: 'center' },
    ]);
    expect(s.modals.isModalPersistent('termsConfirmation')).toBe(true);
  });

  test('opens the policy confirmation, not the terms one, for the privacy policy', async () => {
    await s.app.initializeApp(fakeHttp(member(privacyV1), []));
    expect(s.modals.modalState.stack).toEqual(['policyConfirmation']);
    expect(s.modals.modalState.open.policyConfirmation).toMatchObject({ agreeType: 'privacy', title: 'プライバシーポリシー改定のお知らせ' });
  });

  test('opens nothing without a term, for visitors, or with a client that cannot post', async () => {
    await s.app.initializeApp(fakeHttp(member(null), []));
    expect(s.modals.modalState.stack).toEqual([]);
    await s.app.initializeApp(fakeHttp({ success: true, is_login: false, user: null, term: termsV2 }, []));
    expect(s.modals.modalState.stack).toEqual([]);
    await s.app.initializeApp({ initialize: fakeHttp(member(termsV2), []).initialize });
    expect(s.modals.modalState.stack).toEqual([]);
  });

  test('agreeing posts the exact version, marks the user agreed and shows the next pending term', async () => {
    const http = fakeHttp(member(termsV2), [{ success: true, term: privacyV1 }, { success: true, term: null }]);
    await s.app.initializeApp(http);
    await s.modals.modalState.open.termsConfirmation!.onAgree!();
    expect(http.posts).toHaveBeenLastCalledWith('/api/v2/agree_policy/', { agree_type: 'terms', version: 2 });
    expect(s.app.appState.user.isAgreedTerms).toBe(true);
    expect(s.app.appState.terms).toMatchObject({ agreeType: 'privacy', version: 1 });
    expect(s.modals.modalState.open.policyConfirmation).toMatchObject({ agreeType: 'privacy', title: 'プライバシーポリシー改定のお知らせ' });

    await s.modals.modalState.open.policyConfirmation!.onAgree!();
    expect(http.posts).toHaveBeenLastCalledWith('/api/v2/agree_policy/', { agree_type: 'privacy', version: 1 });
    expect(s.app.appState.user).toMatchObject({ isAgreedTerms: true, isAgreedPrivacy: true });
    expect(s.app.appState.terms).toBeNull();
  });

  test('a refusal (success false) rejects with the server message and changes nothing', async () => {
    const refusal = { success: false, message: { content: '規約が改定されています。', label: 'modal', level: 'warning' } };
    const http = fakeHttp(member(termsV2), [refusal]);
    await s.app.initializeApp(http);
    const props = s.modals.modalState.open.termsConfirmation!;
    await expect(props.onAgree!()).rejects.toMatchObject({ name: 'ServerMessageError', serverMessage: { content: '規約が改定されています。' } });
    expect(s.app.appState.user.isAgreedTerms).toBe(false);
    expect(s.app.appState.terms).toMatchObject({ agreeType: 'terms', version: 2 });
    expect(s.modals.modalState.open.termsConfirmation).toBe(props);
  });
});

import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { fakeApiClient } from '../../lib/http/testing.ts';
import { appState, appStoreApi, resetAppState, showTermConfirmation, type Term } from '../../state/app-store.ts';
import { modalState, resetModals } from '../../state/modal-store.ts';
import { ModalHost } from '../modals/ModalHost.tsx';

const terms: Term = {
  agreeType: 'terms',
  version: 4,
  title: '利用規約改定のお知らせ',
  description: '利用規約を改定しました。',
  sections: [{ title: 'コイン', content: '有償コインの有効期限は購入日から180日間です。', link: '/terms/#article-6', textAlign: 'start' }],
};
const privacy: Term = { ...terms, agreeType: 'privacy', version: 1, title: 'プライバシーポリシー改定のお知らせ', description: '個人情報の取り扱いを改定しました。' };

/** The typed client over a fake fetch answering the agreements in turn (a Response as it is). */
function client(...answers: unknown[]) {
  const fake = fakeApiClient(() => answers.shift());
  return { http: appStoreApi(fake.client).agreePolicy, post: fake.post };
}

beforeEach(() => {
  resetModals();
  resetAppState();
});
afterEach(() => {
  resetModals();
  resetAppState();
});

describe('terms and policy confirmations of the pending terms', () => {
  test('the terms of use in the terms confirmation; agreeing shows the privacy policy in the policy confirmation, then closes', async () => {
    const { http, post } = client({ success: true, term: privacy }, { success: true, term: null });
    await render(<ModalHost />);
    showTermConfirmation(http, terms);

    const first = page.getByRole('dialog', { name: '利用規約改定のお知らせ' });
    await expect.element(first).toBeVisible();
    expect(modalState.stack).toEqual(['termsConfirmation']);
    await expect.element(first.getByText('有償コインの有効期限は購入日から180日間です。')).toBeVisible();
    await first.getByRole('button', { name: '同意する' }).click();
    expect(post).toHaveBeenCalledWith('/api/v2/agree_policy/', { agree_type: 'terms', version: 4 });

    const second = page.getByRole('dialog', { name: 'プライバシーポリシー改定のお知らせ' });
    await expect.element(second).toBeVisible();
    await expect.element(first).not.toBeInTheDocument();
    expect(modalState.stack).toEqual(['policyConfirmation']);
    await expect.element(second.getByRole('button', { name: '同意する' })).toBeEnabled();
    await second.getByRole('button', { name: '同意する' }).click();
    expect(post).toHaveBeenLastCalledWith('/api/v2/agree_policy/', { agree_type: 'privacy', version: 1 });
    await expect.element(second).not.toBeInTheDocument();
    expect(modalState.stack).toEqual([]);
    expect(appState.user).toMatchObject({ isAgreedTerms: true, isAgreedPrivacy: true });
  });

  test("a refused agreement keeps the modal open with the server's message", async () => {
    const refusal = { success: false, message: { content: '規約が改定されています。ページを再読み込みしてください。', label: 'modal', level: 'warning' } };
    const { http } = client(Response.json(refusal, { status: 409 }));
    await render(<ModalHost />);
    showTermConfirmation(http, terms);
    const dialog = page.getByRole('dialog', { name: '利用規約改定のお知らせ' });
    await dialog.getByRole('button', { name: '同意する' }).click();
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('規約が改定されています。ページを再読み込みしてください。');
    await expect.element(dialog.getByRole('button', { name: '同意する' })).toBeEnabled();
    expect(modalState.stack).toEqual(['termsConfirmation']);
    expect(appState.user.isAgreedTerms).toBe(false);
  });

  test('success false in a 200 answer is a failure too', async () => {
    const { http } = client({ success: false, message: { content: 'お探しの規約は見つかりませんでした。', label: 'modal' } });
    await render(<ModalHost />);
    showTermConfirmation(http, terms);
    const dialog = page.getByRole('dialog', { name: '利用規約改定のお知らせ' });
    await dialog.getByRole('button', { name: '同意する' }).click();
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('お探しの規約は見つかりませんでした。');
  });
});

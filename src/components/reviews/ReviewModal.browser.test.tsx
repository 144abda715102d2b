import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { modalState, openModal, resetModals } from '../../state/modal-store.ts';
import { snackbarState } from '../../state/snackbar-store.ts';
import { ModalHost } from '../modals/ModalHost.tsx';

/** The review modal on the ModalHost, its calls answered here (the API itself: review-router.test.ts). */
type Call = { url: string; body: Record<string, unknown> };
let calls: Call[] = [];
let answers: { status: number; body: unknown }[] = [];

beforeEach(() => {
  resetModals();
  calls = [];
  answers = [];
  document.cookie = 'yomiba_csrf=test-token; path=/';
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    calls.push({ url: String(input), body: JSON.parse(String(init?.body ?? '{}')) });
    const next = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => {
  resetModals();
  vi.restoreAllMocks();
});

const dialog = () => page.getByRole('dialog', { name: /レビューを(書く|編集)/ });

describe('ReviewModal', () => {
  test('asks for stars and a text before sending anything, then sends the review once and closes', async () => {
    const onChanged = vi.fn();
    await render(<ModalHost />);
    openModal('review', { titleCode: 'YB000005', titleName: 'シャドウリバース', onChanged });
    await userEvent.click(dialog().getByRole('button', { name: '投稿する' }));
    await expect.element(dialog().getByText('評価を星1〜5で選んでください')).toBeVisible();
    await expect.element(dialog().getByText('レビューを入力してください')).toBeVisible();
    expect(calls).toEqual([]);

    // A tap on the fourth star (the radio is a transparent layer over it).
    await userEvent.click(dialog().getByText('★', { exact: true }).nth(3));
    await expect.element(dialog().getByRole('radio', { name: /星4つ/ })).toBeChecked();
    await userEvent.fill(dialog().getByRole('textbox', { name: 'レビュー' }), '  一話目から\r\n引き込まれました。 ');
    await userEvent.click(dialog().getByRole('checkbox', { name: 'ネタバレを含む' }));
    await expect.element(dialog().getByText('評価を星1〜5で選んでください')).not.toBeInTheDocument();
    answers.push({ status: 200, body: { success: true, created: true, message: { content: 'レビューを投稿しました' } } });
    await userEvent.click(dialog().getByRole('button', { name: '投稿する' }));
    await expect.poll(() => modalState.open.review).toBeUndefined();
    expect(calls).toEqual([{ url: expect.stringContaining('/api/v1/review/'), body: { title_code: 'YB000005', rating: 4, body: '一話目から\n引き込まれました。', has_spoiler: true } }]);
    expect(onChanged).toHaveBeenCalledOnce();
    expect(snackbarState.current?.message).toBe('レビューを投稿しました');
  });

  test('shows the server’s field errors of a 400 by their fields and stays open', async () => {
    await render(<ModalHost />);
    openModal('review', { titleCode: 'YB000005', current: { rating: 3, body: '前の感想', hasSpoiler: false } });
    await expect.element(dialog().getByRole('button', { name: '更新する' })).toBeVisible();
    answers.push({ status: 400, body: { success: false, message: { content: '入力内容を確認してください', label: 'string' }, errors: [{ path: 'body', message: 'レビューは1000文字以内で入力してください' }] } });
    await userEvent.click(dialog().getByRole('button', { name: '更新する' }));
    await expect.element(dialog().getByText('レビューは1000文字以内で入力してください')).toBeVisible();
    expect(modalState.open.review).toBeDefined();
  });

  test('deletes the member’s review only after the confirmation', async () => {
    const onChanged = vi.fn();
    await render(<ModalHost />);
    openModal('review', { titleCode: 'YB000005', current: { rating: 5, body: '最高', hasSpoiler: false }, onChanged });
    await userEvent.click(dialog().getByRole('button', { name: '削除する' }));
    const confirm = page.getByRole('dialog', { name: 'このレビューを削除しますか？' });
    await expect.element(confirm).toBeVisible();
    expect(calls).toEqual([]);
    answers.push({ status: 200, body: { success: true, removed: true, message: { content: 'レビューを削除しました' } } });
    await userEvent.click(confirm.getByRole('button', { name: '削除する' }));
    await expect.poll(() => calls.map((c) => c.body)).toEqual([{ title_code: 'YB000005' }]);
    expect(calls[0]!.url).toContain('/api/v1/review/delete/');
    await expect.poll(() => modalState.open.review).toBeUndefined();
    expect(onChanged).toHaveBeenCalledOnce();
  });
});

describe('TitleReviewListModal', () => {
  const review = (id: number) => ({ id, reviewerName: `読者${id}`, rating: 4, body: `感想${id}`, hasSpoiler: false, createdAt: '2026-11-20T03:00:00.000Z', updatedAt: '2026-11-20T03:00:00.000Z', isMine: false });
  const page1 = { success: true, title: { totalReviewCount: 45, totalReviewPoint: 171 }, reviews: Array.from({ length: 20 }, (_, i) => review(40 - i)), total: 21, page: 1, pages: 2 };
  const page2 = { success: true, title: { totalReviewCount: 45, totalReviewPoint: 171 }, reviews: [review(20)], total: 21, page: 2, pages: 2 };

  test('opens from the title bottom sheet, loads 20 reviews, then the rest with もっと見る', async () => {
    answers.push({ status: 200, body: page1 }, { status: 200, body: page2 });
    await render(<ModalHost />);
    openModal('titleBottomSheet', { titleCode: 'YB000005', titleName: 'シャドウリバース' });
    await userEvent.click(page.getByRole('button', { name: 'レビューを見る' }));
    const list = page.getByRole('dialog', { name: 'シャドウリバースのレビュー' });
    await expect.element(list.getByText('45件の評価・21件のレビュー')).toBeVisible();
    await expect.poll(() => list.element().querySelectorAll('.review-item').length).toBe(20);
    expect(modalState.open.titleBottomSheet).toBeUndefined();
    await userEvent.click(list.getByRole('button', { name: 'もっと見る' }));
    await expect.poll(() => list.element().querySelectorAll('.review-item').length).toBe(21);
    await expect.element(list.getByRole('button', { name: 'もっと見る' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/review/?title_code=YB000005&page=1', '/api/v1/review/?title_code=YB000005&page=2']);
    await expect.element(list.getByRole('link', { name: 'レビューページで絞り込む・書く' })).toHaveAttribute('href', '/book/review/YB000005/');
  });

  test('says when the reviews could not be loaded, and tries again', async () => {
    answers.push({ status: 500, body: {} }, { status: 200, body: { ...page1, reviews: [review(1)], total: 1, pages: 1 } });
    await render(<ModalHost />);
    openModal('titleReviewList', { titleCode: 'YB000005', titleName: 'シャドウリバース' });
    const list = page.getByRole('dialog', { name: 'シャドウリバースのレビュー' });
    await expect.element(list.getByText('レビューを読み込めませんでした。')).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: 'もう一度読み込む' }));
    await expect.element(list.getByText('感想1')).toBeVisible();
  });
});

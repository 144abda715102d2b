import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CUSTOM_TAB_STORAGE_KEY } from '../../state/custom-tab.ts';
import { modalState, openModal, resetModals } from '../../state/modal-store.ts';
import type { SearchConditions } from '../../state/search-conditions.ts';
import { clearSnackbars, snackbarState } from '../../state/snackbar-store.ts';
import { AGREE_ERROR_MESSAGE } from './AgreementModal.tsx';
import { safeNextPath, signinHref } from './LoginModal.tsx';
import { ModalHost } from './ModalHost.tsx';
import { buildShareLinks } from './ShareModal.tsx';
import { modalHistoryDepth } from './useModalHistory.ts';

function Page() {
  return (
    <main>
      <button type="button">作品を読む</button>
      <ModalHost />
    </main>
  );
}

const tick = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the modal history entries settle (pushState / history.go are asynchronous). */
async function settleHistory() {
  await tick(100);
}

beforeEach(async () => {
  resetModals();
  clearSnackbars();
  localStorage.removeItem(CUSTOM_TAB_STORAGE_KEY);
});

afterEach(async () => {
  resetModals();
  clearSnackbars();
  await settleHistory();
  vi.restoreAllMocks();
});

describe('login modal', () => {
  test('default message, benefit, and an ok link to /signin/?next=<current path>; 戻る closes', async () => {
    history.replaceState(history.state, '', `${location.pathname}?q=1#top`);
    const current = location.pathname + location.search + location.hash;
    await render(<Page />);
    openModal('login');
    const dialog = page.getByRole('dialog', { name: '利用にはログインが必要です' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('会員限定の79,000話が無料で読めます', { exact: false })).toBeVisible();
    const ok = dialog.getByRole('link', { name: 'ログインして見る' });
    expect(ok.element().getAttribute('href')).toBe(`/signin/?next=${encodeURIComponent(current)}`);
    await dialog.getByRole('button', { name: '戻る' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(modalState.stack).toEqual([]);
  });

  test('a custom message; next must stay on this site', async () => {
    await render(<Page />);
    openModal('login', { message: 'お気に入りで本棚を充実させよう', next: 'https://evil.example/' });
    const dialog = page.getByRole('dialog', { name: 'お気に入りで本棚を充実させよう' });
    await expect.element(dialog).toBeVisible();
    expect(dialog.getByRole('link', { name: 'ログインして見る' }).element().getAttribute('href')).toBe('/signin/?next=%2F');
    expect(safeNextPath('//evil.example/x')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('javascript:alert(1)')).toBe('/');
    expect(safeNextPath('/book/genre/shounen/?page=2')).toBe('/book/genre/shounen/?page=2');
    expect(signinHref('/title/1/')).toBe('/signin/?next=%2Ftitle%2F1%2F');
  });
});

describe('share modal', () => {
  const info = { titleName: '星降る町の図書館', hashTags: ['#読み場', '図書館'], text: '読んでいます', fullPath: '/title/10001/' };

  test('service links open in a new tab with the absolute URL, hashtags and text', async () => {
    await render(<Page />);
    openModal('share', info);
    const dialog = page.getByRole('dialog', { name: 'シェアする' });
    await expect.element(dialog).toBeVisible();
    const url = `${location.origin}/title/10001/`;
    const x = dialog.getByRole('link', { name: 'X' }).element() as HTMLAnchorElement;
    const xUrl = new URL(x.href);
    expect(xUrl.searchParams.get('text')).toBe('読んでいます');
    expect(xUrl.searchParams.get('hashtags')).toBe('読み場,図書館');
    expect(xUrl.searchParams.get('url')).toBe(url);
    const line = dialog.getByRole('link', { name: 'LINE' }).element() as HTMLAnchorElement;
    expect(line.href).toBe(`https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(url)}`);
    for (const a of [x, line, dialog.getByRole('link', { name: 'Facebook' }).element() as HTMLAnchorElement]) {
      expect(a.target).toBe('_blank');
      expect(a.rel).toBe('noopener noreferrer');
    }
    expect(buildShareLinks(info, 'https://yomiba.example').facebook).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://yomiba.example/title/10001/')}`,
    );
  });

  test('copy link writes the URL to the clipboard and shows the snackbar', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await render(<Page />);
    openModal('share', info);
    await page.getByRole('button', { name: 'リンクをコピー' }).click();
    await expect.poll(() => snackbarState.current?.message).toBe('リンクをコピーしました');
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/title/10001/`);
  });

  test('the Web Share button shows only when navigator.share exists', async () => {
    await render(<Page />);
    openModal('share', info);
    const dialog = page.getByRole('dialog', { name: 'シェアする' });
    await expect.element(dialog).toBeVisible();
    const expected = typeof navigator.share === 'function';
    expect(dialog.getByRole('button', { name: 'その他の方法で共有' }).query() !== null).toBe(expected);
  });
});

describe('search condition panel', () => {
  test('apply hands the chosen conditions to onApply and closes; TL/BL only when showAdult', async () => {
    const onApply = vi.fn<(c: SearchConditions) => void>();
    await render(<Page />);
    openModal('searchCondition', { initial: { genres: [1111] }, onApply });
    const panel = page.getByRole('dialog', { name: '絞り込み' });
    await expect.element(panel).toBeVisible();
    expect(panel.getByRole('checkbox', { name: 'TL' }).query()).toBeNull();
    await expect.element(panel.getByRole('checkbox', { name: '少年' })).toBeChecked();
    await panel.getByRole('checkbox', { name: '青年' }).click();
    await panel.getByRole('radio', { name: '連載中' }).click();
    await panel.getByRole('radio', { name: '30日以内' }).click();
    await panel.getByRole('button', { name: 'この条件で検索' }).click();
    expect(onApply).toHaveBeenCalledWith({ genres: [1111, 1113], completion: 2, display: 0, updatePeriod: 2, readStatus: 0 });
    await expect.element(panel).not.toBeInTheDocument();
  });

  test('reset clears everything; adult genres and read status when allowed', async () => {
    const onApply = vi.fn<(c: SearchConditions) => void>();
    await render(<Page />);
    openModal('searchCondition', { initial: { genres: [1122, 1112], completion: 1 }, showAdult: true, showReadStatus: true, onApply });
    const panel = page.getByRole('dialog', { name: '絞り込み' });
    await expect.element(panel.getByRole('checkbox', { name: 'TL' })).toBeChecked();
    await expect.element(panel.getByRole('checkbox', { name: 'BL' })).toBeVisible();
    await panel.getByRole('radio', { name: '既読', exact: true }).click();
    await panel.getByRole('button', { name: 'リセット' }).click();
    await expect.element(panel.getByRole('checkbox', { name: 'TL' })).not.toBeChecked();
    await panel.getByRole('button', { name: 'この条件で検索' }).click();
    expect(onApply).toHaveBeenCalledWith({ genres: [], completion: 0, display: 0, updatePeriod: 0, readStatus: 0 });
  });

  test('a bottom sheet on a phone, a right side panel on desktop', async () => {
    await page.viewport(375, 667);
    await render(<Page />);
    openModal('searchCondition');
    const panel = page.getByRole('dialog', { name: '絞り込み' });
    await expect.element(panel).toBeVisible();
    await tick(400);
    let rect = (panel.element() as HTMLElement).getBoundingClientRect();
    expect(rect.width).toBeGreaterThanOrEqual(374);
    expect(Math.abs(667 - rect.bottom)).toBeLessThanOrEqual(1);
    await page.viewport(1280, 800);
    await tick(400);
    rect = (panel.element() as HTMLElement).getBoundingClientRect();
    expect(Math.abs(rect.right - 1280)).toBeLessThanOrEqual(1);
    expect(rect.height).toBeGreaterThanOrEqual(799);
    expect(rect.width).toBeLessThanOrEqual(420);
  });
});

describe('terms confirmation', () => {
  const longSections = Array.from({ length: 20 }, (_, i) => ({ title: `第${i + 1}条`, content: '本規約の内容です。'.repeat(12) }));

  test('agree is disabled until the sections are scrolled to the end; Escape does not close', async () => {
    const onAgree = vi.fn(async () => {});
    await page.viewport(1280, 800);
    await render(<Page />);
    openModal('termsConfirmation', { sections: longSections, onAgree });
    const dialog = page.getByRole('dialog', { name: '利用規約' });
    await expect.element(dialog).toBeVisible();
    const agree = dialog.getByRole('button', { name: '同意する' });
    await expect.element(agree).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).toBeVisible();

    const region = dialog.getByRole('region').element() as HTMLElement;
    region.scrollTop = region.scrollHeight;
    region.dispatchEvent(new Event('scroll'));
    await expect.element(agree).toBeEnabled();
    await agree.click();
    expect(onAgree).toHaveBeenCalledTimes(1);
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('short content enables agree at once; a failure keeps the modal with the inline error', async () => {
    let reject: (e: Error) => void = () => {};
    const onAgree = vi.fn(() => new Promise<void>((_, r) => (reject = r)));
    await render(<Page />);
    openModal('policyConfirmation', { sections: [{ title: '第1条', content: '短い内容です。' }], onAgree });
    const dialog = page.getByRole('dialog', { name: 'プライバシーポリシー' });
    const agree = dialog.getByRole('button', { name: '同意する' });
    await expect.element(agree).toBeEnabled();
    await agree.click();
    const busy = dialog.getByRole('button', { name: '送信中…' });
    await expect.element(busy).toBeDisabled();
    reject(new Error('network'));
    await expect.element(dialog.getByRole('alert')).toHaveTextContent(AGREE_ERROR_MESSAGE);
    await expect.element(dialog.getByRole('button', { name: '同意する' })).toBeEnabled();
    expect(modalState.stack).toEqual(['policyConfirmation']);
  });
});

describe('custom tab modal', () => {
  test('reorders and hides tabs, then saves to localStorage', async () => {
    const onSave = vi.fn();
    await render(<Page />);
    openModal('customTab', { onSave });
    const dialog = page.getByRole('dialog', { name: 'タブの表示設定' });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '無料を上へ' }).click();
    await dialog.getByRole('checkbox', { name: 'セール' }).click();
    await dialog.getByRole('button', { name: '保存する' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(CUSTOM_TAB_STORAGE_KEY) ?? 'null') as { id: string; visible: boolean }[];
    expect(stored.map((e) => e.id).slice(0, 2)).toEqual(['free', 'ranking']);
    expect(stored.find((e) => e.id === 'sale')?.visible).toBe(false);
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  test('a corrupted stored value is ignored; no visible tab disables save', async () => {
    localStorage.setItem(CUSTOM_TAB_STORAGE_KEY, '{broken');
    await render(<Page />);
    openModal('customTab');
    const dialog = page.getByRole('dialog', { name: 'タブの表示設定' });
    for (const label of ['ランキング', '無料', '新作', '特集', 'ストア', 'セール', 'レビュー']) {
      const box = dialog.getByRole('checkbox', { name: label });
      await expect.element(box).toBeChecked();
      await box.click();
    }
    await expect.element(dialog.getByRole('alert')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: '保存する' })).toBeDisabled();
  });
});

describe('simple list and recommend', () => {
  test('the simple list shows its entries, or the empty state', async () => {
    await render(<Page />);
    openModal('simpleList', { target: 'ranking', genreName: '少年', items: [{ id: '1', name: '星降る町の図書館', href: '/title/1/' }] });
    const dialog = page.getByRole('dialog', { name: '少年' });
    await expect.element(dialog.getByRole('link', { name: '星降る町の図書館' })).toHaveAttribute('href', '/title/1/');
    openModal('simpleList', { target: 'ranking', heading: '新着', items: [] }); // no items at all: it loads the genre's titles
    await expect.element(page.getByRole('dialog', { name: '新着' }).getByText('まだ作品がありません')).toBeVisible();
  });

  test('the recommend link honours isTargetBlank; close closes', async () => {
    await render(<Page />);
    openModal('recommend', { title: '今週の特集', moreText: '見る', moreUrl: 'https://example.com/', isTargetBlank: true });
    const dialog = page.getByRole('dialog', { name: '今週の特集' });
    const link = dialog.getByRole('link', { name: '見る' });
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    await dialog.getByRole('button', { name: '閉じる' }).last().click();
    await expect.element(dialog).not.toBeInTheDocument();
  });
});

describe('back button', () => {
  test('history.back() closes the top modal, then the next one', async () => {
    await render(<Page />);
    await settleHistory();
    openModal('login');
    openModal('share', { titleName: 'A', hashTags: [], text: 'A', fullPath: '/a/' });
    await expect.element(page.getByRole('dialog', { name: 'シェアする' })).toBeVisible();
    await settleHistory();
    expect(modalHistoryDepth(history.state)).toBe(2);

    history.back();
    await expect.element(page.getByRole('dialog', { name: 'シェアする' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('dialog', { name: '利用にはログインが必要です' })).toBeVisible();
    expect(modalState.stack).toEqual(['login']);
    expect(modalHistoryDepth(history.state)).toBe(1);

    history.back();
    await expect.element(page.getByRole('dialog', { name: '利用にはログインが必要です' })).not.toBeInTheDocument();
    expect(modalState.stack).toEqual([]);
    expect(modalHistoryDepth(history.state)).toBe(0);
  });

  test('closing a modal by its button removes its history entry', async () => {
    await render(<Page />);
    await settleHistory();
    const before = history.state as unknown;
    openModal('login');
    const dialog = page.getByRole('dialog', { name: '利用にはログインが必要です' });
    await expect.element(dialog).toBeVisible();
    await settleHistory();
    expect(history.state).not.toEqual(before);
    await dialog.getByRole('button', { name: '戻る' }).click();
    await expect.poll(() => history.state as unknown).toEqual(before);

    // A later back press leaves the page alone instead of hitting a dangling entry: nothing reopens.
    openModal('login');
    await expect.element(dialog).toBeVisible();
    history.back();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('back on a confirm modal cancels it', async () => {
    const cancelMethod = vi.fn();
    await render(<Page />);
    openModal('confirm', { headerMessage: 'このレビューを削除しますか？', cancelMethod });
    const dialog = page.getByRole('dialog', { name: 'このレビューを削除しますか？' });
    await expect.element(dialog).toBeVisible();
    await settleHistory();
    history.back();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(cancelMethod).toHaveBeenCalledTimes(1);
  });

  test('back leaves a persistent modal open', async () => {
    await render(<Page />);
    openModal('termsConfirmation', { sections: [{ title: '第1条', content: '内容' }] });
    const dialog = page.getByRole('dialog', { name: '利用規約' });
    await expect.element(dialog).toBeVisible();
    await settleHistory();
    history.back();
    await settleHistory();
    await expect.element(dialog).toBeVisible();
    expect(modalState.stack).toEqual(['termsConfirmation']);
  });
});

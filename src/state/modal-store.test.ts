import { beforeEach, describe, expect, test, vi } from 'vitest';
import { snapshot } from 'valtio/vanilla';
import {
  MODAL_IDS,
  closeAllModals,
  closeModal,
  isModalOpen,
  modalState,
  openModal,
  resetModals,
  showConfirm,
  showError,
  withConfirmDefaults,
} from './modal-store.ts';

beforeEach(() => {
  resetModals();
});

test('knows the 26 modals and panels of the spec', () => {
  expect(MODAL_IDS).toHaveLength(26);
  expect(new Set(MODAL_IDS).size).toBe(26);
});

describe('openModal / closeModal', () => {
  test('opens with props, stacks in opening order, and closes by id', () => {
    openModal('titleBottomSheet', { titleCode: 'T001', titleName: 'ワンピース' });
    openModal('myPage');
    expect(modalState.stack).toEqual(['titleBottomSheet', 'myPage']);
    expect(snapshot(modalState).open.titleBottomSheet).toEqual({ titleCode: 'T001', titleName: 'ワンピース' });
    expect(isModalOpen('myPage')).toBe(true);

    closeModal('titleBottomSheet');
    expect(modalState.stack).toEqual(['myPage']);
    expect(modalState.open.titleBottomSheet).toBeUndefined();
    closeModal('titleBottomSheet'); // not open: nothing happens
    expect(modalState.stack).toEqual(['myPage']);
  });

  test('reopening an open modal replaces its props and brings it to the top', () => {
    openModal('login');
    openModal('share', { titleName: 'A', hashTags: ['読み場'], text: 't', fullPath: '/book/title/1/' });
    openModal('login', { message: 'お気に入りで本棚を充実させよう' });
    expect(modalState.stack).toEqual(['share', 'login']);
    expect(modalState.open.login).toEqual({ message: 'お気に入りで本棚を充実させよう' });
  });
});

describe('confirm modal defaults', () => {
  test('a normal confirm gets OK / キャンセル and is not persistent', () => {
    openModal('confirm', { headerMessage: 'ログアウトしますか？' });
    expect(modalState.open.confirm).toMatchObject({ okMessage: 'OK', cancelMessage: 'キャンセル', persistent: false });
  });

  test('the adult confirm gets 登録する / トップページ and is persistent by default', () => {
    showConfirm({ headerMessage: '成人向け', isAdult: true });
    expect(modalState.open.confirm).toMatchObject({ okMessage: '登録する', cancelMessage: 'トップページ', persistent: true, isAdult: true });
  });

  test('given labels and persistent win over the defaults', () => {
    expect(withConfirmDefaults({ headerMessage: 'x', isAdult: true, persistent: false, okMessage: 'はい', cancelMessage: 'いいえ' })).toMatchObject({
      okMessage: 'はい',
      cancelMessage: 'いいえ',
      persistent: false,
    });
  });

  test('the methods are kept callable', () => {
    const confirmMethod = vi.fn();
    openModal('confirm', { headerMessage: 'x', confirmMethod });
    void snapshot(modalState).open.confirm?.confirmMethod?.();
    expect(confirmMethod).toHaveBeenCalledTimes(1);
  });
});

describe('closeAllModals', () => {
  test('closes everything when no persistent confirm is open', () => {
    openModal('confirm', { headerMessage: 'x' });
    openModal('login');
    openModal('error', { message: 'e' });
    closeAllModals();
    expect(modalState.stack).toEqual([]);
    expect(modalState.open).toEqual({});
  });

  test('keeps a persistent confirm modal (spec §4)', () => {
    openModal('login');
    openModal('confirm', { headerMessage: 'x', persistent: true });
    openModal('share', { titleName: 'A', hashTags: [], text: 't', fullPath: '/' });
    closeAllModals();
    expect(modalState.stack).toEqual(['confirm']);
  });

  test('keeps the adult confirm, persistent by default', () => {
    openModal('confirm', { headerMessage: 'x', isAdult: true });
    closeAllModals();
    expect(modalState.stack).toEqual(['confirm']);
  });
});

describe('showError', () => {
  test('first closes all other modals, a persistent confirm included (spec §4)', () => {
    openModal('confirm', { headerMessage: 'x', persistent: true });
    openModal('login');
    showError({ message: '購入に失敗しました。' });
    expect(modalState.stack).toEqual(['error']);
    expect(modalState.open.error).toEqual({ title: 'エラー', message: '購入に失敗しました。' });
  });

  test('keeps a given title and takes a string as the message', () => {
    showError({ title: '購入できませんでした', message: 'm' });
    expect(modalState.open.error?.title).toBe('購入できませんでした');
    showError('ネットワークエラー。通信環境をご確認ください。');
    expect(modalState.open.error).toEqual({ title: 'エラー', message: 'ネットワークエラー。通信環境をご確認ください。' });
  });
});

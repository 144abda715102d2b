import { beforeEach, expect, test, vi } from 'vitest';
import { ERROR_SNACKBAR_BACKGROUND } from './constants.ts';
import { clearSnackbars, hideSnackbar, showErrorSnackbar, showSnackbar, snackbarState } from './snackbar-store.ts';

beforeEach(() => {
  clearSnackbars();
});

test('a snackbar gets the default 5000 ms timeout and no colour (the theme colour applies)', () => {
  showSnackbar('お気に入りに追加しました');
  expect(snackbarState.current).toMatchObject({ message: 'お気に入りに追加しました', timeout: 5000, backgroundColor: undefined });
});

test('an error snackbar is dark blue for 10000 ms (spec §8)', () => {
  showErrorSnackbar('通信エラーが発生しました。表示に不具合がある可能性があるので再読み込みをお願いします。');
  expect(snackbarState.current).toMatchObject({ backgroundColor: ERROR_SNACKBAR_BACKGROUND, timeout: 10_000 });
  expect(ERROR_SNACKBAR_BACKGROUND).toBe('#14305f');
});

test('keeps the action message and function', () => {
  const action = vi.fn();
  showSnackbar({ message: '本棚から削除しました', actionMessage: '元に戻す', actionFunction: action, timeout: 3000 });
  expect(snackbarState.current).toMatchObject({ actionMessage: '元に戻す', timeout: 3000 });
  snackbarState.current?.actionFunction?.();
  expect(action).toHaveBeenCalledTimes(1);
});

test('messages shown meanwhile are queued and shown in order', () => {
  const first = showSnackbar('1件目');
  const second = showSnackbar('2件目');
  showSnackbar('3件目');
  expect(snackbarState.current?.message).toBe('1件目');
  expect(snackbarState.queue.map((m) => m.message)).toEqual(['2件目', '3件目']);
  expect(second).toBeGreaterThan(first);

  hideSnackbar();
  expect(snackbarState.current?.message).toBe('2件目');
  hideSnackbar(second);
  expect(snackbarState.current?.message).toBe('3件目');
  hideSnackbar();
  expect(snackbarState.current).toBeNull();
});

test('a stale id does not hide a newer message; it drops that message from the queue instead', () => {
  const first = showSnackbar('1件目');
  const second = showSnackbar('2件目');
  showSnackbar('3件目');
  hideSnackbar(first);
  hideSnackbar(first); // stale timer: ignored
  expect(snackbarState.current?.id).toBe(second);
  const third = snackbarState.queue[0]?.id ?? -1;
  hideSnackbar(third);
  expect(snackbarState.queue).toEqual([]);
  expect(snackbarState.current?.id).toBe(second);
});

test('an identical message already shown or queued is not repeated', () => {
  const id = showErrorSnackbar('通信エラー');
  showSnackbar('別のお知らせ');
  expect(showErrorSnackbar('通信エラー')).toBe(id);
  expect(showSnackbar('別のお知らせ')).toBe(snackbarState.queue[0]?.id);
  expect(snackbarState.queue).toHaveLength(1);
  // Same text, different colour: a different message.
  showSnackbar('通信エラー');
  expect(snackbarState.queue).toHaveLength(2);
});

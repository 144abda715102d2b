import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { appState, clearErrorScreen } from '../../state/app-store.ts';
import { ERROR_MESSAGES, ERROR_SNACKBAR_BACKGROUND } from '../../state/constants.ts';
import { modalState, resetModals } from '../../state/modal-store.ts';
import { clearSnackbars, snackbarState } from '../../state/snackbar-store.ts';
import { pushEvent } from './analytics.ts';
import {
  createErrorCatalogue,
  errorCatalogue,
  handleError,
  isChunkLoadError,
  setErrorEffects,
  statusOf,
  type ErrorEffects,
} from './error-catalogue.ts';
import { HttpNetworkError, HttpStatusError, HttpTimeoutError, ServerMessageError, type ServerMessage } from './errors.ts';

function spies() {
  return {
    snackbar: vi.fn<ErrorEffects['snackbar']>(),
    errorSnackbar: vi.fn<ErrorEffects['errorSnackbar']>(),
    errorModal: vi.fn<ErrorEffects['errorModal']>(),
    notFound: vi.fn<ErrorEffects['notFound']>(),
    errorPage: vi.fn<ErrorEffects['errorPage']>(),
    replace: vi.fn<ErrorEffects['replace']>(),
    navigate: vi.fn<ErrorEffects['navigate']>(),
    reload: vi.fn<ErrorEffects['reload']>(),
    logClientError: vi.fn<ErrorEffects['logClientError']>(),
    conversionNotice: vi.fn<ErrorEffects['conversionNotice']>(),
  } satisfies ErrorEffects;
}

let fx: ReturnType<typeof spies>;
let catalogue: ReturnType<typeof createErrorCatalogue>;

beforeEach(() => {
  fx = spies();
  catalogue = createErrorCatalogue(fx);
});

/** Every effect except the listed ones was left alone. */
function onlyCalled(...names: (keyof ErrorEffects)[]) {
  for (const [name, spy] of Object.entries(fx)) {
    if (names.includes(name as keyof ErrorEffects)) expect(spy, name).toHaveBeenCalled();
    else expect(spy, name).not.toHaveBeenCalled();
  }
}

const message = (m: Partial<ServerMessage>): ServerMessage => ({ content: 'メッセージ', label: 'modal', level: 'error', ...m });

describe('request timeout', () => {
  test('error snackbar and a client error event with the URL', () => {
    const error = new HttpTimeoutError('/api/v1/initialize/', 15_000);
    catalogue.handleTimeout(error);
    expect(fx.errorSnackbar).toHaveBeenCalledWith('通信エラーが発生しました。表示に不具合がある可能性があるので再読み込みをお願いします。');
    expect(fx.logClientError).toHaveBeenCalledWith({ kind: 'timeout', url: '/api/v1/initialize/' });
    onlyCalled('errorSnackbar', 'logClientError');
  });

  test('shown once per error, also when it later reaches the generic handler', () => {
    const error = new HttpTimeoutError('/x/', 15_000);
    catalogue.handleTimeout(error);
    catalogue.handleError(error);
    catalogue.handleHttpError(error);
    expect(fx.errorSnackbar).toHaveBeenCalledTimes(1);
    expect(fx.logClientError).toHaveBeenCalledTimes(1);
  });

  test('the generic handler shows an unreported timeout', () => {
    catalogue.handleError(new HttpTimeoutError('/y/', 200));
    expect(fx.errorSnackbar).toHaveBeenCalledWith(ERROR_MESSAGES.requestTimeout);
    onlyCalled('errorSnackbar', 'logClientError');
  });
});

describe('generic handler', () => {
  test('network error → network message', () => {
    catalogue.handleError(new HttpNetworkError('/x/', new TypeError('fetch failed')));
    expect(fx.errorModal).toHaveBeenCalledWith('ネットワークエラー。通信環境をご確認ください。');
    onlyCalled('errorModal');
  });

  test('504 → network message', () => {
    catalogue.handleError(new HttpStatusError(504, 'Gateway Timeout', '/x/'));
    expect(fx.errorModal).toHaveBeenCalledWith(ERROR_MESSAGES.network);
    onlyCalled('errorModal');
  });

  test('404 → not-found screen, even with a server message', () => {
    catalogue.handleError(new HttpStatusError(404, { success: false, message: message({ label: 'modal' }) }, '/x/'));
    onlyCalled('notFound');
  });

  test('anything else → server-connection message', () => {
    for (const error of [new HttpStatusError(500, 'oops', '/x/'), new Error('boom'), undefined, 42, { status: 502 }]) {
      catalogue.handleError(error);
    }
    expect(fx.errorModal).toHaveBeenCalledTimes(5);
    for (const call of fx.errorModal.mock.calls) expect(call[0]).toBe('サーバーへの接続に失敗しました。再読み込みしてください。');
    onlyCalled('errorModal');
  });

  test('a plain string error → snackbar', () => {
    catalogue.handleError('お気に入りに追加できませんでした');
    expect(fx.snackbar).toHaveBeenCalledWith({ message: 'お気に入りに追加できませんでした' });
    onlyCalled('snackbar');
  });

  test('a thrown server message (check call with success false) is shown by its label', () => {
    catalogue.handleError(new ServerMessageError({ success: false, message: message({ label: 'string', content: 'チケットが足りません' }) }));
    expect(fx.snackbar).toHaveBeenCalledWith({ message: 'チケットが足りません' });
    catalogue.handleError(message({ label: 'modal', content: 'エラーです' }));
    expect(fx.errorModal).toHaveBeenCalledWith('エラーです');
    catalogue.handleError({ success: false, message: message({ label: 'notfound' }) });
    expect(fx.notFound).toHaveBeenCalledTimes(1);
    catalogue.handleError(new HttpStatusError(400, { success: false, message: message({ content: '入力内容に誤りがあります。' }) }, '/x/'));
    expect(fx.errorModal).toHaveBeenLastCalledWith('入力内容に誤りがあります。');
  });
});

describe('other HTTP errors → error page', () => {
  test('with the response status', () => {
    catalogue.handleHttpError(new HttpStatusError(503, '', '/x/'));
    expect(fx.errorPage).toHaveBeenCalledWith(503);
    catalogue.handleHttpError({ response: { status: 403 } });
    expect(fx.errorPage).toHaveBeenLastCalledWith(403);
    onlyCalled('errorPage');
  });

  test('500 when there is none', () => {
    catalogue.handleHttpError(new HttpNetworkError('/x/'));
    expect(fx.errorPage).toHaveBeenCalledWith(500);
    catalogue.handleHttpError(new Error('x'));
    expect(fx.errorPage).toHaveBeenLastCalledWith(500);
  });

  test('statusOf reads statusCode, status, then response.status', () => {
    expect(statusOf({ statusCode: 410, status: 400 })).toBe(410);
    expect(statusOf({ status: 400 })).toBe(400);
    expect(statusOf({ response: { status: 502 } })).toBe(502);
    expect(statusOf({ status: 'x' })).toBeUndefined();
    expect(statusOf(null)).toBeUndefined();
  });
});

describe('route errors', () => {
  test.each([
    'Failed to fetch dynamically imported module: https://yomiba.example/assets/page-abc.js',
    'Loading chunk 42 failed.',
    'Loading CSS chunk app failed',
    'error loading dynamically imported module',
    'Importing a module script failed.',
  ])('chunk-load failure "%s" → full reload', (text) => {
    expect(isChunkLoadError(new TypeError(text))).toBe(true);
    catalogue.handleRouteError(new TypeError(text));
    expect(fx.reload).toHaveBeenCalledTimes(1);
    expect(fx.errorPage).not.toHaveBeenCalled();
  });

  test('other route errors → error page with status and message (500 by default)', () => {
    catalogue.handleRouteError(Object.assign(new Error('Unknown middleware'), { statusCode: 500 }));
    expect(fx.errorPage).toHaveBeenCalledWith(500, 'Unknown middleware');
    catalogue.handleRouteError(Object.assign(new Error('gone'), { status: 410 }));
    expect(fx.errorPage).toHaveBeenLastCalledWith(410, 'gone');
    catalogue.handleRouteError(Object.assign(new Error('x'), { status: 404 }));
    expect(fx.errorPage).toHaveBeenLastCalledWith(404, 'This page could not be found');
    catalogue.handleRouteError(new Error('broken'));
    expect(fx.errorPage).toHaveBeenLastCalledWith(500, 'broken');
    expect(fx.reload).not.toHaveBeenCalled();
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('consume-style calls', () => {
  test('success false → error modal with the server message content', () => {
    catalogue.handleConsumeError(new ServerMessageError({ success: false, message: message({ content: 'コインが足りません', label: 'string' }) }));
    expect(fx.errorModal).toHaveBeenCalledWith('コインが足りません');
    catalogue.handleConsumeError({ success: false, message: { content: '購入できません' } });
    expect(fx.errorModal).toHaveBeenLastCalledWith('購入できません');
    onlyCalled('errorModal');
  });

  test('network failure → error modal with the consume network message', () => {
    catalogue.handleConsumeError(new HttpNetworkError('/payment/api/v1/ticket_and_coin/consume/'));
    expect(fx.errorModal).toHaveBeenCalledWith('通信エラーが発生しました。通信環境の良い場所でやり直してください。');
    catalogue.handleConsumeError(new HttpTimeoutError('/payment/', 15_000));
    expect(fx.errorModal).toHaveBeenLastCalledWith(ERROR_MESSAGES.consumeNetwork);
    onlyCalled('errorModal');
  });
});

describe('server message handling', () => {
  test('string → snackbar', () => {
    catalogue.handleServerMessage(message({ label: 'string', content: '保存しました' }));
    expect(fx.snackbar).toHaveBeenCalledWith({ message: '保存しました' });
    onlyCalled('snackbar');
  });

  test('modal → error modal', () => {
    catalogue.handleServerMessage(message({ label: 'modal', content: 'エラーが発生しました' }));
    expect(fx.errorModal).toHaveBeenCalledWith('エラーが発生しました');
    onlyCalled('errorModal');
  });

  test('notfound → not-found screen', () => {
    catalogue.handleServerMessage(message({ label: 'notfound' }));
    onlyCalled('notFound');
  });

  test('redirect → route replaced with the button link, else the content when it is a path', () => {
    catalogue.handleServerMessage(message({ label: 'redirect', content: 'ログインしてください', button: { link: '/signin/?next=/', text: 'ログイン' } }));
    expect(fx.replace).toHaveBeenCalledWith('/signin/?next=/');
    catalogue.handleServerMessage(message({ label: 'redirect', content: '/profile/' }));
    expect(fx.replace).toHaveBeenLastCalledWith('/profile/');
    onlyCalled('replace');
  });

  test('redirect without any target falls back to the error modal', () => {
    catalogue.handleServerMessage(message({ label: 'redirect', content: 'どこへも行けません' }));
    expect(fx.errorModal).toHaveBeenCalledWith('どこへも行けません');
    onlyCalled('errorModal');
  });

  test('a conversion value shows the conversion notice instead', () => {
    const m = message({ label: 'modal', content: '会員登録で無料', conversion: 'signup', button: { link: '/signup/', text: '登録する' } });
    catalogue.handleServerMessage(m);
    expect(fx.conversionNotice).toHaveBeenCalledWith(m, expect.objectContaining({ replace: fx.replace }));
    onlyCalled('conversionNotice');
  });

  test('the default conversion notice is a snackbar whose action navigates to the button link', () => {
    const navigate = vi.fn();
    const snackbar = vi.fn<ErrorEffects['snackbar']>();
    const c = createErrorCatalogue({ snackbar, navigate });
    c.handleServerMessage(message({ content: '続きはアプリで', conversion: 'app', button: { link: '/app/', text: 'アプリを開く' } }));
    expect(snackbar).toHaveBeenCalledTimes(1);
    const options = snackbar.mock.calls[0]?.[0];
    expect(options).toMatchObject({ message: '続きはアプリで', actionMessage: 'アプリを開く' });
    options?.actionFunction?.();
    expect(navigate).toHaveBeenCalledWith('/app/');
  });
});

describe('default effects (the real stores)', () => {
  beforeEach(() => {
    clearSnackbars();
    resetModals();
    clearErrorScreen();
  });
  afterEach(() => {
    clearSnackbars();
    resetModals();
    clearErrorScreen();
  });

  test('timeout → dark blue 10000 ms snackbar in the store', () => {
    errorCatalogue.handleTimeout(new HttpTimeoutError('/x/', 15_000));
    expect(snackbarState.current).toMatchObject({ message: ERROR_MESSAGES.requestTimeout, backgroundColor: ERROR_SNACKBAR_BACKGROUND, timeout: 10_000 });
  });

  test('generic handler → error modal; 404 → error screen; string → snackbar', () => {
    handleError(new HttpNetworkError('/x/'));
    expect(modalState.open.error).toEqual({ title: 'エラー', message: ERROR_MESSAGES.network });
    handleError(new HttpStatusError(404, null, '/x/'));
    expect(appState.errorScreen).toEqual({ status: 404, message: 'This page could not be found' });
    handleError('保存できませんでした');
    expect(snackbarState.current?.message).toBe('保存できませんでした');
    errorCatalogue.handleHttpError(new HttpStatusError(502, null, '/x/'));
    expect(appState.errorScreen).toEqual({ status: 502 });
  });

  test('setErrorEffects overrides app-wide and can be undone', () => {
    const replace = vi.fn();
    const undo = setErrorEffects({ replace });
    errorCatalogue.handleServerMessage(message({ label: 'redirect', content: '/x/' }));
    expect(replace).toHaveBeenCalledWith('/x/');
    undo();
    expect(errorCatalogue.effects.replace).not.toBe(replace);
  });
});

describe('analytics', () => {
  test('pushEvent creates window.dataLayer and pushes; a no-op without window', () => {
    expect(() => pushEvent({ event: 'x' })).not.toThrow();
    const g = globalThis as { window?: { dataLayer?: unknown[] } };
    g.window = {};
    try {
      pushEvent({ event: 'client_error', kind: 'timeout', url: '/a/' });
      errorCatalogue.handleTimeout({ url: '/b/' });
      expect(g.window.dataLayer).toEqual([
        { event: 'client_error', kind: 'timeout', url: '/a/' },
        { event: 'client_error', kind: 'timeout', url: '/b/' },
      ]);
    } finally {
      delete g.window;
      clearSnackbars();
    }
  });
});

import { describe, expect, test } from 'vitest';
import { detectDeviceType } from '../state/app-store.ts';
import { APP_INSTALL_DISMISSED_KEY, applyHeadFlags, HEAD_FLAGS_SCRIPT } from './head-flags.ts';

const AGENTS = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  ipadDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  app: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 YomibaApp/2.1.0',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
};

function flags(userAgent: string, maxTouchPoints = 0, stored: Record<string, string> = {}, storage: 'ok' | 'refused' = 'ok') {
  const classes = new Set<string>();
  const root = { classList: { add: (name: string) => void classes.add(name) }, dataset: {} as Record<string, string | undefined> };
  applyHeadFlags(
    root,
    userAgent,
    maxTouchPoints,
    () => {
      if (storage === 'refused') throw new DOMException('denied', 'SecurityError');
      return { getItem: (key: string) => stored[key] ?? null };
    },
    APP_INSTALL_DISMISSED_KEY,
  );
  return { js: classes.has('js'), device: root.dataset.device, appInstall: root.dataset.appInstall };
}

describe('the flags set in <head> before the first paint', () => {
  test('the device agrees with the app store’s detectDeviceType', () => {
    for (const [ua, touch] of [
      [AGENTS.iphone, 5],
      [AGENTS.ipadDesktop, 5],
      [AGENTS.ipadDesktop, 0],
      [AGENTS.android, 5],
      [AGENTS.windows, 0],
      ['', 0],
    ] as const) {
      expect(flags(ua, touch).device, ua).toBe(detectDeviceType(ua, touch));
    }
  });

  test('the app-install header is on for phones outside the app that have not closed it', () => {
    expect(flags(AGENTS.iphone)).toEqual({ js: true, device: 'ios', appInstall: 'on' });
    expect(flags(AGENTS.android)).toEqual({ js: true, device: 'android', appInstall: 'on' });
    expect(flags(AGENTS.windows)).toEqual({ js: true, device: 'pc', appInstall: 'off' });
    expect(flags(AGENTS.app).appInstall).toBe('off');
    expect(flags(AGENTS.android, 5, { [APP_INSTALL_DISMISSED_KEY]: '1' }).appInstall).toBe('off');
    // Storage refused: shown (closing it then hides it for the page).
    expect(flags(AGENTS.iphone, 5, {}, 'refused').appInstall).toBe('on');
  });

  test('the script text calls the function with the page’s globals', () => {
    expect(HEAD_FLAGS_SCRIPT).toContain(JSON.stringify(APP_INSTALL_DISMISSED_KEY));
    const root = { classList: { add: () => {} }, dataset: {} as Record<string, string | undefined> };
    new Function('document', 'navigator', 'window', HEAD_FLAGS_SCRIPT)({ documentElement: root }, { userAgent: AGENTS.android, maxTouchPoints: 5 }, { localStorage: { getItem: () => null } });
    expect(root.dataset).toEqual({ device: 'android', appInstall: 'on' });
  });
});

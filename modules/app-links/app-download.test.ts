import { describe, expect, it } from 'vitest';
import { APP_STORE_LINKS, matchAppDownload } from './index.ts';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

const get = (path: string, userAgent?: string, method = 'GET') =>
  matchAppDownload(new Request(`http://localhost${path}`, { method, headers: userAgent ? { 'User-Agent': userAgent } : {} }));

describe('app download addresses', () => {
  for (const path of ['/mobileapp/download/ios/', '/mobileapp/download/android/']) {
    it(`${path}: iPhone and iPad go to the App Store`, () => {
      for (const ua of [UA.iphone, UA.ipad]) {
        const response = get(path, ua);
        expect(response?.status).toBe(302);
        expect(response?.headers.get('location')).toBe(APP_STORE_LINKS.ios);
        expect(response?.headers.get('vary')).toBe('User-Agent');
      }
    });

    it(`${path}: Android phones and tablets go to Google Play`, () => {
      for (const ua of [UA.android, UA.androidTablet]) {
        const response = get(path, ua);
        expect(response?.status).toBe(302);
        expect(response?.headers.get('location')).toBe(APP_STORE_LINKS.android);
      }
    });

    it(`${path}: a PC gets a Japanese page with both store links`, async () => {
      for (const ua of [UA.windows, undefined]) {
        const response = get(path, ua);
        expect(response?.status).toBe(200);
        expect(response?.headers.get('content-type')).toBe('text/html; charset=utf-8');
        const html = await response!.text();
        expect(html).toContain('<html lang="ja">');
        expect(html).toContain('読み場');
        expect(html).toContain(`href="${APP_STORE_LINKS.ios}"`);
        expect(html).toContain(`href="${APP_STORE_LINKS.android.replace(/&/g, '&amp;')}"`);
      }
    });
  }

  it('lists the requested store first on the PC page', async () => {
    const first = async (path: string) => /data-platform="(\w+)"/.exec(await get(path, UA.windows)!.text())?.[1];
    expect(await first('/mobileapp/download/ios/')).toBe('ios');
    expect(await first('/mobileapp/download/android/')).toBe('android');
  });

  it('leaves other paths and methods alone', () => {
    for (const path of ['/mobileapp/download/', '/mobileapp/download/ios', '/mobileapp/download/windows/', '/mobileapp/download/ios/x/', '/']) {
      expect(get(path, UA.iphone), path).toBeNull();
    }
    expect(get('/mobileapp/download/ios/', UA.iphone, 'POST')).toBeNull();
    expect(get('/mobileapp/download/ios/', UA.iphone, 'HEAD')?.status).toBe(302);
  });
});

import { escapeMarkup } from '#platform/text/escape-markup.ts';
/**
 * `/mobileapp/download/ios/` and `/mobileapp/download/android/`: the visitor's device picks the store
 * (iPhone/iPad/iPod → App Store, Android → Google Play, 302); other devices get a page with both links.
 */
export const APP_STORE_LINKS = {
  ios: 'https://apps.apple.com/jp/app/yomiba/id0000000000',
  android: 'https://play.google.com/store/apps/details?id=jp.yomiba.app',
} as const;

export type AppPlatform = keyof typeof APP_STORE_LINKS;

const DOWNLOAD_PATH = /^\/mobileapp\/download\/(ios|android)\/$/;

/** ios, android or pc, from the User-Agent (the spec's device types). */
export function deviceOf(userAgent: string | null | undefined): AppPlatform | 'pc' {
  const ua = userAgent ?? '';
  if (/\b(iPhone|iPad|iPod)\b/.test(ua)) return 'ios';
  if (/\bAndroid\b/i.test(ua)) return 'android';
  return 'pc';
}

/** The page for PCs (and anything that is neither iOS nor Android): both store links, requested one first. */
export function appDownloadPage(requested: AppPlatform): string {
  const stores = [
    { platform: 'ios' as const, label: 'App Store', note: 'iPhone・iPad をお使いの方' },
    { platform: 'android' as const, label: 'Google Play', note: 'Android 端末をお使いの方' },
  ].sort((a, b) => Number(b.platform === requested) - Number(a.platform === requested));
  const links = stores
    .map(
      (s) =>
        `<li><a class="store" href="${escapeMarkup(APP_STORE_LINKS[s.platform])}" data-platform="${s.platform}" rel="noopener">${escapeMarkup(s.label)}からダウンロード</a><small>${escapeMarkup(s.note)}</small></li>`,
    )
    .join('\n      ');
  return `<!DOCTYPE html>
<html lang="ja">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>アプリのダウンロード | 読み場</title>
  <style>
    body { margin: 0; font-family: system-ui, "Hiragino Sans", "Noto Sans JP", sans-serif; color: #222; background: #f6f6f6; line-height: 1.7; }
    main { max-width: 560px; margin: 48px auto; padding: 32px 24px; background: #fff; border-radius: 12px; }
    h1 { font-size: 1.4rem; margin: 0 0 12px; }
    ul { list-style: none; padding: 0; margin: 24px 0; display: grid; gap: 12px; }
    li { display: grid; gap: 2px; }
    a.store { display: block; padding: 12px 16px; border-radius: 8px; background: #e4007f; color: #fff; font-weight: bold; text-align: center; text-decoration: none; }
    a.store:hover, a.store:focus-visible { background: #b80066; }
    small { color: #666; text-align: center; }
    p.back { text-align: center; margin: 0; }
  </style>
</head>
<body>
  <main>
    <h1>読み場アプリのダウンロード</h1>
    <p>読み場のアプリは iPhone・iPad と Android のスマートフォン・タブレットでご利用いただけます。お使いの端末で、下のストアのリンクを開いてダウンロードしてください。パソコンではこのままブラウザで読み場をお楽しみいただけます。</p>
    <ul>
      ${links}
    </ul>
    <p class="back"><a href="/">読み場のトップへ戻る</a></p>
  </main>
  <script>
    // iPadOS Safari reports itself as a Mac: send touch Macs to the App Store as well.
    if (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1) location.replace(${JSON.stringify(APP_STORE_LINKS.ios)});
  </script>
</body>
</html>
`;
}

/** 302 to the device's store, the PC page (200), or null when the path is not an app download address. */
export function matchAppDownload(request: Request): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const match = DOWNLOAD_PATH.exec(new URL(request.url).pathname);
  if (!match) return null;
  const requested = match[1] as AppPlatform;
  const device = deviceOf(request.headers.get('user-agent'));
  // The answer depends on the User-Agent: shared caches must not reuse it across devices.
  const headers = { 'Cache-Control': 'private, no-cache', Vary: 'User-Agent' };
  if (device !== 'pc') return new Response(null, { status: 302, headers: { ...headers, Location: APP_STORE_LINKS[device] } });
  const body = request.method === 'HEAD' ? null : appDownloadPage(requested);
  return new Response(body, { status: 200, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}

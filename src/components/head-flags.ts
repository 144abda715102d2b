/**
 * Flags set on <html> by an inline script in <head>, before the body is parsed and painted, so that
 * what depends on the browser is laid out right in the first paint and nothing moves at hydration
 * (Lighthouse counted both as layout shifts on phones):
 * - `class="js"`: scripts run; the phone header shows the menu button instead of the menu row
 *   (the row stays for browsers without JavaScript);
 * - `data-device`: ios, android or pc, as `detectDeviceType` in the app store decides it;
 * - `data-app-install`: 'on' when the server-rendered app-install header may show (a phone, not
 *   inside the app, not closed before), else 'off'.
 * The server renders the same HTML for everyone (anonymous pages are shared by the page cache),
 * and these flags adapt it before the first paint.
 */

/** Local storage key of a closed app-install header. */
export const APP_INSTALL_DISMISSED_KEY = 'yomiba:app-install-dismissed';

type Root = { classList: { add(name: string): void }; dataset: Record<string, string | undefined> };
type StorageLike = { getItem(key: string): string | null } | null;

/**
 * Sets the flags. Self-contained (no imports, no outer names): its source text is the inline script.
 * Kept in step with `detectDeviceType` (src/state/app-store.ts); head-flags.test.ts checks both agree.
 */
export function applyHeadFlags(root: Root, userAgent: string, maxTouchPoints: number, storage: () => StorageLike, dismissedKey: string): void {
  root.classList.add('js');
  const device = /iPhone|iPad|iPod/i.test(userAgent) ? 'ios' : /Android/i.test(userAgent) ? 'android' : /Macintosh/i.test(userAgent) && maxTouchPoints > 1 ? 'ios' : 'pc';
  root.dataset.device = device;
  let dismissed = false;
  try {
    dismissed = storage()?.getItem(dismissedKey) === '1';
  } catch {
    // Storage refused (privacy mode): the header shows, and closing it hides it for this page.
  }
  root.dataset.appInstall = device !== 'pc' && !/YomibaApp\//.test(userAgent) && !dismissed ? 'on' : 'off';
}

/** The inline script's text. */
export const HEAD_FLAGS_SCRIPT = `(${applyHeadFlags.toString()})(document.documentElement,navigator.userAgent,navigator.maxTouchPoints||0,function(){return window.localStorage},${JSON.stringify(APP_INSTALL_DISMISSED_KEY)})`;

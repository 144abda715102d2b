import { afterEach, beforeEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { appState, resetAppState } from '../state/app-store.ts';
import { APP_INSTALL_DISMISSED_KEY, AppInstallHeader } from './AppInstallHeader.tsx';
import { HEAD_FLAGS_SCRIPT } from './head-flags.ts';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const region = () => page.getByRole('complementary', { name: '読み場アプリのご案内' });
const html = document.documentElement;
/** What the inline head script sets on a phone that has not closed the header. */
function phone(device: 'ios' | 'android') {
  html.dataset.device = device;
  html.dataset.appInstall = 'on';
}

beforeEach(() => {
  window.dataLayer = [];
  phone('ios');
});

afterEach(() => {
  resetAppState();
  appState.initialized = false;
  delete window.dataLayer;
  delete html.dataset.device;
  delete html.dataset.appInstall;
});

test('shows on phones before the initialization, with the store button of the device, and pushes install_app_click', async () => {
  await render(<AppInstallHeader enabled storage={memoryStorage()} />);
  await expect.element(region()).toBeVisible();
  await expect.element(page.getByText('読み場アプリ', { exact: true })).toBeVisible();
  await expect.element(page.getByText('アプリならもっと快適に読める')).toBeVisible();
  const link = page.getByRole('link', { name: 'ひらく' });
  await expect.element(link).toHaveAttribute('href', '/mobileapp/download/ios/');
  await expect.element(page.getByRole('link', { name: 'インストール' })).not.toBeInTheDocument();
  // Follow nothing: keep the test page where it is.
  link.element().addEventListener('click', (event) => event.preventDefault());
  await link.click();
  expect(window.dataLayer).toEqual([{ event: 'install_app_click', platform: 'ios' }]);

  phone('android');
  await expect.element(page.getByRole('link', { name: 'インストール' })).toHaveAttribute('href', '/mobileapp/download/android/');
  await expect.element(page.getByRole('link', { name: 'ひらく' })).not.toBeInTheDocument();
});

test('closing it is kept in local storage, and the head script then keeps it hidden from the first paint', async () => {
  const storage = memoryStorage();
  await render(<AppInstallHeader enabled storage={storage} />);
  await expect.element(region()).toBeVisible();
  await page.getByRole('button', { name: 'アプリのご案内を閉じる' }).click();
  await expect.element(region()).not.toBeInTheDocument();
  expect(storage.getItem(APP_INSTALL_DISMISSED_KEY)).toBe('1');
  expect(html.dataset.appInstall).toBe('off');
  expect(window.dataLayer).toEqual([]);
});

test('hidden on desktops and after the head script saw a closed header, though rendered', async () => {
  html.dataset.device = 'pc';
  html.dataset.appInstall = 'off';
  const screen = await render(<AppInstallHeader enabled storage={memoryStorage()} />);
  expect(screen.container.querySelector('aside')).not.toBeNull();
  await expect.element(region()).not.toBeInTheDocument();
});

test('renders nothing when staff switched the promotion off, or when the initialization says no', async () => {
  const off = await render(<AppInstallHeader enabled={false} storage={memoryStorage()} />);
  expect(off.container.innerHTML).toBe('');
  await off.unmount();

  await render(<AppInstallHeader enabled storage={memoryStorage()} />);
  await expect.element(region()).toBeVisible();
  appState.initialized = true;
  appState.showAppInstallHeader = false;
  await expect.element(region()).not.toBeInTheDocument();
});

test('works without local storage (shown, closes for this page)', async () => {
  await render(<AppInstallHeader enabled storage={null} />);
  await expect.element(region()).toBeVisible();
  await page.getByRole('button', { name: 'アプリのご案内を閉じる' }).click();
  await expect.element(region()).not.toBeInTheDocument();
});

test('the inline head script sets the flags in a real browser', () => {
  delete html.dataset.device;
  delete html.dataset.appInstall;
  html.classList.remove('js');
  new Function(HEAD_FLAGS_SCRIPT)();
  expect(html.classList.contains('js')).toBe(true);
  // Chromium on a desktop (the test browser): no app-install header.
  expect(html.dataset.device).toBe('pc');
  expect(html.dataset.appInstall).toBe('off');
});

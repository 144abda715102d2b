import { afterEach, beforeEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { appState, resetAppState } from '../state/app-store.ts';
import { APP_INSTALL_DISMISSED_KEY, AppInstallHeader } from './AppInstallHeader.tsx';

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

beforeEach(() => {
  window.dataLayer = [];
  appState.initialized = true;
  appState.showAppInstallHeader = true;
  appState.deviceType = 'ios';
});

afterEach(() => {
  resetAppState();
  delete window.dataLayer;
});

test('shows on phones with the store link of the device, and pushes install_app_click', async () => {
  await render(<AppInstallHeader storage={memoryStorage()} />);
  await expect.element(region()).toBeVisible();
  await expect.element(page.getByText('読み場アプリ', { exact: true })).toBeVisible();
  await expect.element(page.getByText('アプリならもっと快適に読める')).toBeVisible();
  const link = page.getByRole('link', { name: 'ひらく' });
  await expect.element(link).toHaveAttribute('href', '/mobileapp/download/ios/');
  // Follow nothing: keep the test page where it is.
  link.element().addEventListener('click', (event) => event.preventDefault());
  await link.click();
  expect(window.dataLayer).toEqual([{ event: 'install_app_click', platform: 'ios' }]);

  appState.deviceType = 'android';
  await expect.element(page.getByRole('link', { name: 'インストール' })).toHaveAttribute('href', '/mobileapp/download/android/');
});

test('closing it is kept in local storage: a later page load does not show it', async () => {
  const storage = memoryStorage();
  const first = await render(<AppInstallHeader storage={storage} />);
  await expect.element(region()).toBeVisible();
  await page.getByRole('button', { name: 'アプリのご案内を閉じる' }).click();
  await expect.element(region()).not.toBeInTheDocument();
  expect(storage.getItem(APP_INSTALL_DISMISSED_KEY)).toBe('1');
  expect(window.dataLayer).toEqual([]);
  await first.unmount();

  await render(<AppInstallHeader storage={storage} />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  await expect.element(region()).not.toBeInTheDocument();
});

test('renders nothing before initialization, on desktop, or when the initialization says no', async () => {
  appState.initialized = false;
  const screen = await render(<AppInstallHeader storage={memoryStorage()} />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.container.innerHTML).toBe('');
  appState.initialized = true;
  await expect.element(region()).toBeVisible();
  appState.deviceType = 'pc';
  await expect.element(region()).not.toBeInTheDocument();
  appState.deviceType = 'android';
  appState.showAppInstallHeader = false;
  await expect.element(region()).not.toBeInTheDocument();
});

test('works without local storage (shown, closes for this page)', async () => {
  await render(<AppInstallHeader storage={null} />);
  await expect.element(region()).toBeVisible();
  await page.getByRole('button', { name: 'アプリのご案内を閉じる' }).click();
  await expect.element(region()).not.toBeInTheDocument();
});

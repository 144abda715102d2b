'use client';

/**
 * The app-install promotion header (spec §3 "Global app state": app-install header visibility;
 * §4 "Daily features": an app-install promotion flag is kept). Shown above the site header when
 * the initialization said so (phones, not inside the app, promotion switched on by staff) and
 * the visitor has not closed it; the close button's choice is kept in local storage. Renders
 * nothing before hydration and initialization, so desktop pages never shift. The button pushes
 * `{ event: 'install_app_click', platform }` to the tag layer (spec §7 notes).
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { pushEvent } from '../lib/http/analytics.ts';
import { appState } from '../state/app-store.ts';
import { getItem, setItem } from '../state/local-storage.ts';
import './app-install-header.css';

export const APP_INSTALL_DISMISSED_KEY = 'yomiba:app-install-dismissed';

export type AppPlatform = 'ios' | 'android';

export const APP_DOWNLOAD_PATHS: Record<AppPlatform, string> = {
  ios: '/mobileapp/download/ios/',
  android: '/mobileapp/download/android/',
};

/** The store button's label: the App Store 'opens' the app page, Google Play installs. */
export const APP_INSTALL_BUTTON_TEXT: Record<AppPlatform, string> = { ios: 'ひらく', android: 'インストール' };

export function isAppInstallDismissed(storage?: Storage | null): boolean {
  return getItem(APP_INSTALL_DISMISSED_KEY, storage) === '1';
}

/** Records the dismissal; returns whether local storage kept it. */
export function dismissAppInstall(storage?: Storage | null): boolean {
  return setItem(APP_INSTALL_DISMISSED_KEY, '1', storage);
}

export interface AppInstallHeaderViewProps {
  platform: AppPlatform;
  onClose: () => void;
  /** Called when the store button is followed. */
  onOpen?: () => void;
}

/** Presentational header (stories). */
export function AppInstallHeaderView({ platform, onClose, onOpen }: AppInstallHeaderViewProps) {
  return (
    <aside className="ymb-app-install" aria-label="読み場アプリのご案内" data-platform={platform}>
      <button type="button" className="ymb-app-install__close" aria-label="アプリのご案内を閉じる" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      <span className="ymb-app-install__icon" aria-hidden="true">
        読
      </span>
      <span className="ymb-app-install__text">
        <span className="ymb-app-install__name">読み場アプリ</span>
        <span className="ymb-app-install__lead">アプリならもっと快適に読める</span>
      </span>
      <a className="ymb-app-install__open" href={APP_DOWNLOAD_PATHS[platform]} onClick={onOpen}>
        {APP_INSTALL_BUTTON_TEXT[platform]}
      </a>
    </aside>
  );
}

export interface AppInstallHeaderProps {
  /** Defaults to window.localStorage. */
  storage?: Storage | null;
}

/** The store-driven header, mounted by the root layout above the site header. */
export function AppInstallHeader({ storage }: AppInstallHeaderProps) {
  const { initialized, showAppInstallHeader, deviceType } = useSnapshot(appState);
  // Unknown until mounted: the server render and the first client render show nothing.
  const [dismissed, setDismissed] = useState(true);
  useEffect(() => {
    setDismissed(isAppInstallDismissed(storage));
  }, [storage]);

  if (!initialized || !showAppInstallHeader || dismissed || deviceType === 'pc') return null;
  const platform: AppPlatform = deviceType;
  return (
    <AppInstallHeaderView
      platform={platform}
      onClose={() => {
        dismissAppInstall(storage);
        setDismissed(true);
      }}
      onOpen={() => pushEvent({ event: 'install_app_click', platform })}
    />
  );
}

export default AppInstallHeader;

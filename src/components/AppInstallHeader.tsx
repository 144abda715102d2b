'use client';

/**
 * The app-install promotion header (spec §3 "Global app state": app-install header visibility;
 * §4 "Daily features": an app-install promotion flag is kept), above the site header on phones,
 * outside the app, while staff keep the promotion on and the visitor has not closed it (the close
 * button's choice is kept in local storage). It is in the server HTML whenever the promotion is on,
 * with both stores' buttons; the flags head-flags.ts sets on <html> before the first paint show it
 * (or not) and pick the device's button, so it never pushes the page down after loading. The
 * button pushes `{ event: 'install_app_click', platform }` to the tag layer (spec §7 notes).
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { pushEvent } from '../lib/http/analytics.ts';
import { appState } from '../state/app-store.ts';
import { setItem } from '../state/local-storage.ts';
import { APP_INSTALL_DISMISSED_KEY } from './head-flags.ts';
import './app-install-header.css';

export { APP_INSTALL_DISMISSED_KEY };

export type AppPlatform = 'ios' | 'android';

export const APP_DOWNLOAD_PATHS: Record<AppPlatform, string> = {
  ios: '/mobileapp/download/ios/',
  android: '/mobileapp/download/android/',
};

/** The store button's label: the App Store 'opens' the app page, Google Play installs. */
export const APP_INSTALL_BUTTON_TEXT: Record<AppPlatform, string> = { ios: 'ひらく', android: 'インストール' };

/** Records the dismissal; returns whether local storage kept it. */
export function dismissAppInstall(storage?: Storage | null): boolean {
  return setItem(APP_INSTALL_DISMISSED_KEY, '1', storage);
}

const PLATFORMS: readonly AppPlatform[] = ['ios', 'android'];

export interface AppInstallHeaderViewProps {
  /** Only this store's button; without it both, and `html[data-device]` shows the device's one (server render). */
  platform?: AppPlatform;
  /** Shown only while `html[data-app-install="on"]` (head-flags.ts). */
  gated?: boolean;
  onClose: () => void;
  /** Called when a store button is followed. */
  onOpen?: (platform: AppPlatform) => void;
}

/** Presentational header (stories). */
export function AppInstallHeaderView({ platform, gated = false, onClose, onOpen }: AppInstallHeaderViewProps) {
  return (
    <aside className={gated ? 'ymb-app-install ymb-app-install--gated' : 'ymb-app-install'} aria-label="読み場アプリのご案内" data-platform={platform}>
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
      {(platform ? [platform] : PLATFORMS).map((store) => (
        <a key={store} className="ymb-app-install__open" data-for-device={platform ? undefined : store} href={APP_DOWNLOAD_PATHS[store]} onClick={() => onOpen?.(store)}>
          {APP_INSTALL_BUTTON_TEXT[store]}
        </a>
      ))}
    </aside>
  );
}

export interface AppInstallHeaderProps {
  /** The staff's promotion switch (site setting `appInstallPromotion`), read by the server render. */
  enabled: boolean;
  /** Defaults to window.localStorage. */
  storage?: Storage | null;
}

/** Mounted by the root layout above the site header. */
export function AppInstallHeader({ enabled, storage }: AppInstallHeaderProps) {
  const { initialized, showAppInstallHeader } = useSnapshot(appState);
  const [closed, setClosed] = useState(false);
  // The initialization has the last word (e.g. the promotion was switched off after this page was cached).
  if (!enabled || closed || (initialized && !showAppInstallHeader)) return null;
  return (
    <AppInstallHeaderView
      gated
      onClose={() => {
        dismissAppInstall(storage);
        document.documentElement.dataset.appInstall = 'off';
        setClosed(true);
      }}
      onOpen={(platform) => pushEvent({ event: 'install_app_click', platform })}
    />
  );
}

export default AppInstallHeader;

'use client';

/**
 * Start-up work of every page (spec §4 "Initialization and app state", "Other state", §9),
 * mounted once by <ClientShell/>. Renders nothing. On mount it:
 * - writes the local-storage check key;
 * - sets the device type from the user agent;
 * - records the location history (on mount, on popstate, and on client-side navigations where
 *   the Navigation API is available: Chromium, recent Safari / Firefox);
 * - calls the initialization API once per page load (failures go to the generic error handler), then,
 *   for a member, the tutorial lead into the tutorial info;
 * - runs the first-page-load guard (the recommend coupon, once per visit: src/state/first-page-load.ts);
 * - reloads the page when a code chunk fails to load (unhandled rejection or error event).
 */
import { useEffect } from 'react';
import { apiClient } from '../lib/http/index.ts';
import { errorCatalogue, handleError, handleRouteError, handleServerMessage, isChunkLoadError } from '../lib/http/error-catalogue.ts';
import { HttpStatusError } from '../lib/http/errors.ts';
import { appStoreApi, detectDeviceType, initializeApp, setDeviceType } from '../state/app-store.ts';
import { runFirstPageLoad } from '../state/first-page-load.ts';
import { tutorialLeadApi } from '../lib/tutorial-lead-api.ts';
import { loadTutorialInfo } from '../state/tutorial-lead.ts';
import { recordLocation, writeLocalStorageCheck } from '../state/local-storage.ts';

let initializeStarted = false;

/**
 * Calls the initialization API once per page load; never rejects. Failures go to the generic
 * handler, except a 404: that says the API route is missing, not the page, so it is only logged
 * (the not-found screen would hide a page that exists).
 */
export function initializeOnce(): void {
  if (initializeStarted) return;
  initializeStarted = true;
  initializeApp(appStoreApi(apiClient), { onMessage: handleServerMessage })
    // A signed-in member's tutorial info: the rewards' first steps for new members (spec §7 tutorial lead).
    .then((response) => (response.is_login === true ? loadTutorialInfo(tutorialLeadApi) : undefined))
    .catch((error: unknown) => {
      try {
        if (error instanceof HttpStatusError && error.status === 404) {
          errorCatalogue.effects.logClientError({ kind: 'http', status: 404, url: error.url });
          return;
        }
        handleError(error);
      } catch {
        // error reporting must not break the page
      }
    });
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function recordCurrentLocation(): void {
  recordLocation(window.location.pathname + window.location.search);
}

export function AppBootstrap() {
  useEffect(() => {
    writeLocalStorageCheck();
    setDeviceType(detectDeviceType(navigator.userAgent, navigator.maxTouchPoints));
    recordCurrentLocation();
    initializeOnce();
    void runFirstPageLoad({
      api: apiClient,
      storage: sessionStorageOrNull(),
      fullPath: window.location.pathname + window.location.search,
      onMessage: (message) => handleServerMessage({ content: message.content, label: message.label === 'modal' ? 'modal' : 'string', level: 'warning' }),
    });

    window.addEventListener('popstate', recordCurrentLocation);
    // Client-side navigations (history.pushState) fire no popstate; where the Navigation API
    // exists, its currententrychange event (fired synchronously by pushState) sees them.
    const navigation = (window as { navigation?: EventTarget }).navigation;
    navigation?.addEventListener('currententrychange', recordCurrentLocation);

    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) handleRouteError(event.reason);
    };
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error ?? event.message)) handleRouteError(event.error ?? event.message);
    };
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('popstate', recordCurrentLocation);
      navigation?.removeEventListener('currententrychange', recordCurrentLocation);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);
  return null;
}

export default AppBootstrap;

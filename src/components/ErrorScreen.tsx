'use client';
import { useSnapshot } from 'valtio/react';
import { appState } from '../state/app-store.ts';
import { ErrorScreenView } from './ErrorScreenView.tsx';

/** Covers the page with the not-found screen or the error page once the app state asks for one. */
export function ErrorScreen() {
  const { errorScreen } = useSnapshot(appState);
  if (!errorScreen) return null;
  return (
    <div className="error-screen-overlay">
      <ErrorScreenView status={errorScreen.status} message={errorScreen.message} onReload={() => window.location.reload()} />
    </div>
  );
}

'use client';

/**
 * The one client component the root layout mounts (once, at the end of <body>): the global
 * loading indicators, the modal host, and the snackbar. It also marks the document as hydrated
 * (`<html data-hydrated="true">`), which end-to-end tests wait for before clicking.
 */
import { useEffect } from 'react';
import { AppBootstrap } from './AppBootstrap.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';
import { LoadingIndicator } from './loading/LoadingIndicator.tsx';
import { ModalHost } from './modals/ModalHost.tsx';
import { Snackbar } from './snackbar/Snackbar.tsx';
import '../styles/theme.css';

export function ClientShell() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <AppBootstrap />
      <ErrorScreen />
      <LoadingIndicator />
      <ModalHost />
      <Snackbar />
    </>
  );
}

export default ClientShell;

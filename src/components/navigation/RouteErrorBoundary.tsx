'use client';

/**
 * Route failures after a client-side navigation (spec §8; decision 059). Waku's router handles a 404
 * (its 404 page) and a redirect (a guard's Location) itself and throws every other failure of a route;
 * this boundary, around the root's children, catches it instead of letting React drop the document:
 * - a chunk that failed to load: a full reload (`handleRouteError`, guarded against loops);
 * - a failed page-data request (an HTTP status): the error page with that status (`handleHttpError`);
 * - anything else: the error page with its status (statusCode, status or response status; 500).
 * The next navigation (the back button, a link) resets it.
 */
import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import { useRouter } from 'waku';
import { errorCatalogue, isChunkLoadError } from '../../lib/http/error-catalogue.ts';
import { appState } from '../../state/app-store.ts';
import { ErrorScreenView } from '../ErrorScreenView.tsx';
import { pendingNavigation, routeErrorStatus } from './route-error.ts';

/** Sends a route failure to the error catalogue: a reload, or the error page with its status. */
export function reportRouteError(error: unknown): void {
  const status = routeErrorStatus(error);
  const target = pendingNavigation();
  // The page being navigated to is loaded in full (the address may still be the page left).
  if (isChunkLoadError(error) && target && target !== window.location.href) window.location.assign(target);
  else if (status !== undefined) errorCatalogue.handleHttpError({ status });
  else errorCatalogue.handleRouteError(error);
}

function RouteErrorPage() {
  const { errorScreen } = useSnapshot(appState);
  const screen = errorScreen ?? { status: 500 };
  return (
    <main className="site-main route-error">
      <ErrorScreenView status={screen.status} message={screen.message} onReload={() => window.location.reload()} />
    </main>
  );
}

type BoundaryProps = { children: ReactNode; resetKey: number };
type BoundaryState = { failed: boolean; resetKey: number };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { failed: false, resetKey: props.resetKey };
  }
  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }
  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    reportRouteError(error);
  }
  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [resetKey, setResetKey] = useState(0);
  const events = router.unstable_events;
  useEffect(() => {
    const reset = () => setResetKey((key) => key + 1);
    events.on('start', reset);
    return () => events.off('start', reset);
  }, [events]);
  return <Boundary resetKey={resetKey}>{children}</Boundary>;
}

export default RouteErrorBoundary;

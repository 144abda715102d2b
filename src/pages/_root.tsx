import type { ReactNode } from 'react';
import { HEAD_FLAGS_SCRIPT } from '../components/head-flags';
import { RouteErrorBoundary } from '../components/navigation/RouteErrorBoundary';

export default function Root({ children }: { children: ReactNode }) {
  return (
    <html lang="ja">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#63c8c7" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* Before the body is painted: see head-flags.ts. */}
        <script dangerouslySetInnerHTML={{ __html: HEAD_FLAGS_SCRIPT }} />
      </head>
      <body>
        {/* A route that fails after a client-side navigation shows the error page, not an empty document (decision 059). */}
        <RouteErrorBoundary>{children}</RouteErrorBoundary>
      </body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;

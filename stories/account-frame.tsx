import type { ReactNode } from 'react';
import '#src/styles/site.css';
import '#src/styles/static.css';
import '#src/styles/accounts.css';

/** The account pages' card (AccountPage without its server-only parts), for the form stories. */
export function AccountFrame({ width = 'narrow', children }: { width?: 'narrow' | 'wide'; children: ReactNode }) {
  return (
    <div className={`account-layout account-layout--${width}`} style={{ padding: 16 }}>
      <article className="account-page">{children}</article>
    </div>
  );
}

export const inAccountFrame = (Story: () => ReactNode) => (
  <AccountFrame>
    <Story />
  </AccountFrame>
);

import type { ReactNode } from 'react';
import '#src/styles/site.css';
import '#src/components/staff/staff.css';

/** The console page's frame, for the staff form stories. */
export const inStaffFrame = (Story: () => ReactNode) => (
  <main className="staff-page">
    <Story />
  </main>
);

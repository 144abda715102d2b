import type { ReactNode } from 'react';

/** One titled block of /profile/. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="profile-section" aria-labelledby={`${id}-heading`} id={id}>
      <h2 id={`${id}-heading`} className="profile-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

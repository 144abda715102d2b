'use client';

/** A button that reads an episode through the reading flow (check, then viewer, modal or consume). */
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { StoryToRead } from './reading-api.ts';
import { readingFlow } from './site-reading-flow.ts';

export function ReadStoryButton({ story, className, children }: { story: StoryToRead; className?: string; children: ReactNode }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      aria-busy={busy}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await readingFlow.read(story);
        } finally {
          setBusy(false);
        }
      }}
    >
      {children}
    </button>
  );
}

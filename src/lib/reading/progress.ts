/**
 * Reports where the reader is (POST /api/v1/reading/progress/): once when a story opens, then the
 * page after the reader has stayed on it a moment (not every flick). Failures are silent: progress
 * is a convenience, reading must never stop for it.
 */
import { csrfHeaders } from '../http/csrf.ts';
import { apiClient } from '../http/index.ts';

export const PROGRESS_DEBOUNCE_MS = 800;

export type StoryPlace = { titleCode: string; volumeSerialNumber: number; storyNumber: number };
type ProgressBody = { title: string; volume: number; story: number; page: number };

export function createProgressReporter(
  story: StoryPlace,
  send: (body: ProgressBody) => Promise<unknown> = async (json) => apiClient.api.v1.reading.progress.index.$post({ json }, { headers: await csrfHeaders() }),
  debounceMs = PROGRESS_DEBOUNCE_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSent = 0;
  const post = (page: number) => {
    if (page === lastSent) return;
    lastSent = page;
    send({ title: story.titleCode, volume: story.volumeSerialNumber, story: story.storyNumber, page }).catch(() => undefined);
  };
  return {
    /** The story opened on `page`: counted at once. */
    opened(page: number) {
      post(page);
    },
    /** The reader moved to `page`: sent once they stay there. */
    moved(page: number) {
      clearTimeout(timer);
      timer = setTimeout(() => post(page), debounceMs);
    },
    /** Sends a pending page now (leaving the viewer). */
    flush(page: number) {
      clearTimeout(timer);
      post(page);
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}

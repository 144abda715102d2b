/**
 * The spec's data-fetch minimum delay (§9: 200 ms). A fetch whose loading state is shown in place of its
 * content (a modal's 読み込み中…, a list's busy state) settles no sooner than this after it started: an
 * answer that comes back in 20 ms would otherwise show the loading state for one frame and swap it at
 * once, a flash; held for 200 ms, the loading state is seen, then the content. A slower fetch is not
 * delayed further. An aborted fetch rejects at once (nothing waits for what nobody shows).
 */
import { DATA_FETCH_MIN_DELAY_MS } from '../../state/constants.ts';

export async function withMinimumDelay<T>(task: Promise<T>, minimumMs: number = DATA_FETCH_MIN_DELAY_MS, signal?: AbortSignal): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const elapsed = new Promise<void>((resolve, reject) => {
    timer = setTimeout(resolve, minimumMs);
    if (signal) {
      onAbort = () => {
        clearTimeout(timer);
        reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      };
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    }
  });
  try {
    // Settled (either way) only once the minimum has passed.
    const [outcome] = await Promise.all([task.then((value) => ({ value }), (error: unknown) => ({ error })), elapsed]);
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Debounced window resizes (spec §9: resize debounce 200 ms): a window dragged wider fires resize on
 * every frame; what depends on the size runs once, 200 ms after the last of them.
 */
import { useEffect, useRef } from 'react';
import { RESIZE_DEBOUNCE_MS } from '../../state/constants.ts';

export type Debounced<A extends unknown[]> = ((...args: A) => void) & { cancel(): void };

/** `fn` called once `waitMs` after the last call, with that call's arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

/** Calls `onResize` (the latest one given) `waitMs` (200 by default) after the window's last resize. */
export function useDebouncedResize(onResize: () => void, waitMs: number = RESIZE_DEBOUNCE_MS): void {
  const latest = useRef(onResize);
  latest.current = onResize;
  useEffect(() => {
    const handler = debounce(() => latest.current(), waitMs);
    window.addEventListener('resize', handler);
    return () => {
      window.removeEventListener('resize', handler);
      handler.cancel();
    };
  }, [waitMs]);
}

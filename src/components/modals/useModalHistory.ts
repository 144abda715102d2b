'use client';

/**
 * The browser back button closes the top modal. Each opened modal pushes one history entry (same
 * URL, a marker in history.state); a popstate onto a lower marker closes modals down to that
 * depth. A modal closed any other way takes its entry back off (history.go) when our marker is
 * the current entry, so no dangling entry is left. Persistent modals (isModalPersistent) stay
 * open on back: their entry is pushed again. Back on a confirm modal runs its cancelMethod.
 *
 * Our own popstates (same URL, marker entries) are stopped in the capture phase so the router
 * (Waku listens to popstate and re-renders / scrolls) never sees them. Used once, by ModalHost.
 */
import { useEffect, useRef } from 'react';
import { subscribe } from 'valtio/vanilla';
import { closeModal, isModalPersistent, modalState } from '../../state/modal-store.ts';
import { pageLeave } from '../../state/page-leave.ts';

const MARKER = 'ymbModal';

interface Marker {
  /** This page load's token: markers of an earlier load (after a reload) are not ours. */
  session: string;
  depth: number;
}

const SESSION = Math.random().toString(36).slice(2);

/**
 * Our own history.go() calls whose popstate has not arrived yet. Module-wide, not per hook: a
 * traversal started just before a remount must still be recognised as ours when it lands.
 */
const pendingBack = { current: 0 };

/** The modal depth recorded in a history state, 0 when it carries no marker of this page load. */
export function modalHistoryDepth(state: unknown): number {
  if (typeof state !== 'object' || state === null) return 0;
  const marker = (state as Record<string, unknown>)[MARKER] as Partial<Marker> | undefined;
  return marker?.session === SESSION && typeof marker.depth === 'number' ? marker.depth : 0;
}

export function useModalHistory(): void {
  const pushed = useRef(0);
  const href = useRef('');

  useEffect(() => {
    const sync = () => {
      if (pendingBack.current > 0) return; // wait until our own traversal has landed
      if (pageLeave.leaving) return; // a navigation away is under way: a history traversal would cancel it
      const want = modalState.stack.length;
      if (want > pushed.current) {
        if (pushed.current === 0) href.current = window.location.href;
        for (let depth = pushed.current + 1; depth <= want; depth++) {
          const base = typeof history.state === 'object' && history.state !== null ? history.state : {};
          history.pushState({ ...base, [MARKER]: { session: SESSION, depth } satisfies Marker }, '');
        }
        pushed.current = want;
      } else if (want < pushed.current) {
        const ours = modalHistoryDepth(history.state) === pushed.current && window.location.href === href.current;
        if (ours) {
          pendingBack.current += 1;
          history.go(want - pushed.current);
        }
        pushed.current = want;
      }
    };

    const onPopState = (event: PopStateEvent) => {
      const depth = modalHistoryDepth(event.state);
      const sameUrl = window.location.href === href.current;
      const ours = sameUrl && (depth > 0 || pushed.current > 0 || pendingBack.current > 0);
      if (!ours) {
        // Another page: modal entries of ours are gone.
        pushed.current = 0;
        pendingBack.current = 0;
        return;
      }
      event.stopImmediatePropagation();
      if (pendingBack.current > 0) {
        pendingBack.current -= 1;
        pushed.current = depth;
        sync();
        return;
      }
      pushed.current = depth;
      // Back (or forward): close the top modals down to the entry's depth, persistent ones excepted.
      for (;;) {
        const top = modalState.stack[modalState.stack.length - 1];
        if (top === undefined || modalState.stack.length <= depth || isModalPersistent(top)) break;
        // Back on a confirm modal is a cancel, like Escape: its cancelMethod runs after it closes.
        const cancelMethod = top === 'confirm' ? modalState.open.confirm?.cancelMethod : undefined;
        closeModal(top);
        void cancelMethod?.();
      }
      sync();
    };

    window.addEventListener('popstate', onPopState, { capture: true });
    const unsubscribe = subscribe(modalState, sync);
    sync();
    return () => {
      unsubscribe();
      window.removeEventListener('popstate', onPopState, { capture: true });
    };
  }, []);
}

/**
 * A modal loaded when it is first opened, with its CSS (decision 047). `lazyModal(() => import('./X.tsx'),
 * (m) => m.X)` gives the entry ModalHost maps a modal id to. The import is a code-split point: the modal's
 * code and every stylesheet it imports (its own `.css`, ModalShell's modals.css) leave the first load of
 * every page, and Vite's preload helper resolves the import only once those stylesheets have loaded, so
 * the modal is never shown unstyled (ModalHost's Suspense shows nothing for it meanwhile).
 *
 * A failed load (offline) rejects to ModalHost's boundary, which closes the modal and resets the entry:
 * the next open tries again. The brand makes
 * MODAL_COMPONENTS refuse a plain component: a modal imported statically there would bring its code and
 * CSS back onto every page.
 */
import { use, type ComponentType } from 'react';

declare const lazyModalBrand: unique symbol;

export type LazyModal = {
  /** Suspends until the modal's code and stylesheets are loaded. */
  readonly Component: ComponentType;
  /** After a failed load has been reported: the next open loads again. */
  readonly reset: () => void;
  readonly [lazyModalBrand]: true;
};

/** A modal's code or CSS that could not be loaded (the network): ModalHost closes it and says so. */
export class ModalLoadError extends Error {
  override name = 'ModalLoadError';
}

export function lazyModal<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyModal {
  let loading: Promise<ComponentType> | undefined;
  let failed = false;
  // A failed load stays the answer (React renders again when it settles and must meet the same
  // rejection, not start another load) until ModalHost has reported it and calls reset.
  const start = () =>
    (loading ??= load().then(pick, (error: unknown) => {
      failed = true;
      throw new ModalLoadError('modal could not be loaded', { cause: error });
    }));
  const reset = () => {
    if (!failed) return;
    failed = false;
    loading = undefined;
  };
  function LazyModalComponent() {
    const Modal = use(start());
    return <Modal />;
  }
  return { Component: LazyModalComponent, reset } as unknown as LazyModal;
}

'use client';

/**
 * Renders every open modal of the modal store, oldest first (the last one is on top). Mounted
 * once by ClientShell. Ids still mapped to null get their component when their feature lands
 * (add it to MODAL_COMPONENTS). The back button closes the top modal (useModalHistory).
 *
 * Every modal is loaded when first opened, with its CSS (lazyModal, decision 047): no modal's code
 * or stylesheet is part of a page's first load. Never import a modal statically here or from any
 * component the layout renders.
 */
import { Component, Suspense, type ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import { ERROR_MESSAGES } from '../../state/constants.ts';
import { closeModal, modalState, type ModalId } from '../../state/modal-store.ts';
import { showErrorSnackbar } from '../../state/snackbar-store.ts';
import { lazyModal, ModalLoadError, type LazyModal } from './lazy-modal.tsx';
import { useModalHistory } from './useModalHistory.ts';

/** Store-driven component per modal id, loaded on first open; each reads its own props from the store. */
export const MODAL_COMPONENTS: Record<ModalId, LazyModal | null> = {
  error: lazyModal(() => import('./ErrorModal.tsx'), (m) => m.ErrorModal),
  confirm: lazyModal(() => import('./ConfirmModal.tsx'), (m) => m.ConfirmModal),
  // null: comes with its feature.
  login: lazyModal(() => import('./LoginModal.tsx'), (m) => m.LoginModal),
  ticket: lazyModal(() => import('../wallet/TicketConfirmModal.tsx'), (m) => m.TicketConfirmModal),
  coin: lazyModal(() => import('../wallet/CoinModal.tsx'), (m) => m.CoinModal),
  review: lazyModal(() => import('../reviews/ReviewModal.tsx'), (m) => m.ReviewModal),
  myPage: null,
  titleReviewList: lazyModal(() => import('../reviews/TitleReviewListModal.tsx'), (m) => m.TitleReviewListModal),
  share: lazyModal(() => import('./ShareModal.tsx'), (m) => m.ShareModal),
  ticketDescription: lazyModal(() => import('../wallet/TicketDescriptionModal.tsx'), (m) => m.TicketDescriptionModal),
  searchCondition: lazyModal(() => import('./SearchConditionPanel.tsx'), (m) => m.SearchConditionPanel),
  recommend: lazyModal(() => import('./RecommendModal.tsx'), (m) => m.RecommendModal),
  recommendPoint: lazyModal(() => import('../wallet/RecommendPointModal.tsx'), (m) => m.RecommendPointModal),
  customTab: lazyModal(() => import('./CustomTabModal.tsx'), (m) => m.CustomTabModal),
  lottery: lazyModal(() => import('./LotteryModal.tsx'), (m) => m.LotteryModal),
  simpleList: lazyModal(() => import('./SimpleListModal.tsx'), (m) => m.SimpleListModal),
  convertTicketToCoin: lazyModal(() => import('../wallet/ConvertTicketToCoinModal.tsx'), (m) => m.ConvertTicketToCoinModal),
  couponReminder: lazyModal(() => import('../wallet/CouponReminderModal.tsx'), (m) => m.CouponReminderModal),
  policyConfirmation: lazyModal(() => import('./AgreementModal.tsx'), (m) => m.PolicyConfirmationModal),
  search: lazyModal(() => import('../search/SearchModal.tsx'), (m) => m.SearchModal),
  freeCondition: null,
  termsConfirmation: lazyModal(() => import('./AgreementModal.tsx'), (m) => m.TermsConfirmationModal),
  stampCard: lazyModal(() => import('./StampCardModal.tsx'), (m) => m.StampCardModal),
  exchangePoint: lazyModal(() => import('../wallet/ExchangePointModal.tsx'), (m) => m.ExchangePointModal),
  titleBottomSheet: lazyModal(() => import('./TitleBottomSheet.tsx'), (m) => m.TitleBottomSheet),
  accountHolderName: lazyModal(() => import('./AccountHolderNameDialog.tsx'), (m) => m.AccountHolderNameDialog),
};

/**
 * Around each modal: a modal whose code or CSS could not be loaded (offline) is closed and the network
 * message shown in the snackbar (which is part of every page) instead.
 */
class ModalLoadBoundary extends Component<{ id: ModalId; entry: LazyModal; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    if (!(error instanceof ModalLoadError)) return;
    this.props.entry.reset();
    closeModal(this.props.id);
    showErrorSnackbar(ERROR_MESSAGES.network);
  }
  override render() {
    const { error } = this.state;
    if (error !== null && !(error instanceof ModalLoadError)) throw error; // not ours: up to the next boundary, as before
    return error === null ? this.props.children : null;
  }
}

export function ModalHost() {
  const { stack } = useSnapshot(modalState);
  useModalHistory();
  return (
    <>
      {stack.map((id) => {
        const entry = MODAL_COMPONENTS[id];
        if (entry === null) return null;
        const Modal = entry.Component;
        // Each in its own boundary: a modal still loading (its code and CSS) shows nothing and never hides the others.
        return (
          <ModalLoadBoundary key={id} id={id} entry={entry}>
            <Suspense fallback={null}>
              <Modal />
            </Suspense>
          </ModalLoadBoundary>
        );
      })}
    </>
  );
}

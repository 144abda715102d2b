'use client';

/**
 * Renders every open modal of the modal store, oldest first (the last one is on top). Mounted
 * once by ClientShell. Only the error and confirm modals exist yet; the other ids map to null and
 * get their component when their feature lands (add it to MODAL_COMPONENTS).
 */
import type { ComponentType } from 'react';
import { useSnapshot } from 'valtio/react';
import { modalState, type ModalId } from '../../state/modal-store.ts';
import { ConfirmModal } from './ConfirmModal.tsx';
import { ErrorModal } from './ErrorModal.tsx';

/** Store-driven component per modal id; each reads its own props from the store. */
export const MODAL_COMPONENTS: Record<ModalId, ComponentType | null> = {
  error: ErrorModal,
  confirm: ConfirmModal,
  // The following come with their features.
  login: null,
  ticket: null,
  coin: null,
  review: null,
  myPage: null,
  titleReviewList: null,
  share: null,
  ticketDescription: null,
  searchCondition: null,
  recommend: null,
  recommendPoint: null,
  customTab: null,
  lottery: null,
  simpleList: null,
  convertTicketToCoin: null,
  couponReminder: null,
  policyConfirmation: null,
  search: null,
  freeCondition: null,
  termsConfirmation: null,
  stampCard: null,
  exchangePoint: null,
  titleBottomSheet: null,
  accountHolderName: null,
};

export function ModalHost() {
  const { stack } = useSnapshot(modalState);
  return (
    <>
      {stack.map((id) => {
        const Modal = MODAL_COMPONENTS[id];
        return Modal === null ? null : <Modal key={id} />;
      })}
    </>
  );
}

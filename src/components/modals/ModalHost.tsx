'use client';

/**
 * Renders every open modal of the modal store, oldest first (the last one is on top). Mounted
 * once by ClientShell. Ids still mapped to null get their component when their feature lands
 * (add it to MODAL_COMPONENTS). The back button closes the top modal (useModalHistory).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useSnapshot } from 'valtio/react';
import { modalState, type ModalId } from '../../state/modal-store.ts';
import { AccountHolderNameDialog } from './AccountHolderNameDialog.tsx';
import { ConfirmModal } from './ConfirmModal.tsx';
import { ErrorModal } from './ErrorModal.tsx';
import { PolicyConfirmationModal, TermsConfirmationModal } from './AgreementModal.tsx';
import { CustomTabModal } from './CustomTabModal.tsx';
import { LotteryModal } from './LotteryModal.tsx';
import { LoginModal } from './LoginModal.tsx';
import { RecommendModal } from './RecommendModal.tsx';
import { SearchConditionPanel } from './SearchConditionPanel.tsx';
import { ShareModal } from './ShareModal.tsx';
import { SimpleListModal } from './SimpleListModal.tsx';
import { StampCardModal } from './StampCardModal.tsx';
import { TitleBottomSheet } from './TitleBottomSheet.tsx';
import { useModalHistory } from './useModalHistory.ts';
import { ReviewModal } from '../reviews/ReviewModal.tsx';

// Loaded when first opened (it waits for its reviews anyway), so its code and CSS stay off every page's first load.
const TitleReviewListModal = lazy(() => import('../reviews/TitleReviewListModal.tsx').then((m) => ({ default: m.TitleReviewListModal })));
import { CoinModal } from '../wallet/CoinModal.tsx';
import { TicketConfirmModal } from '../wallet/TicketConfirmModal.tsx';
import { ConvertTicketToCoinModal } from '../wallet/ConvertTicketToCoinModal.tsx';
import { CouponReminderModal } from '../wallet/CouponReminderModal.tsx';
import { ExchangePointModal } from '../wallet/ExchangePointModal.tsx';
import { RecommendPointModal } from '../wallet/RecommendPointModal.tsx';
import { TicketDescriptionModal } from '../wallet/TicketDescriptionModal.tsx';

/** Store-driven component per modal id; each reads its own props from the store. */
export const MODAL_COMPONENTS: Record<ModalId, ComponentType | null> = {
  error: ErrorModal,
  confirm: ConfirmModal,
  // null: comes with its feature.
  login: LoginModal,
  ticket: TicketConfirmModal,
  coin: CoinModal,
  review: ReviewModal,
  myPage: null,
  titleReviewList: TitleReviewListModal,
  share: ShareModal,
  ticketDescription: TicketDescriptionModal,
  searchCondition: SearchConditionPanel,
  recommend: RecommendModal,
  recommendPoint: RecommendPointModal,
  customTab: CustomTabModal,
  lottery: LotteryModal,
  simpleList: SimpleListModal,
  convertTicketToCoin: ConvertTicketToCoinModal,
  couponReminder: CouponReminderModal,
  policyConfirmation: PolicyConfirmationModal,
  search: null,
  freeCondition: null,
  termsConfirmation: TermsConfirmationModal,
  stampCard: StampCardModal,
  exchangePoint: ExchangePointModal,
  titleBottomSheet: TitleBottomSheet,
  accountHolderName: AccountHolderNameDialog,
};

export function ModalHost() {
  const { stack } = useSnapshot(modalState);
  useModalHistory();
  return (
    <>
      {stack.map((id) => {
        const Modal = MODAL_COMPONENTS[id];
        // Each in its own boundary: a modal still loading never hides the others.
        return Modal === null ? null : (
          <Suspense key={id} fallback={null}>
            <Modal />
          </Suspense>
        );
      })}
    </>
  );
}

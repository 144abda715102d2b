/** The reading flow with the site's own effects: the one HTTP client, the modals, the error catalogue. */
import { apiClient, handleConsumeError, handleError } from '../../lib/http/index.ts';
import { openModal } from '../../state/modal-store.ts';
import { leavePage } from '../../state/page-leave.ts';
import { createReadingFlow } from './reading-flow.ts';
import { openCoinModal, openTicketConfirm } from './wallet-modal-store.ts';

export const readingFlow = createReadingFlow({
  api: apiClient,
  // From inside a modal: the modal history must not cancel the navigation (page-leave.ts).
  navigate: (path) => leavePage(path),
  openCoinModal,
  openTicketConfirm,
  openLogin: () => openModal('login'),
  handleError,
  handleConsumeError,
});

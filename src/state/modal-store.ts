/**
 * Which modals and panels are open, with their props (spec §2 "Modals and panels", §3 "Other UI
 * entities", §4 "Modals"). Vanilla valtio: no React here; components read it with
 * `useSnapshot(modalState)` from 'valtio/react'.
 *
 * Rules from the spec:
 * - showing an error modal first closes all other modals (a persistent confirm modal included);
 * - closing all modals keeps the confirm modal open when it is persistent;
 * - the adult-content confirm modal is persistent by default, with ok '登録する' / cancel 'トップページ'.
 */
import { proxy } from 'valtio/vanilla';
import { DEFAULT_ERROR_TITLE } from './constants.ts';
import type { SearchConditions } from './search-conditions.ts';

/** Every modal and panel of the spec, in the order spec §2 lists them. */
export const MODAL_IDS = [
  'error',
  'confirm',
  'login',
  'ticket',
  'coin',
  'review',
  'myPage',
  'titleReviewList',
  'share',
  'ticketDescription',
  'searchCondition',
  'recommend',
  'recommendPoint',
  'customTab',
  'lottery',
  'simpleList',
  'convertTicketToCoin',
  'couponReminder',
  'policyConfirmation',
  'search',
  'freeCondition',
  'termsConfirmation',
  'stampCard',
  'exchangePoint',
  'titleBottomSheet',
  'accountHolderName',
] as const;

export type ModalId = (typeof MODAL_IDS)[number];

/** A modal that takes no props. */
export type NoModalProps = Record<never, never>;

export interface ErrorModalProps {
  /** Defaults to 'エラー'. */
  title?: string;
  /** Usually a server message's content; shown as plain text, line breaks kept. */
  message: string;
}

/** Spec §3 "Confirm modal". */
export interface ConfirmModalProps {
  headerMessage: string;
  /** Defaults to '登録する' when isAdult, else 'OK'. */
  okMessage?: string;
  /** Defaults to 'トップページ' when isAdult, else 'キャンセル'. */
  cancelMessage?: string;
  /** The adult-content confirmation (spec §4 "Adult-restricted content"). */
  isAdult?: boolean;
  /** Called after the modal closes when the user accepts. */
  confirmMethod?: () => void | Promise<void>;
  /** Called after the modal closes when the user cancels (button, or Escape/backdrop when not persistent). */
  cancelMethod?: () => void | Promise<void>;
  /** Escape, backdrop clicks and closeAllModals() leave it open. Defaults to true when isAdult, else false. */
  persistent?: boolean;
}

export interface LoginModalProps {
  /** Defaults to '利用にはログインが必要です' (spec §5). */
  message?: string;
  /**
   * Where to come back after signing in: a same-site relative path. Defaults to the current
   * path (pathname + search + hash); anything else (absolute or protocol-relative URL) becomes '/'.
   */
  next?: string;
}

/** The episode a ticket or coin modal is about (spec §3 "Ticket screen state"). */
export interface EpisodeModalProps {
  titleCode: string;
  titleName?: string;
  volumeSerialNumber: number;
  storyNumber: number;
}

export interface TitleModalProps {
  titleCode: string;
  titleName?: string;
}

/** The review modal: write, rewrite or delete the member's review of a title. */
export interface ReviewModalProps extends TitleModalProps {
  /** The member's review when they already wrote one. */
  current?: { rating: number; body: string; hasSpoiler: boolean } | null;
  /** Called after a review was saved or deleted (the page shows the new state). */
  onChanged?: () => void | Promise<void>;
}

/** Spec §3 "Share info". */
export interface ShareModalProps {
  titleName: string;
  hashTags: string[];
  text: string;
  fullPath: string;
}

/** Spec §3 "Recommend info (banner)". */
export interface RecommendModalProps {
  imageUrl?: string;
  title?: string;
  description?: string;
  moreText?: string;
  moreUrl?: string;
  isTargetBlank?: boolean;
}

/** One entry of a simple list (a title with its thumbnail and link). */
export interface SimpleListItem {
  /** Unique key, e.g. the titleCode. */
  id: string;
  name: string;
  href: string;
  thumbnailUrl?: string;
  /** A short line under the name (author, update info...). */
  note?: string;
}

/** The full-screen search (phones): the keyword typed so far in the header's box. */
export interface SearchModalProps {
  keyword?: string;
}

/** Spec §3 "Simple list". */
export interface SimpleListModalProps {
  target: string;
  /** Defaults to 1111 (spec §9). */
  genreId?: number;
  genreName?: string;
  /** Heading; defaults to genreName, else '作品一覧'. */
  heading?: string;
  /** The entries; none shows 'まだ作品がありません'. */
  items?: SimpleListItem[];
}

/** Spec §3 "Search condition panel": the conditions live in the caller's search state. */
export interface SearchConditionPanelProps {
  /** Conditions shown when the panel opens; empty (no filter) when omitted. */
  initial?: Partial<SearchConditions>;
  /** Shows the TL / BL genres (adult members, userValidAdult = 1). */
  showAdult?: boolean;
  /** Shows the read / unread filter (members only). */
  showReadStatus?: boolean;
  /** Called with the chosen conditions when 'この条件で検索' is pressed; the panel then closes. */
  onApply?: (conditions: SearchConditions) => void;
}

export interface CustomTabModalProps {
  /** Called after the chosen tabs were saved to local storage. */
  onSave?: (entries: { id: string; visible: boolean }[]) => void;
}

/** Spec §3 "Convert ticket info": tickets about to expire (modules/wallet ConvertibleTicket), checked on open. */
export interface ConvertTicketToCoinModalProps {
  convertibleTickets: unknown[];
}

export interface CouponReminderModalProps {
  couponCode?: string;
}

/** Spec §3 "Term (agreement)": a section of the terms. */
export interface TermSection {
  title: string;
  content: string;
  link?: string;
  /** Defaults to 'start'. */
  textAlign?: 'start' | 'center' | 'end' | 'left' | 'right' | 'justify';
}

/** Spec §3 "Term (agreement)" plus the agree action. Persistent: only '同意する' closes it. */
export interface TermsConfirmationModalProps {
  agreeType?: string;
  /** Defaults to '利用規約' (terms) or 'プライバシーポリシー' (policy). */
  title?: string;
  description?: string;
  sections?: TermSection[];
  /** Sends the agreement; a rejection keeps the modal open with an inline error. */
  onAgree?: () => void | Promise<void>;
}

export type PolicyConfirmationModalProps = TermsConfirmationModalProps;

export interface StampCardModalProps {
  campaignCode?: string;
}

/** Spec §3 "Title bottom sheet". */
export interface TitleBottomSheetProps {
  titleCode: string;
  titleName: string;
}

/** The account holder name input dialog: the current name, and what to do once saved. */
export interface AccountHolderNameModalProps {
  lastName?: string;
  firstName?: string;
  onSaved?: (name: { lastName: string; firstName: string }) => void;
}

/**
 * Props per modal id. Modals whose data lives in their own feature store (lottery, search,
 * stamp card details...) take no or few props here; features may widen these types.
 */
export interface ModalPropsMap {
  error: ErrorModalProps;
  confirm: ConfirmModalProps;
  login: LoginModalProps;
  ticket: EpisodeModalProps;
  coin: EpisodeModalProps;
  review: ReviewModalProps;
  myPage: NoModalProps;
  titleReviewList: TitleModalProps;
  share: ShareModalProps;
  ticketDescription: NoModalProps;
  searchCondition: SearchConditionPanelProps;
  recommend: RecommendModalProps;
  recommendPoint: NoModalProps;
  customTab: CustomTabModalProps;
  lottery: NoModalProps;
  simpleList: SimpleListModalProps;
  convertTicketToCoin: ConvertTicketToCoinModalProps;
  couponReminder: CouponReminderModalProps;
  policyConfirmation: PolicyConfirmationModalProps;
  search: SearchModalProps;
  freeCondition: NoModalProps;
  termsConfirmation: TermsConfirmationModalProps;
  stampCard: StampCardModalProps;
  exchangePoint: NoModalProps;
  titleBottomSheet: TitleBottomSheetProps;
  accountHolderName: AccountHolderNameModalProps;
}

export type OpenModals = { [K in ModalId]?: ModalPropsMap[K] };

export interface ModalState {
  /** Props of every open modal, by id. */
  open: OpenModals;
  /** Open ids, oldest first: the last one is on top and owns focus and Escape. */
  stack: ModalId[];
}

export const modalState: ModalState = proxy<ModalState>({ open: {}, stack: [] });

/** Props are optional for modals whose props have no required field. */
type OpenModalArgs<K extends ModalId> = NoModalProps extends ModalPropsMap[K]
  ? [props?: ModalPropsMap[K]]
  : [props: ModalPropsMap[K]];

export const ADULT_CONFIRM_OK_MESSAGE = '登録する';
export const ADULT_CONFIRM_CANCEL_MESSAGE = 'トップページ';
export const CONFIRM_OK_MESSAGE = 'OK';
export const CONFIRM_CANCEL_MESSAGE = 'キャンセル';
export const LOGIN_DEFAULT_MESSAGE = '利用にはログインが必要です';

/** Fills the spec defaults of a confirm modal (adult labels; persistent when adult). */
export function withConfirmDefaults(props: ConfirmModalProps): ConfirmModalProps & {
  okMessage: string;
  cancelMessage: string;
  persistent: boolean;
} {
  const isAdult = props.isAdult === true;
  return {
    ...props,
    okMessage: props.okMessage ?? (isAdult ? ADULT_CONFIRM_OK_MESSAGE : CONFIRM_OK_MESSAGE),
    cancelMessage: props.cancelMessage ?? (isAdult ? ADULT_CONFIRM_CANCEL_MESSAGE : CONFIRM_CANCEL_MESSAGE),
    persistent: props.persistent ?? isAdult,
  };
}

/** Opens a modal (or replaces the props of an open one) and puts it on top. */
export function openModal<K extends ModalId>(id: K, ...args: OpenModalArgs<K>): void {
  const given = (args[0] ?? {}) as ModalPropsMap[K];
  const props = (id === 'confirm' ? withConfirmDefaults(given as ConfirmModalProps) : { ...given }) as ModalPropsMap[K];
  (modalState.open as Record<ModalId, unknown>)[id] = props;
  removeFromStack(id);
  modalState.stack.push(id);
}

/** Closes one modal; nothing happens when it is not open. */
export function closeModal(id: ModalId): void {
  delete modalState.open[id];
  removeFromStack(id);
}

/** Closes every modal, except a persistent confirm modal (spec §4 "Modals"). */
export function closeAllModals(): void {
  for (const id of modalState.stack.slice()) {
    if (id === 'confirm' && modalState.open.confirm?.persistent === true) continue;
    closeModal(id);
  }
}

/**
 * Shows the generic error modal. It first closes every other modal, a persistent confirm modal
 * included (spec §4 "Modals"). A plain string is taken as the message.
 */
export function showError(error: ErrorModalProps | string): void {
  const props: ErrorModalProps = typeof error === 'string' ? { message: error } : error;
  resetModals();
  openModal('error', { title: props.title ?? DEFAULT_ERROR_TITLE, message: props.message });
}

/** Closes every modal, a persistent confirm modal included (logout, tests, story cleanup). */
export function resetModals(): void {
  for (const id of modalState.stack.slice()) closeModal(id);
}

/** Shows a confirm modal (spec defaults applied). */
export function showConfirm(props: ConfirmModalProps): void {
  openModal('confirm', props);
}

/**
 * Whether the back button must leave this modal open: a persistent confirm modal, and the terms /
 * policy confirmations (only their agree button closes them).
 */
export function isModalPersistent(id: ModalId): boolean {
  if (id === 'confirm') return modalState.open.confirm?.persistent === true;
  return id === 'termsConfirmation' || id === 'policyConfirmation';
}

/** Whether a modal is open (reads the live proxy; use a snapshot in React). */
export function isModalOpen(id: ModalId): boolean {
  return modalState.open[id] !== undefined;
}

function removeFromStack(id: ModalId): void {
  const index = modalState.stack.indexOf(id);
  if (index !== -1) modalState.stack.splice(index, 1);
}

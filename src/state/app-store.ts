/**
 * Global app state (spec §3 "Global app state", "User", §4 "Initialization and app state"):
 * login flag, sample keywords, adult check, device type, app-install header, review filters,
 * coupon / tutorial / recommend info, terms, the user, the stamp-card campaign, and the
 * initialized flag (set once after the first successful initialization, never reset).
 * Also the error screen a page-level component renders (not-found screen and error page of the
 * error catalogue, spec §8). Vanilla valtio, no React.
 */
import { AdultSetting } from '#modules/accounts/client.ts';
import { proxy } from 'valtio/vanilla';
import { answerOf, type ApiClient } from '../lib/http/api-client.ts';
import { expectSuccess, isServerMessage, type ServerMessage } from '../lib/http/errors.ts';
import { INITIALIZE_PATH, type SpecUser } from '#modules/accounts/client.ts';
import { AGREE_POLICY_PATH, type AgreeType } from '#modules/notices/client.ts';
import type { RecommendInfo } from '#modules/staff/client.ts';
import { openModal, type TermSection as ModalTermSection } from './modal-store.ts';

/** Addresses of the calls below: their modules' (accounts, notices). */
export { INITIALIZE_PATH, AGREE_POLICY_PATH };

/**
 * The typed calls this store makes (decision 036), injected: the site passes `appStoreApi(apiClient)`,
 * tests the typed client over a fake fetch. Without `agreePolicy` no policy confirmation is opened.
 */
export interface AppStoreApi {
  initialize: ApiClient['api']['v1']['initialize']['index']['$get'];
  agreePolicy?: AgreePolicyCall;
}
type AgreePolicyCall = ApiClient['api']['v2']['agree_policy']['index']['$post'];

/** The store's calls on a typed client. */
export function appStoreApi(client: ApiClient): Required<AppStoreApi> {
  return { initialize: client.api.v1.initialize.index.$get, agreePolicy: client.api.v2.agree_policy.index.$post };
}

/** Default adult check value (spec §9). */
export const DEFAULT_ADULT_CHECK = 2;
/** Default userValidAdult (spec §9). */
export const DEFAULT_USER_VALID_ADULT = AdultSetting.Unset;
/** Default premiumUserTicketExpireDays (spec §9). */
export const DEFAULT_PREMIUM_TICKET_EXPIRE_DAYS = -1;
export { NOT_FOUND_MESSAGE } from '../content/not-found.ts';

export const DEVICE_TYPES = ['pc', 'ios', 'android'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** Spec §3 "User". */
export type User = SpecUser;

/** Spec §3 "Term (agreement)". */
export interface TermSection {
  title: string;
  content: string;
  link: string;
  /** 'start' by default. */
  textAlign: string;
}
export interface Term {
  agreeType: string;
  /** The version the agreement names (the server refuses an outdated one); 0 when the server sent none. */
  version: number;
  title: string;
  description: string;
  sections: TermSection[];
}

/** Spec §3 "Recommend info (banner)" (declared once, by the staff module that stores it). */
export type { RecommendInfo };

/** Coupon info held in app state (spec §3 "Coupon"). */
export interface CouponInfo {
  couponCode: string;
}

/** Spec §3 "Tutorial info". */
export interface TutorialInfo {
  contents: unknown[];
}

/** What the not-found screen / error page shows (spec §8). */
export interface ErrorScreen {
  status: number;
  message?: string;
}

export interface AppState {
  isLogin: boolean;
  sampleKeywords: string[];
  /** 2 by default. */
  adultCheck: number;
  deviceType: DeviceType;
  showAppInstallHeader: boolean;
  isMobileApp: boolean;
  staticUrl: string;
  selectedReviewFilters: string[];
  couponInfo: CouponInfo | null;
  tutorialInfo: TutorialInfo;
  recommendInfo: RecommendInfo | null;
  terms: Term | null;
  user: User;
  stampCardCampaignCode: string | null;
  stampCardGachaId: string | null;
  stampCardThumbnailUrl: string | null;
  /** Set once, after the first successful initialization; never reset to false. */
  initialized: boolean;
  /** Not-found screen / error page to render instead of the page; null when none. */
  errorScreen: ErrorScreen | null;
}

/** The snake_case initialization response (spec §3, modules/accounts/initialize-router.ts). */
export interface InitializeResponse {
  success: boolean;
  is_login?: boolean;
  user?: Record<string, unknown> | null;
  term?: Record<string, unknown> | null;
  stamp_card_campaign_code?: string | number | null;
  stamp_card_gacha_id?: string | number | null;
  stamp_card_thumbnail_url?: string | null;
  keywords?: string[] | null;
  static_url?: string | null;
  is_mobileapp?: boolean;
  adultcheck?: number | string | null;
  is_show_app_install_header?: boolean;
  recommend_info?: Record<string, unknown> | null;
  message?: ServerMessage | null;
}

export function defaultUser(): User {
  return {
    userId: 0,
    userDisplayName: '',
    userEmail: '',
    userImageUrl: '',
    userProvider: '',
    userProviderName: '',
    accountHolderFirstName: '',
    accountHolderLastName: '',
    userCoin: 0,
    userPoint: 0,
    userCanExchangePoint: 0,
    userTicket: 0,
    premiumUserTicketRemained: 0,
    premiumUserTicketExpireDays: DEFAULT_PREMIUM_TICKET_EXPIRE_DAYS,
    userCoupon: 0,
    userCouponLimit: 0,
    userPremium: false,
    userValidAdult: DEFAULT_USER_VALID_ADULT,
    isStaff: false,
    unreadInfoCount: 0,
    isAgreedTerms: false,
    isAgreedPrivacy: false,
    firstPaidDate: null,
    dotmoneyAccount: null,
    isLineLinked: false,
    lastReadHistories: [],
  };
}

function initialState(): Omit<AppState, 'initialized'> {
  return {
    isLogin: false,
    sampleKeywords: [],
    adultCheck: DEFAULT_ADULT_CHECK,
    deviceType: 'pc',
    showAppInstallHeader: false,
    isMobileApp: false,
    staticUrl: '',
    selectedReviewFilters: [],
    couponInfo: null,
    tutorialInfo: { contents: [] },
    recommendInfo: null,
    terms: null,
    user: defaultUser(),
    stampCardCampaignCode: null,
    stampCardGachaId: null,
    stampCardThumbnailUrl: null,
    errorScreen: null,
  };
}

export const appState: AppState = proxy<AppState>({ ...initialState(), initialized: false });

/** A user is active when userId is above 0 (spec §3). */
export function isUserActive(user: Pick<User, 'userId'> | null | undefined): boolean {
  return (user?.userId ?? 0) > 0;
}

// ---------------------------------------------------------------------------------------------
// Device type

/**
 * Device type from a user agent (spec §4, §5): iPhone / iPad / iPod → ios, Android → android,
 * else pc. iPadOS asks for the desktop site with a 'Macintosh' UA: with touch points it is ios.
 */
export function detectDeviceType(userAgent: string | null | undefined, maxTouchPoints = 0): DeviceType {
  const ua = userAgent ?? '';
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios';
  if (/Android/i.test(ua)) return 'android';
  if (/Macintosh/i.test(ua) && maxTouchPoints > 1) return 'ios';
  return 'pc';
}

export function isDeviceType(value: unknown): value is DeviceType {
  return typeof value === 'string' && (DEVICE_TYPES as readonly string[]).includes(value);
}

/** Sets the device type; anything but pc, ios or android is refused (spec §5). Returns whether it was set. */
export function setDeviceType(value: unknown): boolean {
  if (!isDeviceType(value)) return false;
  appState.deviceType = value;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Mapping of the initialization response

type Raw = Record<string, unknown>;

function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** A field by its camelCase name or its snake_case name. */
function field(raw: Raw, key: string): unknown {
  return raw[key] ?? raw[snakeCase(key)];
}

function toNumber(value: unknown, fallback: number): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : fallback;
  }
  return fallback;
}

function toStringValue(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return fallback;
}

function toNullableString(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return toStringValue(value, '') || null;
}

function toFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const NUMBER_FIELDS = [
  'userId',
  'userCoin',
  'userPoint',
  'userCanExchangePoint',
  'userTicket',
  'premiumUserTicketRemained',
  'premiumUserTicketExpireDays',
  'userCoupon',
  'userCouponLimit',
  'userValidAdult',
  'unreadInfoCount',
] as const;
const STRING_FIELDS = [
  'userDisplayName',
  'userEmail',
  'userImageUrl',
  'userProvider',
  'userProviderName',
  'accountHolderFirstName',
  'accountHolderLastName',
] as const;
const FLAG_FIELDS = ['userPremium', 'isStaff', 'isAgreedTerms', 'isAgreedPrivacy', 'isLineLinked'] as const;

/** Maps a user object (camelCase or snake_case keys) onto the spec User, with the spec defaults. */
export function mapUser(raw: unknown): User {
  const user = defaultUser();
  if (!isRecord(raw)) return user;
  for (const key of NUMBER_FIELDS) user[key] = toNumber(field(raw, key), user[key]);
  for (const key of STRING_FIELDS) user[key] = toStringValue(field(raw, key), user[key]);
  for (const key of FLAG_FIELDS) user[key] = toFlag(field(raw, key));
  user.firstPaidDate = toNullableString(field(raw, 'firstPaidDate'));
  user.dotmoneyAccount = toNullableString(field(raw, 'dotmoneyAccount'));
  const histories = field(raw, 'lastReadHistories');
  user.lastReadHistories = Array.isArray(histories) ? histories : [];
  return user;
}

/** Maps a term (camelCase or snake_case keys); null when there is none. Sections align 'start' by default. */
export function mapTerm(raw: unknown): Term | null {
  if (!isRecord(raw)) return null;
  const sections = field(raw, 'sections');
  return {
    agreeType: toStringValue(field(raw, 'agreeType')),
    version: toNumber(field(raw, 'version'), 0),
    title: toStringValue(field(raw, 'title')),
    description: toStringValue(field(raw, 'description')),
    sections: (Array.isArray(sections) ? sections : []).filter(isRecord).map((s) => ({
      title: toStringValue(field(s, 'title')),
      content: toStringValue(field(s, 'content')),
      link: toStringValue(field(s, 'link')),
      textAlign: toStringValue(field(s, 'textAlign')) || 'start',
    })),
  };
}

/** Maps the recommend banner (camelCase or snake_case keys); null when there is none. */
export function mapRecommendInfo(raw: unknown): RecommendInfo | null {
  if (!isRecord(raw)) return null;
  return {
    imageUrl: toStringValue(field(raw, 'imageUrl')),
    title: toStringValue(field(raw, 'title')),
    description: toStringValue(field(raw, 'description')),
    moreText: toStringValue(field(raw, 'moreText')),
    moreUrl: toStringValue(field(raw, 'moreUrl')),
    isTargetBlank: toFlag(field(raw, 'isTargetBlank')),
  };
}

/**
 * Applies a successful initialization response to the store (spec §4): login flag, keywords,
 * adult check, install header, recommend info; with is_login also the user, the term and the
 * stamp-card campaign (without it they go back to their defaults). Sets `initialized` once.
 * Returns the response's server message, if any, for the caller to show.
 */
export function applyInitialize(response: InitializeResponse): ServerMessage | null {
  const isLogin = response.is_login === true;
  appState.isLogin = isLogin;
  appState.sampleKeywords = Array.isArray(response.keywords) ? response.keywords.filter((k): k is string => typeof k === 'string') : [];
  appState.adultCheck = toNumber(response.adultcheck, DEFAULT_ADULT_CHECK);
  appState.showAppInstallHeader = response.is_show_app_install_header === true;
  appState.isMobileApp = response.is_mobileapp === true;
  appState.staticUrl = toStringValue(response.static_url);
  appState.recommendInfo = mapRecommendInfo(response.recommend_info);
  if (isLogin) {
    appState.user = mapUser(response.user);
    appState.terms = mapTerm(response.term);
    appState.stampCardCampaignCode = toNullableString(response.stamp_card_campaign_code);
    appState.stampCardGachaId = toNullableString(response.stamp_card_gacha_id);
    appState.stampCardThumbnailUrl = toNullableString(response.stamp_card_thumbnail_url);
  } else {
    appState.user = defaultUser();
    appState.terms = null;
    appState.stampCardCampaignCode = null;
    appState.stampCardGachaId = null;
    appState.stampCardThumbnailUrl = null;
  }
  if (!appState.initialized) appState.initialized = true;
  return isServerMessage(response.message) ? { ...response.message, label: response.message.label ?? 'modal' } : null;
}

export interface InitializeAppOptions {
  /** Receives the response's server message, if any (e.g. the error catalogue's handleServerMessage). */
  onMessage?: (message: ServerMessage) => void;
  signal?: AbortSignal;
}

/**
 * Calls GET /api/v1/initialize/ and applies it. Also refreshes the user after a lottery (spec §7).
 * Rejects with the client's typed errors, or a ServerMessageError when success is not true.
 * With `agreePolicy`, a pending term opens the policy confirmation (showTermConfirmation).
 */
export async function initializeApp(api: AppStoreApi, options: InitializeAppOptions = {}): Promise<InitializeResponse> {
  const body = (await answerOf(api.initialize(undefined, { init: { signal: options.signal } }))) as unknown as InitializeResponse;
  const response = expectSuccess(body);
  const message = applyInitialize(response);
  if (message) options.onMessage?.(message);
  if (appState.terms && api.agreePolicy) showTermConfirmation(api.agreePolicy, appState.terms);
  return response;
}

// ---------------------------------------------------------------------------------------------
// Terms agreement

const AGREED_FLAGS: Record<string, 'isAgreedTerms' | 'isAgreedPrivacy'> = { terms: 'isAgreedTerms', privacy: 'isAgreedPrivacy' };
const TEXT_ALIGNS = new Set<string>(['start', 'center', 'end', 'left', 'right', 'justify']);

/**
 * Posts the member's agreement to exactly this version of the term and marks the user agreed.
 * Resolves with the next term still to agree to (null when none), which becomes `appState.terms`.
 * Rejects with the client's typed errors, or a ServerMessageError when success is not true (spec §5).
 */
export async function agreeToTerm(agreePolicy: AgreePolicyCall, term: Term): Promise<Term | null> {
  const body = expectSuccess((await answerOf(agreePolicy({ json: { agree_type: term.agreeType as AgreeType, version: term.version } }))) as { success?: boolean; term?: unknown });
  const flag = AGREED_FLAGS[term.agreeType];
  if (flag) appState.user[flag] = true;
  appState.terms = mapTerm(body.term);
  return appState.terms;
}

/**
 * Shows a pending term (spec §2; persistent: only '同意する' closes it): the terms of use in the terms
 * confirmation, the privacy policy (and any other agree type) in the policy confirmation. Agreeing
 * posts the agreement; the next pending term then opens in its own modal (the same one reopens with
 * the new text), or the modal closes. A failure keeps it open with the server's message (AgreementModal).
 */
export function showTermConfirmation(agreePolicy: AgreePolicyCall, term: Term): void {
  openModal(term.agreeType === 'terms' ? 'termsConfirmation' : 'policyConfirmation', {
    agreeType: term.agreeType,
    title: term.title,
    description: term.description,
    sections: term.sections.map((s) => ({
      title: s.title,
      content: s.content,
      ...(s.link ? { link: s.link } : {}),
      textAlign: (TEXT_ALIGNS.has(s.textAlign) ? s.textAlign : 'start') as ModalTermSection['textAlign'],
    })),
    onAgree: async () => {
      const next = await agreeToTerm(agreePolicy, term);
      if (next) showTermConfirmation(agreePolicy, next);
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Other actions

export function setShowAppInstallHeader(show: boolean): void {
  appState.showAppInstallHeader = show;
}

export function setSelectedReviewFilters(filters: string[]): void {
  appState.selectedReviewFilters = [...filters];
}

/** Stores coupon info (the first-page-load recommend fetch, spec §7 notes); null clears it. */
export function setCouponInfo(info: CouponInfo | null): void {
  appState.couponInfo = info && info.couponCode ? { couponCode: info.couponCode } : null;
}

export function setTutorialInfo(info: TutorialInfo | null): void {
  appState.tutorialInfo = { contents: info?.contents ? [...info.contents] : [] };
}

export function setRecommendInfo(info: RecommendInfo | null): void {
  appState.recommendInfo = info;
}

/** Merges fields into the user (e.g. userValidAdult 1 after the adult setting). */
export function updateUser(patch: Partial<User>): void {
  Object.assign(appState.user, patch);
}

/** Shows the not-found screen / error page (spec §8). */
export function setErrorScreen(screen: ErrorScreen): void {
  appState.errorScreen = { ...screen };
}

export function clearErrorScreen(): void {
  appState.errorScreen = null;
}

/** Back to the defaults (logout, tests). `initialized` stays as it is: it is never reset. */
export function resetAppState(): void {
  Object.assign(appState, initialState());
}

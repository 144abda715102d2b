import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { snapshot } from 'valtio/vanilla';
import { fakeApiClient } from '../lib/http/testing.ts';

type Store = typeof import('./app-store.ts');
let store: Store;

/** A fresh module per test: `initialized` is never reset otherwise. */
beforeEach(async () => {
  vi.resetModules();
  store = await import('./app-store.ts');
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The anonymous response of modules/accounts/initialize-router.ts. */
const anonymous = {
  success: true,
  is_login: false,
  user: null,
  term: null,
  stamp_card_campaign_code: null,
  stamp_card_gacha_id: null,
  stamp_card_thumbnail_url: null,
  keywords: ['呪術廻戦', 'ワンピース'],
  static_url: '/static/',
  is_mobileapp: false,
  adultcheck: 2,
  is_show_app_install_header: true,
  recommend_info: null,
  message: null,
};

const loggedIn = {
  ...anonymous,
  is_login: true,
  adultcheck: 1,
  user: {
    user_id: 42,
    user_display_name: '読書家',
    user_email: 'reader@example.jp',
    user_coin: '120',
    user_point: 30,
    premium_user_ticket_remained: 2,
    premium_user_ticket_expire_days: 5,
    user_premium: 1,
    user_valid_adult: 1,
    is_staff: true,
    unread_info_count: 3,
    is_agreed_terms: 'true',
    account_holder_first_name: '太郎',
    accountHolderLastName: '山田',
    first_paid_date: '2024-01-02',
    last_read_histories: [{ title_code: 'T001' }],
  },
  term: {
    agree_type: 'terms',
    version: 3,
    title: '利用規約の改定',
    description: '改定しました',
    sections: [{ title: '第1条', content: '本文', link: '/terms/' }, { title: '第2条', content: '本文2', link: '', text_align: 'center' }],
  },
  stamp_card_campaign_code: 'SC2024',
  stamp_card_gacha_id: 7,
  stamp_card_thumbnail_url: 'https://cdn.example/sc.png',
  recommend_info: { image_url: '/img/r.png', title: 'おすすめ', description: 'd', more_text: 'もっと見る', more_url: '/r/', is_target_blank: true },
};

describe('defaults (spec §3, §9)', () => {
  test('every field has its spec default', () => {
    const s = snapshot(store.appState);
    expect(s).toMatchObject({
      isLogin: false,
      sampleKeywords: [],
      adultCheck: 2,
      deviceType: 'pc',
      showAppInstallHeader: false,
      selectedReviewFilters: [],
      couponInfo: null,
      tutorialInfo: { contents: [] },
      recommendInfo: null,
      terms: null,
      stampCardCampaignCode: null,
      stampCardGachaId: null,
      stampCardThumbnailUrl: null,
      initialized: false,
      errorScreen: null,
    });
    expect(s.user).toMatchObject({ userId: 0, userValidAdult: 2, premiumUserTicketExpireDays: -1, isStaff: false, lastReadHistories: [] });
    expect(store.isUserActive(s.user)).toBe(false);
  });

  test('a user is active when userId is above 0', () => {
    expect(store.isUserActive({ userId: 1 })).toBe(true);
    expect(store.isUserActive({ userId: 0 })).toBe(false);
    expect(store.isUserActive({ userId: -1 })).toBe(false);
    expect(store.isUserActive(null)).toBe(false);
  });
});

describe('device type (spec §4, §5)', () => {
  test.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15', 0, 'ios'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 5, 'ios'],
    ['Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)', 0, 'ios'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36', 5, 'android'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', 0, 'pc'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0', 0, 'pc'],
    ['', 0, 'pc'],
  ] as const)('%s (touch points %d) → %s', (ua, touch, expected) => {
    expect(store.detectDeviceType(ua, touch)).toBe(expected);
  });

  test('only pc, ios or android can be set', () => {
    expect(store.setDeviceType('android')).toBe(true);
    expect(store.appState.deviceType).toBe('android');
    expect(store.setDeviceType('windows')).toBe(false);
    expect(store.setDeviceType(undefined)).toBe(false);
    expect(store.appState.deviceType).toBe('android');
  });
});

describe('applyInitialize', () => {
  test('maps the anonymous response', () => {
    expect(store.applyInitialize(anonymous)).toBeNull();
    expect(snapshot(store.appState)).toMatchObject({
      isLogin: false,
      sampleKeywords: ['呪術廻戦', 'ワンピース'],
      adultCheck: 2,
      showAppInstallHeader: true,
      staticUrl: '/static/',
      isMobileApp: false,
      recommendInfo: null,
      terms: null,
      initialized: true,
    });
    expect(store.appState.user.userId).toBe(0);
  });

  test('with is_login, the user, the term and the stamp-card data are loaded', () => {
    store.applyInitialize(loggedIn);
    const s = snapshot(store.appState);
    expect(s.isLogin).toBe(true);
    expect(s.adultCheck).toBe(1);
    expect(s.user).toMatchObject({
      userId: 42,
      userDisplayName: '読書家',
      userEmail: 'reader@example.jp',
      userCoin: 120,
      userPoint: 30,
      premiumUserTicketRemained: 2,
      premiumUserTicketExpireDays: 5,
      userPremium: true,
      userValidAdult: 1,
      isStaff: true,
      unreadInfoCount: 3,
      isAgreedTerms: true,
      isAgreedPrivacy: false,
      accountHolderFirstName: '太郎',
      accountHolderLastName: '山田',
      firstPaidDate: '2024-01-02',
      dotmoneyAccount: null,
      lastReadHistories: [{ title_code: 'T001' }],
    });
    expect(store.isUserActive(s.user)).toBe(true);
    expect(s.terms).toEqual({
      agreeType: 'terms',
      version: 3,
      title: '利用規約の改定',
      description: '改定しました',
      sections: [
        { title: '第1条', content: '本文', link: '/terms/', textAlign: 'start' },
        { title: '第2条', content: '本文2', link: '', textAlign: 'center' },
      ],
    });
    expect(s).toMatchObject({ stampCardCampaignCode: 'SC2024', stampCardGachaId: '7', stampCardThumbnailUrl: 'https://cdn.example/sc.png' });
    expect(s.recommendInfo).toEqual({ imageUrl: '/img/r.png', title: 'おすすめ', description: 'd', moreText: 'もっと見る', moreUrl: '/r/', isTargetBlank: true });
  });

  test('missing user fields keep the spec defaults', () => {
    store.applyInitialize({ ...anonymous, is_login: true, user: { userId: 9 } });
    expect(store.appState.user).toMatchObject({ userId: 9, userValidAdult: 2, premiumUserTicketExpireDays: -1 });
  });

  test('without is_login, user, term and stamp card go back to their defaults (logout)', () => {
    store.applyInitialize(loggedIn);
    store.applyInitialize(anonymous);
    expect(snapshot(store.appState)).toMatchObject({ isLogin: false, terms: null, stampCardCampaignCode: null, stampCardGachaId: null });
    expect(store.appState.user).toEqual(store.defaultUser());
  });

  test('a missing adultcheck gives the default 2; the message is returned', () => {
    const msg = { content: 'お知らせ', label: 'string', level: 'info' } as const;
    expect(store.applyInitialize({ success: true, adultcheck: null, message: msg })).toEqual(msg);
    expect(store.appState.adultCheck).toBe(2);
  });
});

describe('initializeApp', () => {
  /** The typed client over a fake fetch answering every call with `response`. */
  function fakeHttp(response: unknown) {
    const fake = fakeApiClient(() => response);
    return { api: store.appStoreApi(fake.client), calls: fake.get };
  }

  test('calls GET /api/v1/initialize/ and applies the response; initialized is set once', async () => {
    const http = fakeHttp(loggedIn);
    const states: boolean[] = [];
    expect(store.appState.initialized).toBe(false);
    await store.initializeApp(http.api);
    states.push(store.appState.initialized);
    expect(http.calls).toHaveBeenCalledWith('/api/v1/initialize/', expect.anything());
    expect(store.appState.user.userId).toBe(42);
    await store.initializeApp(fakeHttp(anonymous).api);
    states.push(store.appState.initialized);
    store.resetAppState();
    states.push(store.appState.initialized);
    expect(states).toEqual([true, true, true]);
  });

  test('a failure does not set initialized', async () => {
    // A network failure rejects as the client's does for every caller: an HttpNetworkError caused by it.
    const failing = fakeHttp(new Error('offline'));
    await expect(store.initializeApp(failing.api)).rejects.toMatchObject({ name: 'HttpNetworkError', cause: expect.objectContaining({ message: 'offline' }) });
    await expect(store.initializeApp(fakeHttp({ success: false, message: { content: 'メンテナンス中', label: 'modal' } }).api)).rejects.toMatchObject({ name: 'ServerMessageError' });
    await expect(store.initializeApp(fakeHttp('<html>').api)).rejects.toMatchObject({ name: 'ServerMessageError' });
    expect(store.appState.initialized).toBe(false);
  });

  test('a server message in the response goes to onMessage', async () => {
    const onMessage = vi.fn();
    await store.initializeApp(fakeHttp({ ...anonymous, message: { content: '新着', label: 'string', level: 'info', conversion: 'x' } }).api, { onMessage });
    expect(onMessage).toHaveBeenCalledWith({ content: '新着', label: 'string', level: 'info', conversion: 'x' });
  });
});

describe('other actions', () => {
  test('setters', () => {
    store.setCouponInfo({ couponCode: 'WELCOME' });
    expect(store.appState.couponInfo).toEqual({ couponCode: 'WELCOME' });
    store.setCouponInfo({ couponCode: '' });
    expect(store.appState.couponInfo).toBeNull();
    store.setTutorialInfo({ contents: [1, 2] });
    expect(store.appState.tutorialInfo.contents).toEqual([1, 2]);
    store.setSelectedReviewFilters(['spoiler']);
    expect(store.appState.selectedReviewFilters).toEqual(['spoiler']);
    store.setShowAppInstallHeader(false);
    expect(store.appState.showAppInstallHeader).toBe(false);
    store.updateUser({ userValidAdult: 1 });
    expect(store.appState.user.userValidAdult).toBe(1);
    store.setErrorScreen({ status: 404, message: store.NOT_FOUND_MESSAGE });
    expect(store.appState.errorScreen).toEqual({ status: 404, message: 'This page could not be found' });
    store.clearErrorScreen();
    expect(store.appState.errorScreen).toBeNull();
  });
});

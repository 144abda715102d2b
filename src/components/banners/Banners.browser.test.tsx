import { afterEach, beforeEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { MEMBER_COUPON_BANNER_ID, MemberCouponBannerView, RECTANGLE_AD_ID, RectangleAdBannerView, type BannerContent } from './BannerViews.tsx';

const IMAGE = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="250"><rect width="300" height="250" fill="#63c8c7"/></svg>')}`;
const rectangle: BannerContent = { enabled: true, imageUrl: IMAGE, alt: '秋の大型キャンペーン', linkUrl: '/book/campaign/titles/' };
const coupon: BannerContent = { enabled: true, imageUrl: '', alt: '会員登録で50コインクーポンプレゼント', linkUrl: '/signup/' };
const tick = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));

/** Clicks a link without leaving the test page. */
async function clickWithoutNavigating(name: string | RegExp) {
  const link = page.getByRole('link', { name });
  link.element().addEventListener('click', (event) => event.preventDefault());
  await link.click();
}

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  delete window.dataLayer;
});

test('the rectangle ad is 300×250, reports one impression when seen and a click', async () => {
  await render(<RectangleAdBannerView banner={rectangle} />);
  const link = page.getByRole('link', { name: '秋の大型キャンペーン' });
  await expect.element(link).toHaveAttribute('href', '/book/campaign/titles/');
  const box = link.element().getBoundingClientRect();
  expect([Math.round(box.width), Math.round(box.height)]).toEqual([300, 250]);
  await expect.poll(() => window.dataLayer).toEqual([{ event: 'inhouse_ad_impression', id: RECTANGLE_AD_ID }]);
  window.scrollBy(0, 1);
  await tick();
  await clickWithoutNavigating('秋の大型キャンペーン');
  expect(window.dataLayer).toEqual([
    { event: 'inhouse_ad_impression', id: RECTANGLE_AD_ID },
    { event: 'inhouse_ad_click', id: RECTANGLE_AD_ID },
  ]);
});

test('no impression while less than half of the ad is on screen', async () => {
  await render(
    <div style={{ paddingTop: '200vh' }}>
      <RectangleAdBannerView banner={rectangle} />
    </div>,
  );
  await tick(200);
  expect(window.dataLayer).toEqual([]);
  page.getByRole('link', { name: '秋の大型キャンペーン' }).element().scrollIntoView({ block: 'center' });
  await expect.poll(() => window.dataLayer).toEqual([{ event: 'inhouse_ad_impression', id: RECTANGLE_AD_ID }]);
  window.scrollTo(0, 0);
});

test('the member coupon banner links to sign-up and reports banner_click (no impression)', async () => {
  await render(<MemberCouponBannerView banner={coupon} />);
  await expect.element(page.getByText('会員登録で50コインクーポンプレゼント')).toBeVisible();
  await tick(200);
  expect(window.dataLayer).toEqual([]);
  await clickWithoutNavigating(/会員登録で50コインクーポンプレゼント/);
  expect(window.dataLayer).toEqual([{ event: 'banner_click', id: MEMBER_COUPON_BANNER_ID }]);
  await expect.element(page.getByRole('link', { name: /会員登録で50コイン/ })).toHaveAttribute('href', '/signup/');
});

test('a banner switched off renders nothing', async () => {
  const screen = await render(
    <>
      <RectangleAdBannerView banner={{ ...rectangle, enabled: false }} />
      <MemberCouponBannerView banner={{ ...coupon, enabled: false }} />
    </>,
  );
  expect(screen.container.innerHTML).toBe('');
});

/**
 * Presentational in-house banners (spec §2 "Modals and panels": a rectangle ad banner and a
 * special member coupon banner, each toggled on or off by staff). No data access: the server
 * components RectangleAdBanner and MemberCouponBanner read the site settings and render these;
 * stories render them directly. A disabled banner renders nothing.
 */
import { TrackedBanner } from './TrackedBanner.tsx';
import './banners.css';

/** The banner setting (modules/staff site settings `rectangleBanner` / `memberCouponBanner`). */
export interface BannerContent {
  enabled: boolean;
  imageUrl: string;
  alt: string;
  linkUrl: string;
}

/** Analytics ids of the two banners. */
export const RECTANGLE_AD_ID = 'rectangle-ad';
export const MEMBER_COUPON_BANNER_ID = 'member-coupon';

/** The 300×250 in-house ad, labelled 'PR'. */
export function RectangleAdBannerView({ banner, id = RECTANGLE_AD_ID }: { banner: BannerContent; id?: string }) {
  if (!banner.enabled || !banner.imageUrl || !banner.linkUrl) return null;
  return (
    <aside className="ymb-rect-ad" aria-label="広告">
      <span className="ymb-rect-ad__label" aria-hidden="true">
        PR
      </span>
      <TrackedBanner id={id} kind="inhouse_ad" href={banner.linkUrl} className="ymb-rect-ad__link">
        <img src={banner.imageUrl} alt={banner.alt} width={300} height={250} loading="lazy" decoding="async" />
      </TrackedBanner>
    </aside>
  );
}

export const MEMBER_COUPON_DEFAULT_TEXT = '会員登録で50コインクーポンプレゼント';

/** The wide special member coupon banner: the staff image when there is one, else a drawn banner. */
export function MemberCouponBannerView({ banner, id = MEMBER_COUPON_BANNER_ID }: { banner: BannerContent; id?: string }) {
  if (!banner.enabled || !banner.linkUrl) return null;
  const text = banner.alt.trim() || MEMBER_COUPON_DEFAULT_TEXT;
  return (
    <aside className="ymb-coupon-banner" aria-label="会員特典">
      {banner.imageUrl ? (
        <TrackedBanner id={id} kind="banner" href={banner.linkUrl} className="ymb-coupon-banner__link ymb-coupon-banner__link--image">
          <img className="ymb-coupon-banner__image" src={banner.imageUrl} alt={text} width={960} height={120} decoding="async" />
        </TrackedBanner>
      ) : (
        <TrackedBanner id={id} kind="banner" href={banner.linkUrl} className="ymb-coupon-banner__link">
          <span className="ymb-coupon-banner__coin" aria-hidden="true">
            50
          </span>
          <span className="ymb-coupon-banner__text">
            <span className="ymb-coupon-banner__badge">会員限定</span>
            <span className="ymb-coupon-banner__title">{text}</span>
          </span>
          <span className="ymb-coupon-banner__cta" aria-hidden="true">
            今すぐ登録
          </span>
        </TrackedBanner>
      )}
    </aside>
  );
}

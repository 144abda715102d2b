import { BannerConsole } from '../../components/staff/BannerConsole';
import { SiteSettingsEditor } from '../../components/staff/SiteSettingsEditor';
import { StaffNav } from '../../components/staff/StaffNav';
import '../../components/staff/staff.css';
import { isBannerLive, PLACEMENT_LABELS } from '#modules/staff/client.ts';
import { formatJst, parseJstLocal, toJstLocal } from '#platform/text/jst-datetime.ts';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';
import { pageTitle } from '../../site';

/** /staff/banner/: banners of the top page and the in-house slot, the two banner toggles, the daily recommend. */
export default async function StaffBannerPage(props: { query?: string }) {
  const member = await currentMember();
  if (!member?.isStaff) return null;
  const { staffConsole, siteSettings } = await getServices();
  const [banners, settings, versions, drafts] = await Promise.all([
    staffConsole.banners.list(),
    siteSettings.readNow(),
    staffConsole.edits.versionsOf('site-setting', ['rectangleBanner', 'memberCouponBanner', 'dailyRecommend']),
    staffConsole.drafts.list({ type: 'banner' }),
  ]);
  // ?at= previews the banners as the public site will show them at a chosen time (JST).
  const asOf = parseJstLocal(new URLSearchParams(props.query ?? '').get('at') ?? '');
  const at = asOf ?? new Date();
  const live = banners.filter((b) => isBannerLive(b, at));
  return (
    <div className="staff-page">
      <title>{pageTitle('バナー管理')}</title>
      <meta name="robots" content="noindex" />
      <h1>バナー管理</h1>
      <StaffNav current="/staff/banner/" />
      <h2>バナー</h2>
      <form className="staff-search" method="get" action="/staff/banner/">
        <div className="staff-field">
          <label htmlFor="staff-banner-at">この日時の表示を確かめる（日本時間 JST）</label>
          <input id="staff-banner-at" name="at" type="datetime-local" defaultValue={toJstLocal(at)} />
        </div>
        <button type="submit" className="staff-button">
          確かめる
        </button>
      </form>
      <section aria-labelledby="staff-banner-preview">
        <h3 id="staff-banner-preview">{asOf ? `${formatJst(asOf)} に表示されるバナー` : '今表示されているバナー'}</h3>
        {live.length === 0 ? (
          <p className="staff-empty">表示されるバナーはありません。</p>
        ) : (
          <ul>
            {live.map((b) => (
              <li key={b.id}>
                {PLACEMENT_LABELS[b.placement]}: {b.alt}（#{b.id}）
              </li>
            ))}
          </ul>
        )}
      </section>
      <form className="staff-search staff-preview-form" method="get" action="/" aria-labelledby="staff-preview-heading">
        <h3 id="staff-preview-heading">公開サイトをこの日時でプレビュー</h3>
        <p className="staff-field__hint">バナーとキャンペーンの期間、その日時までに予約公開される下書きを反映したトップページを、あなただけに表示します。</p>
        <div className="staff-field">
          <label htmlFor="staff-preview-at">プレビューする日時（日本時間 JST）</label>
          <input id="staff-preview-at" name="as_of" type="datetime-local" defaultValue={toJstLocal(at)} required />
        </div>
        <button type="submit" className="staff-button">
          プレビューする
        </button>
      </form>
      <BannerConsole key={at.toISOString()} banners={banners} now={at.toISOString()} drafts={drafts} />
      <h2>サイト設定</h2>
      <SiteSettingsEditor
        rectangleBanner={settings.rectangleBanner}
        memberCouponBanner={settings.memberCouponBanner}
        dailyRecommend={settings.dailyRecommend}
        versions={Object.fromEntries(versions)}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

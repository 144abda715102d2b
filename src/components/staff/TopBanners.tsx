import { getServices } from '../../server/services';
import { TrackedBanner } from '../banners/TrackedBanner.tsx';
import { currentPreview } from './preview';
import './top-banners.css';

/** The top page's staff banners shown now (their window passed by the server's clock), in order; or as of a staff preview's time. */
export async function TopBanners({ placement = 'top' }: { placement?: 'top' | 'inhouse' }) {
  const { staffConsole } = await getServices();
  // A staff member's 'as of' preview: the banners of that time, with those scheduled to be published by then.
  const preview = currentPreview();
  const banners = preview ? await staffConsole.banners.shownAsOf(placement, preview.at, await staffConsole.drafts.scheduledBy('banner', preview.at)) : await staffConsole.banners.shown(placement);
  if (!banners.length) return null;
  return (
    <section className="top-banners" aria-label={placement === 'top' ? 'おすすめ' : '広告'}>
      <ul>
        {banners.map((banner) => (
          <li key={banner.id}>
            <TrackedBanner id={`staff-${banner.id}`} kind={placement === 'top' ? 'banner' : 'inhouse_ad'} href={banner.linkUrl}>
              <img src={`${banner.imageUrl}${banner.imageUrl.includes('?') ? '&' : '?'}w=640`} alt={banner.alt} width={640} height={160} decoding="async" />
            </TrackedBanner>
          </li>
        ))}
      </ul>
    </section>
  );
}

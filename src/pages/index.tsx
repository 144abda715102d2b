import { MemberCouponBanner } from '../components/banners/MemberCouponBanner';
import { RectangleAdBanner } from '../components/banners/RectangleAdBanner';
import { LastReadNotice } from '../components/LastReadNotice';
import { TopBanners } from '../components/staff/TopBanners';
import { ContentBlockSection } from '../components/lists/ContentBlockSection';
import { listViewer } from '../components/lists/list-page-data';
import { getServices } from '../server/services';
import { site } from '../site';

/** The top page: the content blocks from the database, in order (the ad banner after the first). */
export default async function TopPage() {
  const { viewer, allowAdult } = listViewer();
  const { contentBlocks, favorites } = await getServices();
  const blocks = await contentBlocks.blocks(allowAdult);
  const shown = blocks.flatMap((b) => [...b.contents, ...b.tabs.flatMap((t) => t.contents)].map((t) => t.titleCode));
  const favoriteCodes = viewer.isLogin && viewer.userId > 0 ? await favorites.favoriteCodes(viewer.userId, [...new Set(shown)]) : [];
  return (
    <>
      <title>{site.title}</title>
      <h1 className="visually-hidden">{site.name} 無料マンガ・電子コミック</h1>
      <LastReadNotice isLogin={viewer.isLogin} />
      <MemberCouponBanner />
      <TopBanners />
      {blocks.map((block, index) => (
        <div key={block.id} className="content-block-slot">
          <ContentBlockSection block={block} eager={index === 0 ? 6 : 0} favorites={favoriteCodes} />
          {index === 0 && <RectangleAdBanner />}
          {index === 0 && <TopBanners placement="inhouse" />}
        </div>
      ))}
      {blocks.length === 0 && <RectangleAdBanner />}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

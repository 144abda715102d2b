import { MemberCouponBanner } from '../components/banners/MemberCouponBanner';
import { RectangleAdBanner } from '../components/banners/RectangleAdBanner';
import { FeatureButton } from '../components/campaigns/FeatureButton';
import { LastReadNotice } from '../components/LastReadNotice';
import { CustomTabButton } from '../components/header/CustomTabButton';
import { TopBanners } from '../components/staff/TopBanners';
import { currentPreview } from '../components/staff/preview';
import type { ContentBlockDefinition } from '#modules/catalogue/index.ts';
import { ContentBlockSection } from '../components/lists/ContentBlockSection';
import { listViewer } from '../components/lists/list-page-data';
import { getServices } from '../server/services';
import { site } from '../site';

/** The top page: the content blocks from the database, in order (the ad banner after the first), and the running feature's button. */
export default async function TopPage() {
  const { viewer, allowAdult } = listViewer();
  const { contentBlocks, favorites, campaigns, staffConsole } = await getServices();
  // Staff's 'as of' preview shows the block list of a draft scheduled by then (decision 072), the latest one.
  const preview = currentPreview();
  const scheduled = preview ? (await staffConsole.drafts.scheduledBy('content-blocks', preview.at)).at(-1) : undefined;
  const blocks = scheduled ? await contentBlocks.blocksOf((scheduled.value as { blocks: ContentBlockDefinition[] }).blocks, allowAdult) : await contentBlocks.blocks(allowAdult);
  // The newest special feature running now has the floating feature button.
  const feature = (await campaigns.specialIndex(20)).find((c) => c.phase === 'running' && c.href);
  const shown = blocks.flatMap((b) => [...b.contents, ...b.tabs.flatMap((t) => t.contents)].map((t) => t.titleCode));
  const favoriteCodes = viewer.isLogin && viewer.userId > 0 ? await favorites.favoriteCodes(viewer.userId, [...new Set(shown)]) : [];
  return (
    <>
      <title>{site.title}</title>
      <h1 className="visually-hidden">{site.name} 無料マンガ・電子コミック</h1>
      {viewer.isLogin && (
        <div className="top-tools">
          <CustomTabButton />
        </div>
      )}
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
      {feature?.href && <FeatureButton featureId={String(feature.id)} name={feature.name} href={feature.href} />}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

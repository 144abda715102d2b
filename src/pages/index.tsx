import { unstable_getHeaders as getHeaders } from 'waku/server';
import { MemberCouponBanner } from '../components/banners/MemberCouponBanner';
import { RectangleAdBanner } from '../components/banners/RectangleAdBanner';
import { TitleGrid } from '../components/catalogue/TitleGrid';
import { LastReadNotice } from '../components/LastReadNotice';
import { parseViewerHeader, VIEWER_HEADER } from '../server/page-viewer';
import { getServices } from '../server/services';
import { site } from '../site';

export default async function TopPage() {
  const { catalogue, rankings } = await getServices();
  const [lists, rolledUp] = await Promise.all([catalogue.topLists(12), rankings.top(12)]);
  const { newest, free } = lists;
  // The ranking job's monthly views ranking; the sales figure stands in until the first refresh.
  const ranking = rolledUp.length > 0 ? rolledUp : lists.ranking;
  return (
    <>
      <title>{site.title}</title>
      <h1 className="visually-hidden">{site.name} 無料マンガ・電子コミック</h1>
      <LastReadNotice isLogin={parseViewerHeader(getHeaders()[VIEWER_HEADER]).isLogin} />
      <MemberCouponBanner />
      <section className="content-block" aria-labelledby="top-ranking">
        <header className="content-block__header">
          <h2 id="top-ranking">人気ランキング</h2>
          <a className="content-block__more" href="/book/ranking/">もっと見る</a>
        </header>
        <TitleGrid titles={ranking} ranked eager={6} />
      </section>
      <RectangleAdBanner />
      <section className="content-block" aria-labelledby="top-free">
        <header className="content-block__header">
          <h2 id="top-free">無料・待てば¥0で読める</h2>
          <a className="content-block__more" href="/book/free/">もっと見る</a>
        </header>
        <TitleGrid titles={free} />
      </section>
      <section className="content-block" aria-labelledby="top-new">
        <header className="content-block__header">
          <h2 id="top-new">新着・新連載</h2>
          <a className="content-block__more" href="/book/new/">もっと見る</a>
        </header>
        <TitleGrid titles={newest} />
      </section>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

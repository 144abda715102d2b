import { CampaignList } from '../../components/campaigns/CampaignList';
import '../../components/campaigns/campaigns.css';
import { getServices } from '../../server/services';
import { pageTitle } from '../../site';

/** /special/: the index of special features, newest first (the header's 特集 link); finished ones stay, marked 終了. */
export default async function SpecialIndexPage() {
  const { campaigns } = await getServices();
  const features = await campaigns.specialIndex();
  return (
    <div className="campaign-page">
      <title>{pageTitle('特集')}</title>
      <meta name="description" content="読み場の特集ページの一覧です。季節のキャンペーン、ブックリスト、年間ランキングなどを新しい順に掲載しています。" />
      <h1>特集</h1>
      <p>
        <a href="/special/lottery/">デイリーガチャ</a>もあわせてお楽しみください。
      </p>
      {features.length === 0 ? <p className="campaign-page__empty">ただいま掲載中の特集はありません。</p> : <CampaignList campaigns={features} label="特集一覧" />}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

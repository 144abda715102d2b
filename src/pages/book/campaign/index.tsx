import { CampaignList } from '../../../components/campaigns/CampaignList';
import '../../../components/campaigns/campaigns.css';
import { currentPreview } from '../../../components/staff/preview';
import { getServices } from '../../../server/services';
import { pageTitle } from '../../../site';

/** /book/campaign/: the campaigns running now (decision 051); one that ends drops out at its end. */
export default async function CampaignIndexPage() {
  const { campaigns, staffConsole } = await getServices();
  // A staff member's 'as of' preview: the window at its time, with the campaign drafts scheduled by then (decision 071).
  const preview = currentPreview();
  const running = preview ? await campaigns.runningAsOf('campaign', preview.at, await staffConsole.drafts.scheduledBy('campaign', preview.at)) : await campaigns.running('campaign');
  return (
    <div className="campaign-page">
      <title>{pageTitle('開催中のキャンペーン')}</title>
      <meta name="description" content="読み場で開催中のセール・無料キャンペーンの一覧です。期間内に対象作品をお得に読めます。" />
      <h1>開催中のキャンペーン</h1>
      {running.length === 0 ? <p className="campaign-page__empty">ただいま開催中のキャンペーンはありません。</p> : <CampaignList campaigns={running} label="開催中のキャンペーン" />}
      <p>
        <a href="/book/campaign/titles/">キャンペーン対象作品をまとめて見る</a>
      </p>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

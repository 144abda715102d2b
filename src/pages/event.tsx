import { CampaignList } from '../components/campaigns/CampaignList';
import '../components/campaigns/campaigns.css';
import { currentPreview } from '../components/staff/preview';
import { getServices } from '../server/services';
import { pageTitle } from '../site';

/** /event/: the events running now and to come, with their dates (JST). */
export default async function EventPage() {
  const { campaigns, staffConsole } = await getServices();
  // A staff member's 'as of' preview: the windows at its time, with the campaign drafts scheduled by then (decision 071).
  const preview = currentPreview();
  const events = preview ? await campaigns.eventsAsOf(100, preview.at, await staffConsole.drafts.scheduledBy('campaign', preview.at)) : await campaigns.events(100);
  const running = events.filter((e) => e.phase === 'running');
  const upcoming = events.filter((e) => e.phase === 'upcoming');
  return (
    <div className="campaign-page">
      <title>{pageTitle('イベント')}</title>
      <meta name="description" content="読み場で開催中・開催予定のイベントとキャンペーンの一覧です。開催期間は日本時間で表示しています。" />
      <h1>イベント</h1>
      <h2>開催中</h2>
      {running.length === 0 ? <p className="campaign-page__empty">ただいま開催中のイベントはありません。</p> : <CampaignList campaigns={running} label="開催中のイベント" />}
      <h2>開催予定</h2>
      {upcoming.length === 0 ? <p className="campaign-page__empty">開催予定のイベントはありません。</p> : <CampaignList campaigns={upcoming} label="開催予定のイベント" />}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

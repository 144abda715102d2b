import { StampCardPage } from '../../../components/rewards/StampCardPage';
import '../../../components/rewards/stamp-card.css';
import { currentPreview } from '../../../components/staff/preview';
import { currentMember } from '../../../server/current-member';
import { getServices } from '../../../server/services';
import { pageTitle } from '../../../site';

/** /gift/stamp_card/: the member's running stamp card (a visitor: the newest running one), or none. */
export default async function RunningStampCardPage() {
  const [services, member] = await Promise.all([getServices(), currentMember()]);
  // Staff's 'as of' preview: the newest card running then, with the drafts scheduled by then (decision 075).
  const preview = currentPreview();
  const scheduled = preview ? await services.staffConsole.drafts.scheduledBy('stamp-card', preview.at) : [];
  const running = preview ? await services.stampCards.runningCardAsOf(preview.at, scheduled) : await services.stampCards.runningCard(member?.userId ?? null);
  const view =
    running &&
    (preview
      ? await services.stampCards.cardAsOf(running.campaignCode, member?.userId ?? null, preview.at, scheduled)
      : await services.stampCards.card(running.campaignCode, member?.userId ?? null, { always: true }));
  if (!view) {
    return (
      <div className="stamp-card-page">
        <title>{pageTitle('スタンプカード')}</title>
        <h1>スタンプカード</h1>
        <p className="stamp-card-page__empty">ただいま開催中のスタンプカードはありません。</p>
      </div>
    );
  }
  return (
    <>
      <title>{pageTitle(view.label)}</title>
      <StampCardPage view={view} isLogin={member !== null} preview={preview !== null} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

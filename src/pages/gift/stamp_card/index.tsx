import { StampCardPage } from '../../../components/rewards/StampCardPage';
import '../../../components/rewards/stamp-card.css';
import { currentMember } from '../../../server/current-member';
import { getServices } from '../../../server/services';
import { pageTitle } from '../../../site';

/** /gift/stamp_card/: the member's running stamp card (a visitor: the newest running one), or none. */
export default async function RunningStampCardPage() {
  const [services, member] = await Promise.all([getServices(), currentMember()]);
  const running = await services.stampCards.runningCard(member?.userId ?? null);
  const view = running && (await services.stampCards.card(running.campaignCode, member?.userId ?? null, { always: true }));
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
      <StampCardPage view={view} isLogin={member !== null} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

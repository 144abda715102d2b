import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';
import { StampCardError } from '#modules/rewards/index.ts';
import { StampCardPage } from '../../../components/rewards/StampCardPage';
import { currentPreview } from '../../../components/staff/preview';
import { currentMember } from '../../../server/current-member';
import { getServices } from '../../../server/services';
import { pageTitle } from '../../../site';

/** /gift/stamp_card/{campaignCode}/: a stamp card campaign, its stamps for a member, and its claim. */
export default async function StampCardCampaignPage({ campaignCode }: PageProps<'/gift/stamp_card/[campaignCode]'>) {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(campaignCode)) notFound();
  const [services, member] = await Promise.all([getServices(), currentMember()]);
  // Staff's 'as of' preview: the card then, with its drafts scheduled by then (decision 075).
  const preview = currentPreview();
  const shown = preview
    ? services.stampCards.cardAsOf(campaignCode, member?.userId ?? null, preview.at, await services.staffConsole.drafts.scheduledBy('stamp-card', preview.at))
    : services.stampCards.card(campaignCode, member?.userId ?? null, { always: true });
  const view = await shown.catch((error: unknown) => {
    if (error instanceof StampCardError && error.code === 'stamp-card-not-found') return null;
    throw error;
  });
  if (!view) notFound();
  return (
    <>
      <title>{pageTitle(view.label)}</title>
      <meta name="description" content={view.message} />
      <StampCardPage view={view} isLogin={member !== null} preview={preview !== null} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

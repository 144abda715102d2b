import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';
import { StampCardError } from '#modules/rewards/index.ts';
import { StampCardPage } from '../../../components/rewards/StampCardPage';
import { currentMember } from '../../../server/current-member';
import { getServices } from '../../../server/services';
import { pageTitle } from '../../../site';

/** /gift/stamp_card/{campaignCode}/: a stamp card campaign, its stamps for a member, and its claim. */
export default async function StampCardCampaignPage({ campaignCode }: PageProps<'/gift/stamp_card/[campaignCode]'>) {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(campaignCode)) notFound();
  const [services, member] = await Promise.all([getServices(), currentMember()]);
  const view = await services.stampCards.card(campaignCode, member?.userId ?? null, { always: true }).catch((error: unknown) => {
    if (error instanceof StampCardError && error.code === 'stamp-card-not-found') return null;
    throw error;
  });
  if (!view) notFound();
  return (
    <>
      <title>{pageTitle(view.label)}</title>
      <meta name="description" content={view.message} />
      <StampCardPage view={view} isLogin={member !== null} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

import { unstable_notFound as notFound } from 'waku/router/server';
import type { PageProps } from 'waku/router';
import { jstDateTimeText, jstDeadlineText } from '#modules/rewards/index.ts';
import { GIFT_CODE, unlessGiftError } from '../../../components/gifts/gift-page-code';
import { lookUpGiftCode } from '../../../components/gifts/gift-code-lookup';
import { GiftCodeRefused } from '../../../components/gifts/GiftCodeRefused';
import { pageClientAddress } from '../../../server/page-client-address';
import { GiftClaimButton } from '../../../components/gifts/GiftClaimButton';
import '../../../components/gifts/gifts.css';
import { currentPreview } from '../../../components/staff/preview';
import { currentMember } from '../../../server/current-member';
import { getServices } from '../../../server/services';
import { pageTitle } from '../../../site';


/**
 * /gift/ticket/{campaignCode}/: a ticket campaign (the spec's '50 tickets a day' Christmas banner):
 * tickets claimed once per JST day or once per campaign, valid for a while after the claim.
 */
export default async function GiftTicketPage({ campaignCode }: PageProps<'/gift/ticket/[campaignCode]'>) {
  if (!GIFT_CODE.test(campaignCode)) notFound();
  const member = await currentMember();
  if (!member) return null;
  const { gifts, staffConsole, codeAttempts } = await getServices();
  // Staff's 'as of' preview: the campaign then, with its drafts scheduled by then (decision 075).
  const preview = currentPreview();
  // A member's lookup is an attempt at the code (issue 29); staff's preview of their own drafts is not.
  const lookup = preview
    ? { found: await gifts.ticketCampaignAsOf(campaignCode, member.userId, preview.at, await staffConsole.drafts.scheduledBy('ticket-campaign', preview.at)).catch(unlessGiftError) }
    : await lookUpGiftCode(codeAttempts, { memberId: member.userId, address: pageClientAddress() }, () => gifts.ticketCampaign(campaignCode, member.userId));
  if ('refused' in lookup) return <GiftCodeRefused message={lookup.refused} />;
  const campaign = lookup.found;
  if (!campaign) notFound();
  const disabledText = preview
    ? 'プレビュー中は受け取れません'
    : campaign.state === 'upcoming'
      ? `${jstDateTimeText(campaign.startsAt)}から受け取れます`
      : campaign.state === 'ended'
        ? '受け取り期間は終了しました'
        : null;
  const validDays = campaign.validHours % 24 === 0 ? `${campaign.validHours / 24}日間` : `${campaign.validHours}時間`;
  return (
    <div className="gift-page">
      <title>{pageTitle(campaign.label)}</title>
      <meta name="robots" content="noindex" />
      <h1>{campaign.label}</h1>
      <section className="gift-card" aria-label="プレゼントの内容">
        <p className="gift-card__prize">
          チケット {campaign.tickets}枚{campaign.per === 'day' ? '（1日1回）' : '（期間中1回）'}
        </p>
        <p>{campaign.description}</p>
        <dl>
          <dt>受け取り期間</dt>
          <dd>
            {jstDateTimeText(campaign.startsAt)} 〜 {jstDeadlineText(campaign.endsAt)}
          </dd>
          <dt>チケットの有効期限</dt>
          <dd>受け取りから{validDays}</dd>
          {campaign.per === 'day' && (
            <>
              <dt>受け取りのリセット</dt>
              <dd>毎日0:00（日本時間）</dd>
            </>
          )}
        </dl>
      </section>
      <GiftClaimButton kind="ticket" code={campaign.code} claimed={campaign.claimed} disabledText={disabledText} />
      {campaign.state === 'open' && campaign.per === 'day' && (
        <p className="gift-page__note">{campaign.claimed && campaign.nextClaimAt ? `今日の分は受け取り済みです。次は${jstDateTimeText(campaign.nextClaimAt)}から受け取れます。` : '毎日0:00（日本時間）に受け取れるようになります。'}</p>
      )}
      <ul className="gift-links">
        <li>
          <a href="/gift/items/">受け取ったアイテム</a>
        </li>
        <li>
          <a href="/myitem/">マイアイテム</a>
        </li>
      </ul>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

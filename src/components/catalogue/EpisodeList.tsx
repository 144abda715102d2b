'use client';

/**
 * The title page's volumes and their episodes. A client component fed compact rows: the server
 * renders its HTML once, and the RSC payload carries ~100 bytes of data an episode instead of the
 * element tree (~350 bytes), which on a 200-episode title was two thirds of the page.
 * Free episodes are links to the viewer; the others run the reading flow (spec §4).
 */
import { PaymentType } from '#modules/catalogue/client.ts';
import { freeViewerPath } from '#platform/routes/site-paths.ts';
import type { StoryRow } from '#modules/catalogue/client.ts';
import { ReadStoryButton } from '../wallet/ReadStoryButton.tsx';
import { MEMBER_TITLE_PAGE_ATTRIBUTE } from '#modules/member-pages/client.ts';
import { useMemberTitle } from '../member/member-store.ts';
import { PaymentBadge } from './PaymentBadge.tsx';

/** An episode as the list shows it; `date` is its publication day, formatted by the server. */
export type Episode = Pick<StoryRow, 'storyNumber' | 'name' | 'paymentType' | 'priceCoins' | 'publishedAt'> & { date: string; pages?: number; cover?: string | null };
export type EpisodeVolume = { serialNumber: number; name: string; episodes: Episode[]; cover?: string | null };

/**
 * `fromMemberState`: a member's page (decision 045); episodes the member bought or rents say so
 * (購入済み / レンタル中) in place of their price, from the member state.
 */
export function EpisodeList({ titleCode, titleName, volumes, fromMemberState = false }: { titleCode: string; titleName?: string; volumes: EpisodeVolume[]; fromMemberState?: boolean }) {
  const owned = useMemberTitle(fromMemberState ? titleCode : '')?.owned ?? [];
  const ownership = (volume: number, story: number) => owned.find((o) => o.volumeSerialNumber === volume && (o.storyNumber === null || o.storyNumber === story)) ?? null;
  return volumes.map((volume, index) => (
    <details key={volume.serialNumber} className="volume" open={index === 0} {...(fromMemberState && index === 0 ? { [MEMBER_TITLE_PAGE_ATTRIBUTE]: titleCode } : {})}>
      <summary className="volume__summary">
        {volume.cover && <img className="volume__cover" src={`${volume.cover}?w=320`} alt="" width={40} height={56} loading="lazy" decoding="async" />}
        <span className="volume__name">{volume.name}</span>
        <span className="volume__count">{volume.episodes.length}話</span>
      </summary>
      <ol className="story-list">
        {volume.episodes.map((episode) => {
          const mine = episode.paymentType === PaymentType.Free ? null : ownership(volume.serialNumber, episode.storyNumber);
          const inner = (
            <>
              {episode.cover && <img className="story-list__cover" src={`${episode.cover}?w=320`} alt="" width={48} height={48} loading="lazy" decoding="async" />}
              <span className="story-list__name">{episode.name}</span>
              <span className="story-list__meta">
                <time dateTime={episode.publishedAt}>{episode.date}</time>
                {mine ? (
                  <span className="badge badge--owned" data-testid="owned-mark">
                    {mine.rental ? 'レンタル中' : '購入済み'}
                  </span>
                ) : (
                  <PaymentBadge story={episode} />
                )}
              </span>
            </>
          );
          return (
            <li key={episode.storyNumber} className="story-list__item">
              {episode.paymentType === PaymentType.Free ? (
                <a href={freeViewerPath(titleCode, volume.serialNumber, episode.storyNumber)}>{inner}</a>
              ) : (
                <ReadStoryButton className="story-list__locked" story={{ titleCode, titleName, volumeSerialNumber: volume.serialNumber, storyNumber: episode.storyNumber, pages: episode.pages }}>
                  {inner}
                </ReadStoryButton>
              )}
            </li>
          );
        })}
      </ol>
    </details>
  ));
}

export default EpisodeList;

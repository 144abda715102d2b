'use client';

import { freeViewerPath } from '#platform/routes/site-paths.ts';
import { MEMBER_TITLE_PAGE_ATTRIBUTE } from '#modules/member-pages/client.ts';
import { formatAverage } from '../format.ts';
import { useMemberTitle } from './member-store.ts';

/**
 * The title page's member parts in an audience's shared render (decision 045). Each renders a
 * placeholder of its final size in the shared HTML and fills from the member state.
 */

/**
 * つづきから読む: the slot is in the shared render; the server marks `<html data-member-resume>` for a
 * member with a resume point on this title, and CSS shows the slot from the first paint (no shift);
 * its words and address arrive at hydration.
 */
export function MemberResumeButton({ titleCode }: { titleCode: string }) {
  const resume = useMemberTitle(titleCode)?.resume ?? null;
  return (
    <a
      className="button button--primary title-hero__read title-hero__resume title-hero__resume--slot"
      href={resume ? freeViewerPath(titleCode, resume.volumeSerialNumber, resume.storyNumber, resume.page) : undefined}
      aria-hidden={resume ? undefined : true}
      tabIndex={resume ? undefined : -1}
      {...{ [MEMBER_TITLE_PAGE_ATTRIBUTE]: titleCode }}
    >
      {resume ? `つづきから読む（第${resume.storyNumber}話 ${resume.page}ページ）` : '\u00a0'}
    </a>
  );
}

/** ★average（count件）: the title's counts as of the member's state (their own review shows at once). */
export function MemberReviewTotals({ titleCode, point, count }: { titleCode: string; point: number; count: number }) {
  const member = useMemberTitle(titleCode);
  const [p, n] = member ? [member.totalReviewPoint, member.totalReviewCount] : [point, count];
  return (
    <>
      ★{formatAverage(p, n)}（{n.toLocaleString('ja-JP')}件）
    </>
  );
}

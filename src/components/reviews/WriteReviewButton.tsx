'use client';

import { signInPath, titleReviewsPath } from '#platform/routes/site-paths.ts';
import { useRouter } from 'waku';
import { MEMBER_TITLE_PAGE_ATTRIBUTE } from '#modules/member-pages/client.ts';
import { refetchMemberTitle, useMemberTitle } from '../member/member-store.ts';
import { openModal } from '../../state/modal-store.ts';
import { reviewText, type ReviewDraft } from './review-rules.ts';

export type WriteReviewButtonProps = {
  titleCode: string;
  titleName: string;
  isLogin: boolean;
  /** The member's review of this title, when they wrote one. */
  current: ReviewDraft | null;
  /** An audience's shared render (decision 045): the member's review comes from the member state; the label keeps the longer width. */
  fromMemberState?: boolean;
};

/**
 * 'レビューを書く' (or 'レビューを編集する'): the review modal for members, then the page again with
 * the new review; the login modal for visitors. Without JavaScript it is a link to sign in.
 */
export function WriteReviewButton({ titleCode, titleName, isLogin, current: given, fromMemberState = false }: WriteReviewButtonProps) {
  const router = useRouter();
  const member = useMemberTitle(fromMemberState ? titleCode : '');
  const current = fromMemberState ? (member?.review ?? null) : given;
  const label = current ? reviewText.edit : reviewText.write;
  const signIn = signInPath(titleReviewsPath(titleCode));
  return (
    <a
      className="button button--primary review-write"
      href={isLogin ? '#review-form' : signIn}
      role="button"
      {...(fromMemberState ? { [MEMBER_TITLE_PAGE_ATTRIBUTE]: titleCode } : {})}
      onClick={(event) => {
        event.preventDefault();
        if (!isLogin) openModal('login', { message: reviewText.loginPrompt });
        else
          openModal('review', {
            titleCode,
            titleName,
            current,
            onChanged: () => {
              if (fromMemberState) refetchMemberTitle(titleCode);
              router.reload();
            },
          });
      }}
    >
      {fromMemberState ? (
        <span className="review-write__label">
          <span>{label}</span>
          <span className="review-write__reserve" aria-hidden="true">
            {reviewText.edit}
          </span>
        </span>
      ) : (
        label
      )}
    </a>
  );
}

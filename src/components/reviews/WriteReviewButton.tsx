'use client';

import { signInPath, titleReviewsPath } from '#platform/routes/site-paths.ts';
import { useRouter } from 'waku';
import { openModal } from '../../state/modal-store.ts';
import { reviewText, type ReviewDraft } from './review-rules.ts';

export type WriteReviewButtonProps = {
  titleCode: string;
  titleName: string;
  isLogin: boolean;
  /** The member's review of this title, when they wrote one. */
  current: ReviewDraft | null;
};

/**
 * 'レビューを書く' (or 'レビューを編集する'): the review modal for members, then the page again with
 * the new review; the login modal for visitors. Without JavaScript it is a link to sign in.
 */
export function WriteReviewButton({ titleCode, titleName, isLogin, current }: WriteReviewButtonProps) {
  const router = useRouter();
  const signIn = signInPath(titleReviewsPath(titleCode));
  return (
    <a
      className="button button--primary review-write"
      href={isLogin ? '#review-form' : signIn}
      role="button"
      onClick={(event) => {
        event.preventDefault();
        if (!isLogin) openModal('login', { message: reviewText.loginPrompt });
        else openModal('review', { titleCode, titleName, current, onChanged: () => router.reload() });
      }}
    >
      {current ? reviewText.edit : reviewText.write}
    </a>
  );
}

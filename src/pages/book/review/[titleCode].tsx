import { AdultSetting } from '#modules/accounts/client.ts';
import { titlePath, titleReviewsPath } from '#platform/routes/site-paths.ts';
import { unstable_notFound as notFound } from 'waku/router/server';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import type { PageProps } from 'waku/router';
import { AdultGate } from '../../../components/catalogue/AdultGate';
import { formatAverage } from '../../../components/format';
import { Pager } from '../../../components/lists/Pager';
import { reviewListQuery } from '#modules/catalogue/index.ts';
import { ReviewFilters, reviewListHref } from '../../../components/reviews/ReviewFilters';
import { ReviewItem } from '../../../components/reviews/ReviewItem';
import { Stars } from '../../../components/reviews/Stars';
import { WriteReviewButton } from '../../../components/reviews/WriteReviewButton';
import '../../../components/reviews/reviews.css';
import { parseViewerHeader, VIEWER_HEADER } from '../../../server/page-viewer';
import { getServices } from '../../../server/services';
import { pageTitle } from '../../../site';

const TITLE_CODE = /^[A-Za-z0-9_-]{1,16}$/;

/** A title's reviews, newest first: the rating summary, the member's own review first, and the button to write one. */
export default async function TitleReviewsPage({ titleCode, query }: PageProps<'/book/review/[titleCode]'> & { query?: string }) {
  if (!TITLE_CODE.test(titleCode)) notFound();
  const viewer = parseViewerHeader(getHeaders()[VIEWER_HEADER]);
  const { reviews, catalogue } = await getServices();
  // A query the list does not understand is a 404, as on the other list pages.
  const parsed = reviewListQuery.safeParse({ ...Object.fromEntries(new URLSearchParams(query ?? '')), title_code: titleCode });
  if (!parsed.success) notFound();
  const { page } = parsed.data;
  const filter = { rating: parsed.data.rating ?? 0, hideSpoilers: parsed.data.spoiler === 'hide', sort: parsed.data.sort };
  const answer = await reviews.forTitle(titleCode, { page, filter, viewerId: viewer.userId, allowAdult: viewer.userValidAdult === AdultSetting.Enabled });
  if (!answer) {
    // An adult title gets the same gate as its title page; an unknown one is a 404.
    if (!(await catalogue.titleDetail(titleCode))) notFound();
    return (
      <div className="review-page">
        <title>{pageTitle('成人向け作品')}</title>
        <meta name="robots" content="noindex" />
        <AdultGate isLogin={viewer.isLogin} path={titleReviewsPath(titleCode)} />
      </div>
    );
  }
  if (answer.page > answer.pages) notFound();
  const { title, mine } = answer;
  const others = answer.reviews.filter((review) => !review.isMine);
  const average = formatAverage(title.totalReviewPoint, title.totalReviewCount);
  const base = titleReviewsPath(title.titleCode);
  return (
    <div className="review-page">
      <title>{pageTitle(`${title.titleName}のレビュー`)}</title>
      <meta name="description" content={`「${title.titleName}」を読んだ読者のレビューと評価（★${average}）。`} />
      <div className="review-page__head">
        <img src={title.coverImagePath} width={64} height={96} alt="" />
        <div>
          <h1>{title.titleName}のレビュー</h1>
          <a className="review-page__title-link" href={titlePath(title.titleCode)}>
            作品ページへ
          </a>
        </div>
      </div>
      <section className="review-page__summary" aria-label="評価">
        <span className="review-page__average">{average}</span>
        <Stars rating={title.totalReviewCount ? title.totalReviewPoint / title.totalReviewCount : 0} />
        <p className="review-page__counts">
          {title.totalReviewCount.toLocaleString('ja-JP')}件の評価・{answer.all.toLocaleString('ja-JP')}件のレビュー
        </p>
        <WriteReviewButton titleCode={title.titleCode} titleName={title.titleName} isLogin={viewer.isLogin} current={mine && { rating: mine.rating, body: mine.body, hasSpoiler: mine.hasSpoiler }} />
      </section>
      {mine && page === 1 && <ReviewItem review={mine} />}
      <h2 className="visually-hidden">みんなのレビュー</h2>
      {answer.all > 0 && <ReviewFilters base={base} filter={filter} byRating={answer.byRating} all={answer.all} />}
      {answer.all === 0 ? (
        <p className="review-page__empty">まだレビューはありません。最初のレビューを書いてみませんか？</p>
      ) : answer.total === 0 ? (
        <p className="review-page__empty">この条件のレビューはありません。</p>
      ) : (
        <ul className="review-page__list">
          {others.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={answer.page} maxPage={answer.pages} href={(n) => reviewListHref(base, filter, n)} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

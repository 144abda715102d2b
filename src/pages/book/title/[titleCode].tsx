import { PaymentType } from '#modules/catalogue/client.ts';
import { AdultSetting } from '#modules/accounts/client.ts';
import { freeViewerPath, genreSearchPath, keywordSearchPath, titlePath, titleReviewsPath } from '#platform/routes/site-paths.ts';
import { unstable_notFound as notFound } from 'waku/router/server';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import type { PageProps } from 'waku/router';
import type { TitleDetail } from '#modules/catalogue/index.ts';
import { textColorOn } from '../../../components/catalogue/label-color';
import { formatAverage, formatDate } from '../../../components/format';
import { AdultGate } from '../../../components/catalogue/AdultGate';
import { EpisodeList } from '../../../components/catalogue/EpisodeList';
import { ReviewItem } from '../../../components/reviews/ReviewItem';
import { WriteReviewButton } from '../../../components/reviews/WriteReviewButton';
import '../../../components/reviews/reviews.css';
import { FavoriteButton } from '../../../components/catalogue/FavoriteButton';
import { MemberResumeButton, MemberReviewTotals } from '../../../components/member/TitleMemberParts';
import { ShareTitleButton } from '../../../components/catalogue/ShareTitleButton';
import { TitleGrid } from '../../../components/catalogue/TitleGrid';
import { publicOrigin, TitleMeta } from '../../../components/catalogue/title-meta';
import { parseViewerHeader, VIEWER_HEADER } from '../../../server/page-viewer';
import { getServices } from '../../../server/services';
import { currentPreview } from '../../../components/staff/preview';
import { pageTitle } from '../../../site';
import { TitleCampaigns } from '../../../components/campaigns/TitleCampaigns';

const TITLE_CODE = /^[A-Za-z0-9_-]{1,16}$/;

export default async function TitlePage({ titleCode }: PageProps<'/book/title/[titleCode]'>) {
  if (!TITLE_CODE.test(titleCode)) notFound();
  const { catalogue, reading, favorites, reviews, campaigns } = await getServices();
  const title = await catalogue.titleDetail(titleCode);
  if (!title) notFound();
  const detail = title as TitleDetail;
  const headers = getHeaders();
  const viewer = parseViewerHeader(headers[VIEWER_HEADER]);
  const allowAdult = viewer.userValidAdult === AdultSetting.Enabled;
  if (detail.getAdultFlag && !allowAdult) {
    return (
      <article className="title-page">
        <title>{pageTitle('成人向け作品')}</title>
        <meta name="robots" content="noindex" />
        <AdultGate isLogin={viewer.isLogin} path={titlePath(detail.titleCode)} />
      </article>
    );
  }
  // A member's own render (userId > 0) reads their parts here; an audience's shared render (userId 0,
  // decision 045) renders islands that the member state fills: no member's data enters it.
  const own = viewer.isLogin && viewer.userId > 0;
  const shared = viewer.isLogin && !own;
  const [related, resume, favorite, reviewPreview, runningCampaigns] = await Promise.all([
    catalogue.relatedTitles(detail.titleCode, allowAdult),
    own ? reading.resumePoint(viewer.userId, detail.titleCode) : null,
    own ? favorites.state(viewer.userId, detail.titleCode, allowAdult) : null,
    reviews.forTitle(detail.titleCode, { page: 1, perPage: 3, viewerId: viewer.userId, allowAdult }),
    // Only the campaigns running at this render (decision 051): an ended one's text is gone at its end.
    campaigns.runningForTitle(detail.titleCode, currentPreview()?.at),
  ]);
  const reviewPath = titleReviewsPath(detail.titleCode);
  const myReview = reviewPreview?.mine;
  const firstFree = detail.volumes.flatMap((v) => v.stories.map((s) => ({ v, s }))).find(({ s }) => s.paymentType === PaymentType.Free);
  const storyCount = detail.volumes.reduce((sum, v) => sum + v.stories.length, 0);

  return (
    <article className="title-page">
      <TitleMeta detail={detail} origin={publicOrigin(headers)} reviews={reviewPreview ? { total: reviewPreview.total, reviews: reviewPreview.reviews.filter((r) => !r.hasSpoiler) } : undefined} />
      <div className="title-hero">
        <div className="title-hero__cover-box">
          <img
            className="title-hero__cover"
            src={detail.coverImagePath}
            width={320}
            height={480}
            alt={`${detail.titleName} 表紙`}
            fetchPriority="high"
          />
          {detail.labelText && (
            <span className="title-hero__label" style={{ backgroundColor: detail.labelColor ?? undefined, color: textColorOn(detail.labelColor) }}>
              {detail.labelText}
            </span>
          )}
          {detail.badgeIconUrl && <img className="title-hero__badge" src={detail.badgeIconUrl} width={48} height={48} alt="" />}
        </div>
        <div className="title-hero__body">
          <p className="title-hero__genre">
            <a href={genreSearchPath(detail.genreCode)}>{detail.genreName}</a>
            {detail.isNew && <span className="mark mark--new">NEW</span>}
            {detail.isFree && <span className="mark mark--free">無料</span>}
            {detail.isFreeForWait && <span className="mark mark--wait">待てば¥0</span>}
            {detail.isStore && <span className="mark mark--store">ストア</span>}
            {detail.isCompleted ? <span className="mark">完結</span> : <span className="mark">連載中</span>}
          </p>
          <h1 className="title-hero__name">{detail.titleName}</h1>
          <ul className="title-hero__creators">
            {detail.creators.map((creator) => (
              <li key={`${creator.role}-${creator.name}`}>
                <span className="role">{creator.role}</span>
                <a href={keywordSearchPath(creator.name)}>{creator.name}</a>
              </li>
            ))}
          </ul>
          <p className="title-hero__publisher">出版社：{detail.publisher}</p>
          {detail.campaignText && (
            <p className="title-hero__campaign" style={{ color: detail.campaignColor ?? undefined, borderColor: detail.campaignColor ?? undefined }}>
              {detail.campaignText}
            </p>
          )}
          {runningCampaigns.length > 0 && <TitleCampaigns campaigns={runningCampaigns} />}
          {detail.freeInfo && <p className="title-hero__free-info">{detail.freeInfo}</p>}
          <dl className="title-hero__stats">
            <div>
              <dt>評価</dt>
              <dd>
                <a href={reviewPath}>
                  {shared ? (
                    <MemberReviewTotals titleCode={detail.titleCode} point={detail.totalReviewPoint} count={detail.totalReviewCount} />
                  ) : (
                    <>
                      ★{formatAverage(detail.totalReviewPoint, detail.totalReviewCount)}（{detail.totalReviewCount.toLocaleString('ja-JP')}件）
                    </>
                  )}
                </a>
              </dd>
            </div>
            <div>
              <dt className="visually-hidden">お気に入り</dt>
              <dd>
                <FavoriteButton titleCode={detail.titleCode} isFavorite={favorite?.isFavorite ?? false} favs={favorite?.favs ?? detail.favs} isLogin={viewer.isLogin} fromMemberState={shared} />
              </dd>
            </div>
            <div>
              <dt>更新日</dt>
              <dd>
                <time dateTime={detail.updateDate}>{formatDate(detail.updateDate)}</time>
              </dd>
            </div>
          </dl>
        </div>
        <div className="title-hero__actions">
          {shared && <MemberResumeButton titleCode={detail.titleCode} />}
          {resume && (
            <a
              className="button button--primary title-hero__read title-hero__resume"
              href={freeViewerPath(detail.titleCode, resume.volumeSerialNumber, resume.storyNumber, resume.page)}
            >
              つづきから読む（第{resume.storyNumber}話 {resume.page}ページ）
            </a>
          )}
          {firstFree && (
            <a
              className={resume ? 'button title-hero__read title-hero__read--secondary' : `button button--primary title-hero__read${shared ? ' title-hero__read--first' : ''}`}
              href={freeViewerPath(detail.titleCode, firstFree.v.serialNumber, firstFree.s.storyNumber)}
            >
              第{firstFree.s.storyNumber}話を無料で読む
            </a>
          )}
          <ShareTitleButton titleCode={detail.titleCode} titleName={detail.titleName} />
        </div>
      </div>
      <section className="title-synopsis" aria-labelledby="synopsis-heading">
        <h2 id="synopsis-heading">あらすじ</h2>
        <p>{detail.synopsis}</p>
        <ul className="tag-list" aria-label="タグ">
          {detail.tags.map((tag) => (
            <li key={tag}>
              <a href={keywordSearchPath(tag)}>#{tag}</a>
            </li>
          ))}
        </ul>
      </section>
      <section className="title-volumes" aria-labelledby="volumes-heading">
        <h2 id="volumes-heading">
          作品一覧<small>（全{detail.volumes.length}巻・{storyCount}話）</small>
        </h2>
        <EpisodeList
          titleCode={detail.titleCode}
          titleName={detail.titleName}
          fromMemberState={shared}
          volumes={detail.volumes.map((volume) => ({
            serialNumber: volume.serialNumber,
            name: volume.name,
            cover: volume.coverImagePath,
            episodes: volume.stories.map(({ storyNumber, name, paymentType, priceCoins, publishedAt, pageCount, coverImagePath }) => ({
              cover: coverImagePath,
              storyNumber,
              pages: pageCount,
              name,
              paymentType,
              priceCoins,
              publishedAt,
              date: formatDate(publishedAt),
            })),
          }))}
        />
      </section>
      <section className="title-reviews" aria-labelledby="reviews-heading">
        <h2 id="reviews-heading">
          レビュー<small>（{(reviewPreview?.total ?? 0).toLocaleString('ja-JP')}件）</small>
        </h2>
        {reviewPreview && reviewPreview.reviews.length > 0 ? (
          <ul className="review-page__list">
            {reviewPreview.reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="review-page__empty">まだレビューはありません。</p>
        )}
        <p className="title-reviews__actions">
          {reviewPreview && reviewPreview.total > 0 && <a href={reviewPath}>すべてのレビューを見る</a>}
          <WriteReviewButton
            titleCode={detail.titleCode}
            titleName={detail.titleName}
            isLogin={viewer.isLogin}
            current={myReview ? { rating: myReview.rating, body: myReview.body, hasSpoiler: myReview.hasSpoiler } : null}
            fromMemberState={shared}
          />
        </p>
      </section>
      {related.byAuthors.length > 0 && (
        <section className="title-related" aria-labelledby="by-authors-heading">
          <h2 id="by-authors-heading">この作者の作品</h2>
          <TitleGrid titles={related.byAuthors} label="この作者の作品" />
        </section>
      )}
      {related.similar.length > 0 && (
        <section className="title-related" aria-labelledby="similar-heading">
          <h2 id="similar-heading">似ている作品</h2>
          <TitleGrid titles={related.similar} label="似ている作品" />
        </section>
      )}
    </article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

import { stampCardCampaignJson, type StampCardView } from '#modules/rewards/index.ts';
import { StampCardClaim } from './StampCardClaim';
import { StampCardSheet } from './StampCardSheet';
import './lottery-page.css';
import './stamp-card.css';

/**
 * The body of /gift/stamp_card/{code}/ (and /gift/stamp_card/): the card rendered on the server, so
 * it shows without JavaScript; only the claim needs it.
 */
export function StampCardPage({ view, isLogin, preview = false }: { view: StampCardView; isLogin: boolean; /** Staff's 'as of' preview: the card is shown, nothing is claimed. */ preview?: boolean }) {
  const campaign = stampCardCampaignJson(view);
  return (
    <div className="stamp-card-page">
      <h1>{view.label}</h1>
      <StampCardSheet campaign={campaign} />
      {preview ? <p className="stamp-card-page__login">プレビュー中は受け取れません。</p> : <StampCardClaim isLogin={isLogin} campaign={campaign} />}
      {!isLogin && <p className="stamp-card-page__login">ログインすると、ログイン・エピソードを読む・購入・レビューでスタンプがたまります。</p>}
    </div>
  );
}

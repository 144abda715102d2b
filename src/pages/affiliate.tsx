import { unstable_getHeaders as getHeaders } from 'waku/server';
import { AffiliateButton } from '../components/AffiliateButton';
import { StaticPage } from '../components/static/StaticPage';
import { parseViewerHeader, VIEWER_HEADER } from '../server/page-viewer';
import { AffiliateSummary } from '../components/transfer/AffiliateSummary';
import { referralPath } from '#modules/affiliate/index.ts';
import { config } from '#platform/config.ts';
import { currentMember } from '../server/current-member';
import { getServices } from '../server/services';

const STEPS = [
  { title: '会員登録・ログイン', text: '読み場の会員（無料）であれば、どなたでもお申し込みいただけます。' },
  { title: '氏名（姓名）の登録', text: 'プロフィールの「アフィリエイト連携項目」で、報酬の振込先口座と同じ名義の氏名を登録します。' },
  { title: 'パートナーサイトで作品を紹介', text: 'ブログやSNSで読み場の作品を紹介し、専用リンクから読まれたり購入されたりすると報酬が発生します。' },
];

const NOTES = [
  '報酬の確定・お支払いはパートナーサイトの規約に従います。',
  '登録された氏名と振込先口座の名義が異なる場合、報酬をお支払いできないことがあります。',
  '成人向け作品の紹介には、各SNS・ブログサービスの規約をご確認ください。',
  '不正なクリックや自己購入による報酬は無効となります。',
];

/** /affiliate/: the partner programme and the affiliate action (spec §4). */
export default async function AffiliatePage() {
  const viewer = parseViewerHeader(getHeaders()[VIEWER_HEADER]);
  const member = viewer.isLogin ? await currentMember() : null;
  let summary = null;
  if (member) {
    const { referrals, payouts } = await getServices();
    const code = await referrals.codeOf(member.userId);
    const [list, balance] = await Promise.all([referrals.referralsOf(member.userId), payouts.terms(member.userId).then((t) => t.balance)]);
    summary = <AffiliateSummary link={`${config.publicOrigin}${referralPath(code)}`} referrals={list} balance={balance} />;
  }
  return (
    <StaticPage
      title="読み場アフィリエイト"
      path="/affiliate/"
      description="好きなマンガを紹介して報酬を受け取れる、読み場のアフィリエイトプログラムのご案内です。"
      lead={<p>お気に入りのマンガをブログやSNSで紹介して、報酬を受け取りませんか。読み場の会員なら無料で参加できます。</p>}
    >
      {summary}
      <section className="static-section" aria-labelledby="affiliate-steps">
        <h2 id="affiliate-steps">はじめ方</h2>
        <ol className="static-list">
          {STEPS.map((step) => (
            <li key={step.title}>
              <strong>{step.title}</strong>：{step.text}
            </li>
          ))}
        </ol>
        <p>
          <AffiliateButton isLogin={viewer.isLogin} />
        </p>
        <noscript>
          <p>お申し込みにはJavaScriptを有効にしてください。</p>
        </noscript>
      </section>
      <section className="static-section" aria-labelledby="affiliate-notes">
        <h2 id="affiliate-notes">ご注意</h2>
        <ul className="static-list">
          {NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
    </StaticPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

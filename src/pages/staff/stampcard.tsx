import { StampCardConsole } from '../../components/staff/StampCardConsole';
import { StaffNav } from '../../components/staff/StaffNav';
import '../../components/staff/staff.css';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';
import { pageTitle } from '../../site';

/** /staff/stampcard/: stamp card campaigns (the rewards module's, decision 057), with dry run, versions, trash and history. */
export default async function StaffStampCardPage() {
  const member = await currentMember();
  if (!member?.isStaff) return null;
  const { staffConsole } = await getServices();
  const [cards, lotteries] = await Promise.all([staffConsole.rewards.stampCards.list(), staffConsole.rewards.lotteries.choices()]);
  const [versions, drafts] = await Promise.all([staffConsole.edits.versionsOf('stamp-card', cards.map((card) => String(card.id))), staffConsole.drafts.list({ type: 'stamp-card' })]);
  return (
    <div className="staff-page">
      <title>{pageTitle('スタンプカード管理')}</title>
      <meta name="robots" content="noindex" />
      <h1>スタンプカード管理</h1>
      <StaffNav current="/staff/stampcard/" />
      <p>
        スタンプは決まった行動（ログイン・エピソードを読む・購入・レビュー）で決まった数だけ押されます。保存の前に変更内容と景品表示法の上限を確認します。
      </p>
      <StampCardConsole stampCards={cards.map((card) => ({ ...card, version: versions.get(String(card.id)) ?? 0 }))} lotteries={lotteries} now={new Date().toISOString()} drafts={drafts} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

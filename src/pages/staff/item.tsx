import { CoinPackConsole } from '../../components/staff/CoinPackConsole';
import { CouponConsole } from '../../components/staff/CouponConsole';
import { GiftHandoutConsole } from '../../components/staff/GiftHandoutConsole';
import { LotteryConsole } from '../../components/staff/LotteryConsole';
import { StaffNav } from '../../components/staff/StaffNav';
import { TicketCampaignConsole } from '../../components/staff/TicketCampaignConsole';
import '../../components/staff/staff.css';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';
import { pageTitle } from '../../site';

/**
 * /staff/item/: what rewards grant (decision 057): the daily gacha (prize tiers, odds (提供割合, versioned: a change
 * applies from the next period), draws per period), ticket gift campaigns, gift handouts to members' /gift/ (decision 069),
 * gift coupons with their codes and the coin packs of /point/ (decision 067), each with a dry run before saving.
 */
export default async function StaffItemPage() {
  const member = await currentMember();
  if (!member?.isStaff) return null;
  const { staffConsole } = await getServices();
  const [lotteries, tickets, coupons, packs, handouts] = await Promise.all([staffConsole.rewards.lotteries.list(), staffConsole.rewards.ticketCampaigns.list(), staffConsole.coupons.list(), staffConsole.coinPacks.list(), staffConsole.giftHandouts.list()]);
  const [versions, ticketVersions, couponVersions, packVersions, handoutVersions, couponDrafts, packDrafts, handoutDrafts] = await Promise.all([
    staffConsole.edits.versionsOf('lottery', lotteries.map((l) => String(l.id))),
    staffConsole.edits.versionsOf('ticket-campaign', tickets.map((t) => String(t.id))),
    staffConsole.edits.versionsOf('coupon', coupons.map((c) => String(c.id))),
    staffConsole.edits.versionsOf('coin-pack', packs.map((p) => String(p.id))),
    staffConsole.edits.versionsOf('gift-handout', handouts.map((h) => String(h.id))),
    staffConsole.drafts.list({ type: 'coupon' }),
    staffConsole.drafts.list({ type: 'coin-pack' }),
    staffConsole.drafts.list({ type: 'gift-handout' }),
  ]);
  const [lotteryDrafts, ticketDrafts] = await Promise.all([staffConsole.drafts.list({ type: 'lottery' }), staffConsole.drafts.list({ type: 'ticket-campaign' })]);
  const now = new Date().toISOString();
  return (
    <div className="staff-page">
      <title>{pageTitle('アイテム管理')}</title>
      <meta name="robots" content="noindex" />
      <h1>アイテム管理</h1>
      <StaffNav current="/staff/item/" />
      <h2>デイリーガチャ</h2>
      <p>提供割合の変更は次の期間（回数が戻る時刻）から適用されます。開催中の期間の提供割合は変わりません。保存の前に変更内容と景品表示法の上限を確認します。</p>
      <LotteryConsole lotteries={lotteries.map((l) => ({ ...l, version: versions.get(String(l.id)) ?? 0 }))} now={now} drafts={lotteryDrafts} />
      <h2>チケット配布</h2>
      <p>「毎日50枚」のようなチケットのプレゼント（/gift/ticket/）。保存の前に変更内容を確認します。</p>
      <TicketCampaignConsole campaigns={tickets.map((t) => ({ ...t, version: ticketVersions.get(String(t.id)) ?? 0 }))} now={now} drafts={ticketDrafts} />
      <h2>ギフト配布</h2>
      <p>会員の /gift/ に届くギフト（ポイント・ボーナスコイン・チケット）。会員IDを貼り付けるか全会員を選び、受け取り期限（JST）を決めます。保存の前に受け取る人数・合計・見つからない会員IDを確認します。送信は1人1回で、送信後は編集できません。</p>
      <GiftHandoutConsole handouts={handouts.map((h) => ({ ...h, version: handoutVersions.get(String(h.id)) ?? 0 }))} now={now} drafts={handoutDrafts} />
      <h2>クーポンとコード</h2>
      <p>会員が /gift/coupon/コード/ で受け取るクーポン。コードは入力するか生成し、1人あたりと全体の上限、受け取り期間（JST）を決めます。保存の前に変更内容と景品表示法（総付景品）の上限を確認します。</p>
      <CouponConsole coupons={coupons.map((c) => ({ ...c, version: couponVersions.get(String(c.id)) ?? 0 }))} now={now} drafts={couponDrafts} />
      <h2>コインパック</h2>
      <p>/point/ で販売するコインパック。価格は税込（総額表示）です。販売期間（JST）の外のパックとゴミ箱のパックは表示も購入もされません。購入済みの内容は変わりません。</p>
      <CoinPackConsole packs={packs.map((p) => ({ ...p, version: packVersions.get(String(p.id)) ?? 0 }))} now={now} drafts={packDrafts} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

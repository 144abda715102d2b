import { creditLabel, GIFT_REASON_LABELS, jstDateTimeText, jstDeadlineText } from '#modules/rewards/index.ts';
import '../../components/gifts/gifts.css';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';
import { pageTitle } from '../../site';

/**
 * /gift/items/: everything the member received from gifts and rewards (the wallet's grants), with the
 * claim-by of what still waits, the use-by and what is left of what was received, and what expired or
 * lapsed. Dates in JST. Members only (route guard).
 */
export default async function GiftItemsPage() {
  const member = await currentMember();
  if (!member) return null;
  const { gifts } = await getServices();
  const items = await gifts.items(member.userId);
  const expiredCount = items.expired.length + items.lapsed.length;
  return (
    <div className="gift-page">
      <title>{pageTitle('受け取ったアイテム')}</title>
      <meta name="robots" content="noindex" />
      <h1>受け取ったアイテム</h1>
      <p className="gift-page__lead">プレゼントや特典で受け取ったアイテムの一覧です。日時はすべて日本時間です。</p>

      <section aria-labelledby="gift-waiting-h">
        <h2 id="gift-waiting-h">受け取り待ち（{items.waiting.length}件）</h2>
        {items.waiting.length === 0 ? (
          <p className="gift-list__empty">受け取り待ちの特典はありません。</p>
        ) : (
          <>
            <ul className="gift-list" aria-label="受け取り待ち">
              {items.waiting.map((reward) => (
                <li key={reward.id} className="gift-list__item">
                  <span className="gift-list__label">{reward.label}</span>
                  <span className="gift-list__prize">{creditLabel(reward.asset, reward.amount)}</span>
                  <p className="gift-list__dates">{reward.claimBy ? `受け取り期限：${jstDeadlineText(reward.claimBy)}` : '受け取り期限：なし'}</p>
                </li>
              ))}
            </ul>
            <p>
              <a href="/rewardconfirm/">特典をまとめて受け取る</a>
            </p>
          </>
        )}
      </section>

      <section aria-labelledby="gift-received-h">
        <h2 id="gift-received-h">受け取ったもの（{items.received.length}件）</h2>
        {items.received.length === 0 ? (
          <p className="gift-list__empty">まだ受け取ったアイテムはありません。</p>
        ) : (
          <ul className="gift-list" aria-label="受け取ったもの" data-testid="gift-received">
            {items.received.map((grant) => (
              <li key={grant.entryId} className="gift-list__item">
                <span className="gift-list__label">{GIFT_REASON_LABELS[grant.reason] ?? 'プレゼント'}</span>
                <span className="gift-list__prize">{creditLabel(grant.asset, grant.amount)}</span>
                <p className="gift-list__dates">
                  受け取り：{jstDateTimeText(grant.createdAt)}
                  {grant.expiresAt ? ` ／ 有効期限：${jstDeadlineText(grant.expiresAt)}まで` : ''}
                  {grant.remaining !== null ? ` ／ 残り${grant.remaining}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="gift-expired-h">
        <h2 id="gift-expired-h">期限切れ（{expiredCount}件）</h2>
        {expiredCount === 0 ? (
          <p className="gift-list__empty">期限切れのアイテムはありません。</p>
        ) : (
          <ul className="gift-list" aria-label="期限切れ">
            {items.expired.map((grant) => (
              <li key={`g${grant.entryId}`} className="gift-list__item">
                <span className="gift-list__label">{GIFT_REASON_LABELS[grant.reason] ?? 'プレゼント'}</span>
                <span className="gift-list__prize">{creditLabel(grant.asset, grant.amount)}</span>
                <p className="gift-list__dates">
                  有効期限：{jstDeadlineText(grant.expiresAt!)}まで（期限切れ{grant.expired + (grant.remaining ?? 0) > 0 ? `・失効${grant.expired + (grant.remaining ?? 0)}` : ''}）
                </p>
              </li>
            ))}
            {items.lapsed.map((reward) => (
              <li key={`p${reward.id}`} className="gift-list__item">
                <span className="gift-list__label">{reward.label}</span>
                <span className="gift-list__prize">{creditLabel(reward.asset, reward.amount)}</span>
                <p className="gift-list__dates">受け取り期限：{jstDeadlineText(reward.claimBy!)}（受け取らずに終了）</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

import { unstable_notFound as notFound } from 'waku/router/server';
import type { PageProps } from 'waku/router';
import { GIFT_RULES, jstDateTimeText, jstDeadlineText } from '#modules/rewards/index.ts';
import { GIFT_CODE } from '../../../components/gifts/gift-page-code';
import { lookUpGiftCode } from '../../../components/gifts/gift-code-lookup';
import { GiftCodeRefused } from '../../../components/gifts/GiftCodeRefused';
import { pageClientAddress } from '../../../server/page-client-address';
import { TitleGrid } from '../../../components/catalogue/TitleGrid';
import { GiftClaimButton } from '../../../components/gifts/GiftClaimButton';
import '../../../components/gifts/gifts.css';
import { currentMember } from '../../../server/current-member';
import { getServices } from '../../../server/services';
import { pageTitle } from '../../../site';


/**
 * /gift/coupon/{couponCode}/: a gift coupon (GET /api/gift/v1/coupon/'s coupon) that the member claims
 * once, and popular_row's grid under it. The code is the coupon's own or one of the codes staff made for it
 * (decision 067): the claim redeems this code. Members only (route guard); an unknown code is a 404 and a failed
 * attempt at a code (issue 29): over the limit, the page says so whatever the code.
 */
export default async function GiftCouponPage({ couponCode }: PageProps<'/gift/coupon/[couponCode]'>) {
  if (!GIFT_CODE.test(couponCode)) notFound();
  const member = await currentMember();
  if (!member) return null;
  const services = await getServices();
  const lookup = await lookUpGiftCode(services.codeAttempts, { memberId: member.userId, address: pageClientAddress() }, () => services.gifts.couponGift(couponCode, member.userId));
  if ('refused' in lookup) return <GiftCodeRefused message={lookup.refused} />;
  const gift = lookup.found;
  if (!gift) notFound();
  const { coupon, claimed, startsAt } = gift;
  const popular = (await services.catalogue.topLists(12)).ranking;
  const now = new Date();
  const ended = coupon.state === 'expired' || new Date(coupon.expireDate) <= now;
  const upcoming = startsAt > now;
  return (
    <div className="gift-page">
      <title>{pageTitle(coupon.couponName)}</title>
      <meta name="robots" content="noindex" />
      <h1>{coupon.couponName}</h1>
      <section className="gift-card" aria-label="プレゼントの内容">
        <p className="gift-card__prize">
          {coupon.bonusQuantity > 0 && `ボーナスコイン ${coupon.bonusQuantity}枚`}
          {coupon.bonusQuantity > 0 && coupon.additionalCoinRate > 0 && '＋'}
          {coupon.additionalCoinRate > 0 && `コイン${coupon.additionalCoinRate}%増量クーポン`}
          {coupon.bonusQuantity === 0 && coupon.additionalCoinRate === 0 && `クーポン ${coupon.quantity}枚`}
        </p>
        <p>{coupon.description}</p>
        <dl>
          <dt>受け取り期限</dt>
          <dd>{jstDeadlineText(new Date(coupon.expireDate))}</dd>
          {coupon.bonusQuantity > 0 && (
            <>
              <dt>ボーナスコインの有効期限</dt>
              <dd>受け取りから{GIFT_RULES.couponBonusCoinDays}日間（クーポンの受け取り期限を過ぎることはありません）</dd>
            </>
          )}
        </dl>
      </section>
      <GiftClaimButton
        kind="coupon"
        code={couponCode}
        claimed={claimed}
        disabledText={claimed ? null : ended ? '受け取り期間は終了しました' : upcoming ? `${jstDateTimeText(startsAt)}から受け取れます` : null}
      />
      <ul className="gift-links">
        <li>
          <a href="/gift/items/">受け取ったアイテム</a>
        </li>
        <li>
          <a href="/myitem/coupon/">保有クーポン</a>
        </li>
      </ul>
      {popular.length > 0 && (
        <section className="gift-popular" aria-labelledby="gift-popular-h">
          <h2 id="gift-popular-h">人気の作品</h2>
          <TitleGrid titles={popular} label="人気の作品" />
        </section>
      )}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

import type { PageProps } from 'waku/router';
import { PREMIUM_PLAN } from '#modules/wallet/client.ts';
import { AccountPage } from '../../components/accounts/AccountPage';
import { currentPreview } from '../../components/staff/preview';
import { PurchasePanel } from '../../components/purchase/PurchasePanel';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';
import '../../components/purchase/purchase.css';

/**
 * /point/: coin packs and the premium plan, with the member's balances, rendered on the server (the
 * `authenticated` route guard keeps visitors out). Paying needs JavaScript: payment details go into the
 * provider's own frame. `?purchase=<id>` (the way back from a carrier's approval page) follows that
 * purchase of the member's, read again from the provider first.
 */
export default async function PointPage(props: PageProps<'/point'>) {
  const member = await currentMember();
  if (!member) return null;
  const { wallet, purchases, coinPacks, staffConsole } = await getServices();
  // Staff's 'as of' preview: the packs on sale then, with the coin pack drafts scheduled by then (decision 067).
  const preview = currentPreview();
  const packsShown = preview ? coinPacks.onSaleAsOf(preview.at, await staffConsole.drafts.scheduledBy('coin-pack', preview.at)) : coinPacks.onSale();
  const query = new URLSearchParams((props as { query?: string }).query ?? '');
  const returned = await purchases.receipt(member.userId, query.get('purchase') ?? '');
  const followed = returned?.status === 'pending' ? await purchases.refresh(member.userId, returned.id).catch(() => returned) : returned;
  const [balances, coupons, packs] = await Promise.all([wallet.balancesOf(member.userId), purchases.usableCoupons(member.userId), packsShown]);
  const asked = query.get('product');
  const known = asked !== null && (asked === PREMIUM_PLAN.id || packs.some((pack) => pack.id === asked));
  return (
    <AccountPage title="コイン購入" description="読み場のコインとプレミアム会員のご購入" noindex width="wide">
      <PurchasePanel
        packs={packs}
        balances={{ userCoin: balances.userCoin, userBonusCoin: balances.userBonusCoin, userPremium: balances.userPremium, premiumUserTicketRemained: balances.premiumUserTicketRemained }}
        coupons={coupons}
        sandbox={purchases.providerName === 'sandbox'}
        checkout={purchases.checkout && { frameUrl: purchases.checkout.frameUrl }}
        initialPurchase={followed}
        initialProduct={known ? asked : undefined}
      />
      <p className="purchase__note">
        ご購入の内容は<a href="/myitem/detail/coin/">コイン履歴</a>でも確認できます。購入したコインの払い戻しはできません。
      </p>
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

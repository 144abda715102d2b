import type { PageProps } from 'waku/router';
import { PRODUCT_IDS } from '#modules/wallet/client.ts';
import { AccountPage } from '../../components/accounts/AccountPage';
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
  const { wallet, purchases } = await getServices();
  const query = new URLSearchParams((props as { query?: string }).query ?? '');
  const returned = await purchases.receipt(member.userId, query.get('purchase') ?? '');
  const followed = returned?.status === 'pending' ? await purchases.refresh(member.userId, returned.id).catch(() => returned) : returned;
  const [balances, coupons] = await Promise.all([wallet.balancesOf(member.userId), purchases.usableCoupons(member.userId)]);
  const asked = query.get('product');
  return (
    <AccountPage title="コイン購入" description="読み場のコインとプレミアム会員のご購入" noindex width="wide">
      <PurchasePanel
        balances={{ userCoin: balances.userCoin, userBonusCoin: balances.userBonusCoin, userPremium: balances.userPremium, premiumUserTicketRemained: balances.premiumUserTicketRemained }}
        coupons={coupons}
        sandbox={purchases.providerName === 'sandbox'}
        checkout={purchases.checkout && { frameUrl: purchases.checkout.frameUrl }}
        initialPurchase={followed}
        initialProduct={asked && PRODUCT_IDS.includes(asked) ? asked : undefined}
      />
      <p className="purchase__note">
        ご購入の内容は<a href="/myitem/detail/coin/">コイン履歴</a>でも確認できます。購入したコインの払い戻しはできません。
      </p>
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

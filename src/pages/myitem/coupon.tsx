import { CouponList } from '../../components/myitem/CouponList';
import { MyItemLayout } from '../../components/myitem/MyItemLayout';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';

/** /myitem/coupon/: the member's coupons, valid (with the time left), used or expired. */
export default async function MyCouponPage() {
  const member = await currentMember();
  if (!member) return null;
  const coupons = await (await getServices()).walletHistory.coupons(member.userId);
  return (
    <MyItemLayout title="保有クーポン" current="/myitem/coupon/">
      <CouponList coupons={coupons} />
    </MyItemLayout>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

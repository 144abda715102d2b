import { PaymentType } from '#modules/catalogue/client.ts';
import type { StoryRow } from '#modules/catalogue/client.ts';

/** 無料 / 待てば¥0 / coin price, the three payment types of the spec. */
export function PaymentBadge({ story }: { story: Pick<StoryRow, 'paymentType' | 'priceCoins'> }) {
  if (story.paymentType === PaymentType.Free) return <span className="badge badge--free">無料</span>;
  if (story.paymentType === PaymentType.FreeIfWait) return <span className="badge badge--wait">待てば¥0</span>;
  return (
    <span className="badge badge--coin" role="img" aria-label={`${story.priceCoins}コイン`}>
      <span aria-hidden="true" className="coin-icon">C</span>
      {story.priceCoins}
    </span>
  );
}

import { PaymentType } from '#modules/catalogue/client.ts';
import type { EndLink, EndOfferBadge } from './ViewerEndPanel.tsx';

/** A story or volume start as the end screen offers it (serialisable: built on the server, completed on the client). */
export type EndOffer = {
  volumeSerialNumber: number;
  storyNumber: number;
  /** 1 free, 2 待てば¥0, 3 coins (spec §3 payment types). */
  paymentType: number;
  priceCoins: number;
  label: string;
  detail?: string;
  /** The free viewer's address (free stories), or where to go without script otherwise. */
  href: string;
};

export function offerBadge(offer: Pick<EndOffer, 'paymentType' | 'priceCoins'>): EndOfferBadge {
  if (offer.paymentType === PaymentType.Free) return { kind: 'free', text: '無料' };
  if (offer.paymentType === PaymentType.FreeIfWait) return { kind: 'wait', text: '待てば¥0' };
  return { kind: 'coin', text: `${offer.priceCoins.toLocaleString('ja-JP')}コイン` };
}

/**
 * A free story is a plain link; any other runs `read` (the reading flow: check, then the viewer, the
 * coin modal or the ticket confirm), its href staying the no-script fallback.
 */
export function endLinkOf(offer: EndOffer, read: (offer: EndOffer) => unknown): EndLink {
  return {
    href: offer.href,
    label: offer.label,
    ...(offer.detail ? { detail: offer.detail } : {}),
    badge: offerBadge(offer),
    ...(offer.paymentType === PaymentType.Free ? {} : { onSelect: () => read(offer) }),
  };
}

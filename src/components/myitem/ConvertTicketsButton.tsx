'use client';

import { type ConvertibleTicket, conversionTotal } from '#modules/wallet/client.ts';
import { openModal } from '../../state/modal-store.ts';

/** Offers the tickets about to expire as bonus coins (the convert ticket to coin modal). */
export function ConvertTicketsButton({ convertibleTickets }: { convertibleTickets: ConvertibleTicket[] }) {
  if (convertibleTickets.length === 0) return null;
  return (
    <button type="button" className="myitem-link-button" onClick={() => openModal('convertTicketToCoin', { convertibleTickets })}>
      期限間近のチケットをコインに交換（{conversionTotal(convertibleTickets).toLocaleString('ja-JP')}コイン）
    </button>
  );
}

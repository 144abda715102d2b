'use client';

import { openTicketDescription, type TicketCounts } from './myitem-modal-store.ts';

/** Opens the ticket description modal with the member's counts. */
export function TicketHelpButton({ tickets }: { tickets: TicketCounts }) {
  return (
    <button type="button" className="myitem-link-button" onClick={() => openTicketDescription(tickets)}>
      チケットについて
    </button>
  );
}

/** Browser-safe rules and texts of the ticket-to-coin conversion (docs/decisions/023-ticket-conversion.md). */

/**
 * General and premium tickets that expire within `windowDays` can be turned into bonus coins instead
 * of being lost: `coinsPerTicket` each, valid `bonusExpiryDays` from the conversion.
 */
export const TICKET_CONVERSION = {
  windowDays: 7,
  coinsPerTicket: { ticket: 30, premium_ticket: 30 },
  bonusExpiryDays: 30,
} as const;

export type ConvertibleAsset = keyof typeof TICKET_CONVERSION.coinsPerTicket;

export const TICKET_NAMES: Record<ConvertibleAsset, string> = { ticket: 'チケット', premium_ticket: 'プレミアムチケット' };

export const ticketConversionMessages = {
  done: (tickets: number, coins: number) => `チケット${tickets.toLocaleString('ja-JP')}枚を${coins.toLocaleString('ja-JP')}ボーナスコインに交換しました。`,
  already: 'この交換はすでに完了しています。',
  none: '交換できるチケットはありません。',
  changed: '交換できるチケットが変わりました。画面を再読み込みしてからもう一度お試しください。',
  coins: '交換するコイン数が正しくありません。',
  requestId: '交換の受付番号が正しくありません。画面を再読み込みしてください。',
} as const;

/** Tickets of one kind expiring at one moment (one or more lots), as the convert modal lists them. */
export type ConvertibleTicket = { id: string; name: string; count: number; coinsEach: number; expiresAt: string };

/** The bonus coins a list of convertible tickets gives. */
export const conversionTotal = (tickets: readonly ConvertibleTicket[]) => tickets.reduce((sum, t) => sum + t.count * t.coinsEach, 0);

/** A line of the convert modal: one kind of ticket expiring on one day in Japan time. */
export type ConvertibleTicketLine = { key: string; name: string; count: number; coins: number; expiresAt: string };

/**
 * The convertible tickets as the member reads them: grants a few seconds apart expire at different
 * moments but on the same day, so they are one line ('チケット 2026年12月1日まで 3枚'), dated by the
 * first of them to expire. The request still sends the server's own groups.
 */
export function linesByDay(tickets: readonly ConvertibleTicket[]): ConvertibleTicketLine[] {
  const lines = new Map<string, ConvertibleTicketLine>();
  for (const ticket of [...tickets].sort((a, b) => a.expiresAt.localeCompare(b.expiresAt))) {
    const day = new Date(new Date(ticket.expiresAt).getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    const key = `${ticket.name}:${day}`;
    const line = lines.get(key);
    if (line) {
      line.count += ticket.count;
      line.coins += ticket.count * ticket.coinsEach;
    } else lines.set(key, { key, name: ticket.name, count: ticket.count, coins: ticket.count * ticket.coinsEach, expiresAt: ticket.expiresAt });
  }
  return [...lines.values()];
}

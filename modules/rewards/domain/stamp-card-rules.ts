/**
 * Stamp cards give a fixed stamp for a fixed action. A card whose stamps come at random and must be
 * collected as a set is カード合わせ, prohibited outright (消費者庁, 2012-05-18), so such a card is refused.
 */
export const STAMP_ACTIONS = ['daily-sign-in', 'episode-read', 'purchase', 'review'] as const;
export type StampAction = (typeof STAMP_ACTIONS)[number];

export type StampSlot = { label: string; action: StampAction | 'random'; quantity: number };

export type StampCardProblem =
  | { code: 'card-matching'; slot: string }
  | { code: 'slot-quantity-invalid'; slot: string }
  | { code: 'slot-action-repeated'; slot: string }
  | { code: 'no-slots' };

export function stampCardProblems(slots: readonly StampSlot[]): StampCardProblem[] {
  if (slots.length === 0) return [{ code: 'no-slots' }];
  const problems: StampCardProblem[] = [];
  const seen = new Set<string>();
  for (const slot of slots) {
    if (slot.action === 'random' || !(STAMP_ACTIONS as readonly string[]).includes(slot.action)) problems.push({ code: 'card-matching', slot: slot.label });
    else if (!Number.isInteger(slot.quantity) || slot.quantity < 1 || slot.quantity > 100) problems.push({ code: 'slot-quantity-invalid', slot: slot.label });
    // One slot per action: each action's stamps count towards exactly one slot.
    if (slot.action !== 'random' && seen.has(slot.action)) problems.push({ code: 'slot-action-repeated', slot: slot.label });
    seen.add(slot.action);
  }
  return problems;
}

/** How many stamps of a slot count (never more than it needs). */
export const slotProgress = (slot: { quantity: number }, stamps: number): number => Math.min(slot.quantity, Math.max(0, stamps));

/**
 * Data of the wallet modals whose modal-store props are empty (ticket description, recommend point,
 * coupon reminder, exchange point): the modal store says whether they are open, this store holds what
 * they show and what their buttons do.
 */
import { proxy, ref } from 'valtio/vanilla';
import { openModal } from '../../state/modal-store.ts';

export type TicketCounts = { waitFree?: number; ticket: number; premiumTicket: number; premiumTicketExpireDays?: number };
export type RecommendPointData = { points: number; exchangeablePoints: number; storyPoints?: number };
export type ReminderCoupon = { couponCode: string; couponName: string; remainedDays: number; remainedHours: number; remainedMinutes: number; additionalCoinRate: number; state: 'valid' | 'used' | 'expired' };
export type ExchangeStep = { kind: 'confirm' } | { kind: 'pending' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };
export type ExchangeData = { points: number; coins: number; expiryDays: number; step: ExchangeStep; confirm: (() => Promise<void>) | null };

export interface MyItemModalState {
  tickets: TicketCounts | null;
  recommendPoint: RecommendPointData | null;
  coupon: ReminderCoupon | null;
  exchange: ExchangeData | null;
}

export const myItemModalState: MyItemModalState = proxy<MyItemModalState>({ tickets: null, recommendPoint: null, coupon: null, exchange: null });

export function openTicketDescription(tickets: TicketCounts | null = null): void {
  myItemModalState.tickets = tickets;
  openModal('ticketDescription');
}

export function openRecommendPoint(data: RecommendPointData): void {
  myItemModalState.recommendPoint = data;
  openModal('recommendPoint');
}

export function openCouponReminder(coupon: ReminderCoupon): void {
  myItemModalState.coupon = coupon;
  openModal('couponReminder', { couponCode: coupon.couponCode });
}

export function openExchangePoint(data: Omit<ExchangeData, 'step' | 'confirm'>, confirm: () => Promise<void>): void {
  myItemModalState.exchange = { ...data, step: { kind: 'confirm' }, confirm: ref(confirm) };
  openModal('exchangePoint');
}

export function setExchangeStep(step: ExchangeStep): void {
  if (myItemModalState.exchange) myItemModalState.exchange.step = step;
}

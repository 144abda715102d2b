'use client';

import { useEffect, useRef, useState } from 'react';
import { COIN_PACKS, coinPackById, purchaseMessages, type PurchaseView, type UsableCoupon } from '../../../modules/wallet/client.ts';
import { confirmPurchase, pushPurchaseEvent, startPurchase, type PurchaseAnswer } from './purchase-api.ts';
import { couponsFor, PurchasePanelView, type CardInput, type PanelBalances, type PanelState } from './PurchasePanelView.tsx';
import './purchase.css';

const POLL_MS = 3000;
const POLLS = 10;

export type PurchasePanelProps = { balances: PanelBalances; coupons: UsableCoupon[]; sandbox: boolean; initialProduct?: string };

/** /point/'s purchase panel: choose, pay, and follow the payment to its end (polling a pending one). */
export function PurchasePanel(props: PurchasePanelProps) {
  const [balances, setBalances] = useState(props.balances);
  const [coupons, setCoupons] = useState(props.coupons);
  const [product, setProduct] = useState(props.initialProduct ?? COIN_PACKS[2]!.id);
  const [couponCode, setCouponCode] = useState('');
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [state, setState] = useState<PanelState>({ kind: 'choosing' });
  const [interactive, setInteractive] = useState(false);
  // One request id per attempt: a resend after a lost answer finds the same purchase.
  const requestId = useRef<string | null>(null);
  const pendingId = useRef<string | null>(null);
  const reported = useRef(new Set<string>());
  const polls = useRef(0);

  useEffect(() => setInteractive(true), []);

  function finish(purchase: PurchaseView, next: PanelBalances) {
    setBalances(next);
    if (!reported.current.has(purchase.id)) {
      reported.current.add(purchase.id);
      pushPurchaseEvent(purchase);
    }
    if (purchase.couponCode) setCoupons((list) => list.filter((c) => c.couponCode !== purchase.couponCode));
    requestId.current = null;
    pendingId.current = null;
    setCard({ number: '', expiry: '', cvc: '' });
    setCouponCode('');
    setState({ kind: 'done', purchase });
  }

  function handle(answer: PurchaseAnswer) {
    if (answer.ok) {
      if (answer.purchase.status === 'paid') return finish(answer.purchase, answer.balances);
      pendingId.current = answer.purchase.id;
      return setState({ kind: 'pending', message: purchaseMessages.pending, checking: false });
    }
    if (answer.status === 402 || answer.status === 429 || answer.status === 503) {
      requestId.current = null;
      pendingId.current = null;
      return setState({ kind: 'declined', message: answer.message });
    }
    if (answer.status === undefined || answer.status === 504) {
      // No answer: the payment may have gone through. Resending the same request id tells.
      return setState({ kind: 'pending', message: purchaseMessages.pending, checking: false });
    }
    requestId.current = null;
    setState({ kind: 'choosing', message: Object.keys(answer.fields).length ? null : answer.message, fields: answer.fields });
  }

  /** The chosen coupon only when it applies to the chosen pack. */
  const appliedCoupon = () => (couponsFor(coupons, coinPackById(product)).some((c) => c.couponCode === couponCode) ? couponCode : '');

  async function pay() {
    if (state.kind === 'paying') return;
    requestId.current ??= crypto.randomUUID();
    polls.current = 0;
    setState({ kind: 'paying' });
    handle(await startPurchase({ requestId: requestId.current, product, couponCode: appliedCoupon(), card }));
  }

  async function check() {
    setState({ kind: 'pending', message: purchaseMessages.pending, checking: true });
    if (pendingId.current) handle(await confirmPurchase(pendingId.current));
    else if (requestId.current) handle(await startPurchase({ requestId: requestId.current, product, couponCode: appliedCoupon(), card }));
  }

  // A pending payment is asked about again every few seconds, a few times.
  useEffect(() => {
    if (state.kind !== 'pending' || state.checking || polls.current >= POLLS) return;
    const timer = setTimeout(() => {
      polls.current += 1;
      void check();
    }, POLL_MS);
    return () => clearTimeout(timer);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- re-armed by each new pending state only
  }, [state]);

  return (
    <PurchasePanelView
      coupons={coupons}
      balances={balances}
      product={product}
      couponCode={couponCode}
      card={card}
      state={state}
      interactive={interactive}
      sandbox={props.sandbox}
      onProduct={(next) => {
        setProduct(next);
        if (state.kind === 'declined') setState({ kind: 'choosing' });
      }}
      onCoupon={setCouponCode}
      onCard={(next) => {
        setCard(next);
        if (state.kind === 'declined') setState({ kind: 'choosing' });
      }}
      onPay={() => void pay()}
      onCheck={() => void check()}
      onAgain={() => setState({ kind: 'choosing' })}
    />
  );
}

'use client';

import { useEffect, useRef, useState } from 'react';
import { COIN_PACKS, coinPackById, purchaseMessages, type CoinPack, type PurchaseView, type UsableCoupon } from '#modules/wallet/client.ts';
import { usePaymentFrame } from './payment-frame.ts';
import { confirmPurchase, pushPurchaseEvent, startPurchase, type PurchaseAnswer } from './purchase-api.ts';
import { couponsFor, PurchasePanelView, type PanelBalances, type PanelState } from './PurchasePanelView.tsx';
import './purchase.css';

const POLL_MS = 3000;
const POLLS = 10;

export type PurchasePanelProps = {
  /** The packs on sale (wallet_coin_pack, decision 067); the site's first packs when not given (stories). */
  packs?: readonly CoinPack[];
  balances: PanelBalances;
  coupons: UsableCoupon[];
  sandbox: boolean;
  /** The provider's payment frame (null: no provider configured). */
  checkout: { frameUrl: string } | null;
  initialProduct?: string;
  /** A purchase the member comes back to (from a carrier's approval page): followed from where it stands. */
  initialPurchase?: PurchaseView | null;
};

const pendingMessage = (purchase: PurchaseView | undefined) =>
  purchase?.instructions?.type === 'konbini' ? purchaseMessages.konbiniPending : purchase?.instructions?.type === 'redirect' ? purchaseMessages.carrierPending : purchaseMessages.pending;

/** The analytics purchase event once per purchase, also across a return from the carrier's page. */
function reportOnce(purchase: PurchaseView, reported: Set<string>) {
  if (reported.has(purchase.id)) return;
  reported.add(purchase.id);
  try {
    const key = `yomiba:purchase-event:${purchase.id}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
  } catch {
    // No storage (private mode): the in-memory set still reports once per page.
  }
  pushPurchaseEvent(purchase);
}

function initialState(purchase: PurchaseView | null | undefined): PanelState {
  if (!purchase) return { kind: 'choosing' };
  if (purchase.status === 'paid') return { kind: 'done', purchase };
  if (purchase.status === 'pending') return { kind: 'pending', message: pendingMessage(purchase), checking: false, purchase };
  return { kind: 'declined', message: purchase.status === 'expired' ? purchaseMessages.expired : purchase.status === 'failed' ? purchaseMessages.failed : purchaseMessages.declined };
}

/**
 * /point/'s purchase panel: choose, pay, and follow the payment to its end (polling a pending one).
 * Card details are typed into the provider's frame, which hands back a single-use token; only that
 * token (with the choice) is sent to the shop.
 */
export function PurchasePanel(props: PurchasePanelProps) {
  const [balances, setBalances] = useState(props.balances);
  const [coupons, setCoupons] = useState(props.coupons);
  const packs = props.packs ?? COIN_PACKS;
  const [product, setProduct] = useState(props.initialProduct ?? props.initialPurchase?.product ?? (packs[2] ?? packs[0])?.id ?? '');
  const [couponCode, setCouponCode] = useState('');
  const [state, setState] = useState<PanelState>(() => initialState(props.initialPurchase));
  const [hydrated, setHydrated] = useState(false);
  const frame = usePaymentFrame(props.checkout?.frameUrl ?? null);
  // One request id (and its token) per attempt: a resend after a lost answer finds the same purchase.
  const requestId = useRef<string | null>(null);
  const token = useRef<string | null>(null);
  const pendingId = useRef<string | null>(props.initialPurchase?.status === 'pending' ? props.initialPurchase.id : null);
  const reported = useRef(new Set<string>());
  const polls = useRef(0);

  useEffect(() => {
    setHydrated(true);
    if (props.initialPurchase?.status === 'paid') reportOnce(props.initialPurchase, reported.current);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, for the purchase the page came back with
  }, []);

  const { disable } = frame;
  useEffect(() => disable(state.kind === 'paying' || state.kind === 'pending'), [state.kind, disable]);

  function newAttempt() {
    requestId.current = null;
    token.current = null;
  }

  function finish(purchase: PurchaseView, next: PanelBalances) {
    setBalances(next);
    reportOnce(purchase, reported.current);
    if (purchase.couponCode) setCoupons((list) => list.filter((c) => c.couponCode !== purchase.couponCode));
    newAttempt();
    pendingId.current = null;
    frame.reset();
    setCouponCode('');
    setState({ kind: 'done', purchase });
  }

  function handle(answer: PurchaseAnswer) {
    if (answer.ok) {
      if (answer.purchase.status === 'paid') return finish(answer.purchase, answer.balances);
      pendingId.current = answer.purchase.id;
      return setState({ kind: 'pending', message: pendingMessage(answer.purchase), checking: false, purchase: answer.purchase });
    }
    if (answer.status === 402 || answer.status === 410 || answer.status === 429 || answer.status === 503) {
      newAttempt();
      pendingId.current = null;
      return setState({ kind: 'declined', message: answer.message });
    }
    if (answer.status === undefined || answer.status === 504) {
      // No answer: the payment may have gone through. Resending the same request id (and token) tells.
      return setState({ kind: 'pending', message: purchaseMessages.pending, checking: false });
    }
    // Refused (a spent or expired token, a coupon problem): the next attempt asks the frame for a new token.
    newAttempt();
    setState({ kind: 'choosing', message: answer.fields.coupon_code ? null : answer.message, fields: answer.fields });
  }

  /** The chosen coupon only when it applies to the chosen pack. */
  const appliedCoupon = () => (couponsFor(coupons, coinPackById(product, packs)).some((c) => c.couponCode === couponCode) ? couponCode : '');

  async function pay() {
    if (state.kind === 'paying') return;
    polls.current = 0;
    setState({ kind: 'paying' });
    if (!token.current) {
      const answer = await frame.tokenise();
      if (!answer.ok) return setState({ kind: 'choosing', message: answer.message });
      token.current = answer.token;
      requestId.current = crypto.randomUUID();
    }
    handle(await startPurchase({ requestId: requestId.current!, product, couponCode: appliedCoupon(), token: token.current }));
  }

  async function check() {
    setState((current) => ({ kind: 'pending', message: current.kind === 'pending' ? current.message : purchaseMessages.pending, checking: true, purchase: current.kind === 'pending' ? current.purchase : undefined }));
    if (pendingId.current) handle(await confirmPurchase(pendingId.current));
    else if (requestId.current && token.current) handle(await startPurchase({ requestId: requestId.current, product, couponCode: appliedCoupon(), token: token.current }));
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

  const paymentFrame = !props.checkout ? null : frame.src ? (
    <iframe
      ref={frame.frameRef}
      src={frame.src}
      title="お支払い情報の入力（決済代行会社）"
      className="purchase__frame"
      style={frame.height ? { height: `${frame.height}px` } : undefined}
      data-testid="payment-frame"
    />
  ) : undefined;

  return (
    <PurchasePanelView
      packs={packs}
      coupons={coupons}
      balances={balances}
      product={product}
      couponCode={couponCode}
      state={state}
      interactive={hydrated && frame.ready}
      sandbox={props.sandbox}
      paymentFrame={paymentFrame}
      method={frame.method}
      onProduct={(next) => {
        setProduct(next);
        if (state.kind === 'declined') setState({ kind: 'choosing' });
      }}
      onCoupon={setCouponCode}
      onPay={() => void pay()}
      onCheck={() => void check()}
      onAgain={() => setState({ kind: 'choosing' })}
    />
  );
}

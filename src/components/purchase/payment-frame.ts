'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentMethodView } from '#modules/wallet/client.ts';

/** What the provider's frame answers a tokenise request with: a single-use token, or why not. */
export type FrameAnswer = { ok: true; token: string; method: PaymentMethodView } | { ok: false; message: string };

export const FRAME_TIMEOUT_MS = 20_000;
const FRAME_SOURCE = 'payment-frame';
const HOST_SOURCE = 'payment-host';
export const frameMessages = {
  unreachable: 'お支払い情報の入力欄と通信できませんでした。ページを再読み込みしてください。',
} as const;

type FrameMessage = { source?: unknown; type?: unknown; id?: unknown; token?: unknown; method?: unknown; message?: unknown; height?: unknown };

/**
 * The host side of the payment provider's frame: the frame (the provider's own page) holds the card
 * fields; this page only asks it for a token and hears its answer. Messages count only when they come
 * from that frame's window and the provider's origin; requests go to that origin only.
 */
export function usePaymentFrame(frameUrl: string | null) {
  const frameElement = useRef<HTMLIFrameElement | null>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [height, setHeight] = useState<number | null>(null);
  const [method, setMethod] = useState<PaymentMethodView>('card');
  const providerOrigin = useRef<string | null>(null);
  const waiting = useRef(new Map<string, (answer: FrameAnswer) => void>());

  useEffect(() => {
    if (!frameUrl) return;
    const url = new URL(frameUrl, window.location.href);
    providerOrigin.current = url.origin;
    // The frame learns whom it may answer from its address (its frame-ancestors policy does the rest).
    url.hash = `origin=${encodeURIComponent(window.location.origin)}`;
    setSrc(url.toString());
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== providerOrigin.current || !frameElement.current || event.source !== frameElement.current.contentWindow) return;
      const data = (event.data ?? {}) as FrameMessage;
      if (data.source !== FRAME_SOURCE) return;
      if (data.type === 'ready') setReady(true);
      else if (data.type === 'resize' && typeof data.height === 'number') setHeight(Math.min(Math.max(Math.ceil(data.height), 80), 1200));
      else if (data.type === 'method' && (data.method === 'card' || data.method === 'konbini' || data.method === 'carrier')) setMethod(data.method);
      else if ((data.type === 'token' || data.type === 'error') && typeof data.id === 'string') {
        const resolve = waiting.current.get(data.id);
        if (!resolve) return;
        waiting.current.delete(data.id);
        if (data.type === 'token' && typeof data.token === 'string' && /^tok_[A-Za-z0-9_]{8,96}$/.test(data.token)) {
          resolve({ ok: true, token: data.token, method: data.method === 'konbini' || data.method === 'carrier' ? data.method : 'card' });
        } else resolve({ ok: false, message: typeof data.message === 'string' && data.message ? data.message : frameMessages.unreachable });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameUrl]);

  const send = useCallback((message: Record<string, unknown>) => {
    const target = frameElement.current?.contentWindow;
    if (target && providerOrigin.current) target.postMessage({ source: HOST_SOURCE, ...message }, providerOrigin.current);
  }, []);

  const tokenise = useCallback(
    () =>
      new Promise<FrameAnswer>((resolve) => {
        const id = crypto.randomUUID();
        const timer = setTimeout(() => {
          waiting.current.delete(id);
          resolve({ ok: false, message: frameMessages.unreachable });
        }, FRAME_TIMEOUT_MS);
        waiting.current.set(id, (answer) => {
          clearTimeout(timer);
          resolve(answer);
        });
        send({ type: 'tokenise', id });
      }),
    [send],
  );

  // A frame (re)mounted — e.g. after a finished purchase, on 続けて購入する — is not ready until it says so.
  const frameRef = useCallback((element: HTMLIFrameElement | null) => {
    frameElement.current = element;
    if (element) setReady(false);
  }, []);

  return {
    frameRef,
    src,
    ready,
    height,
    method,
    tokenise,
    reset: useCallback(() => send({ type: 'reset' }), [send]),
    disable: useCallback((disabled: boolean) => send({ type: 'disable', disabled }), [send]),
  };
}

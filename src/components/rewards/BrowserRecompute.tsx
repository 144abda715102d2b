'use client';

/**
 * Recomputes a draw's roll in the reader's own browser (Web Crypto), so that the check does not rest on
 * the server's word: HMAC-SHA256(seed, message), its first 6 bytes as x, floor(x · 1,000,000 / 2^48).
 */
import { useEffect, useState } from 'react';

export type BrowserRecomputeProps = { seed: string; message: string; expectedRoll: number };

const hexBytes = (hex: string) => new Uint8Array((hex.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)));

export async function rollInBrowser(seed: string, message: string): Promise<number> {
  const key = await crypto.subtle.importKey('raw', hexBytes(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message)));
  let x = 0n;
  for (const byte of mac.slice(0, 6)) x = (x << 8n) | BigInt(byte);
  return Number((x * 1_000_000n) >> 48n);
}

export function BrowserRecompute({ seed, message, expectedRoll }: BrowserRecomputeProps) {
  const [roll, setRoll] = useState<number | null | 'unavailable'>(null);
  useEffect(() => {
    if (!globalThis.crypto?.subtle) {
      setRoll('unavailable');
      return;
    }
    rollInBrowser(seed, message).then(setRoll, () => setRoll('unavailable'));
  }, [seed, message]);
  if (roll === null) return <p className="lottery-verify__browser">ブラウザで再計算しています…</p>;
  if (roll === 'unavailable') return <p className="lottery-verify__browser">このブラウザでは再計算できません（JavaScriptのWeb Crypto APIが必要です）。</p>;
  return (
    <p className="lottery-verify__browser" data-testid="browser-roll">
      お使いのブラウザで再計算した乱数値：<strong>{roll}</strong>（{roll === expectedRoll ? 'サーバーの計算と一致' : 'サーバーの計算と不一致'}）
    </p>
  );
}

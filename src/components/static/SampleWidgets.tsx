'use client';

/** Interactive parts of the developer sample pages (/sample/...). */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { HttpTimeoutError, quietApiClient } from '../../lib/http/index.ts';
import { ERROR_MESSAGES, HTTP_TIMEOUT_MS } from '../../state/constants';
import { showErrorSnackbar, showSnackbar } from '../../state/snackbar-store';

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/* ---------- Confetti ---------- */

const CONFETTI_COLOURS = ['#63c8c7', '#fbc132', '#84c0e9', '#f28c9b', '#9b7be0', '#ffffff'];
type Piece = { x: number; y: number; vx: number; vy: number; size: number; angle: number; spin: number; colour: string };

/** A burst of confetti on a canvas; with reduced motion, a message only (no animation). */
export function ConfettiBurst() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frame = useRef<number | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => () => void (frame.current !== null && cancelAnimationFrame(frame.current)), []);

  function burst() {
    if (reducedMotion()) {
      setMessage('おめでとうございます！（動きを減らす設定のため、紙吹雪は表示しません）');
      return;
    }
    setMessage('おめでとうございます！');
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = window.devicePixelRatio || 1;
    const { width, height } = canvas.getBoundingClientRect();
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    const pieces: Piece[] = Array.from({ length: 140 }, () => {
      const angle = -Math.PI / 2 + (Math.random() - 0.5) * 1.6;
      const speed = 6 + Math.random() * 7;
      return {
        x: width / 2,
        y: height * 0.85,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed,
        size: 5 + Math.random() * 6,
        angle: Math.random() * Math.PI,
        spin: (Math.random() - 0.5) * 0.4,
        colour: CONFETTI_COLOURS[Math.floor(Math.random() * CONFETTI_COLOURS.length)]!,
      };
    });
    const started = performance.now();
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    const tick = (now: number) => {
      context.clearRect(0, 0, width, height);
      for (const piece of pieces) {
        piece.vy += 0.22;
        piece.vx *= 0.99;
        piece.x += piece.vx;
        piece.y += piece.vy;
        piece.angle += piece.spin;
        context.save();
        context.translate(piece.x, piece.y);
        context.rotate(piece.angle);
        context.fillStyle = piece.colour;
        context.fillRect(-piece.size / 2, -piece.size / 4, piece.size, piece.size / 2);
        context.restore();
      }
      frame.current = now - started < 3000 ? requestAnimationFrame(tick) : null;
      if (frame.current === null) context.clearRect(0, 0, width, height);
    };
    frame.current = requestAnimationFrame(tick);
  }

  return (
    <div className="confetti-stage">
      <canvas ref={canvasRef} className="confetti-canvas" aria-hidden="true" />
      <div>
        <button type="button" className="button button--primary sample-button" onClick={burst}>
          紙吹雪を飛ばす
        </button>
        <p className="confetti-message" role="status">
          {message}
        </p>
      </div>
    </div>
  );
}

/* ---------- Pointer coordinates ---------- */

type Pointer = { clientX: number; clientY: number; offsetX: number; offsetY: number; pageX: number; pageY: number; type: string };

/** Shows the pointer's coordinates over a pad (mouse, pen and touch). */
export function PointerPad() {
  const [pointer, setPointer] = useState<Pointer | null>(null);
  const [windowPointer, setWindowPointer] = useState<{ x: number; y: number } | null>(null);
  useEffect(() => {
    const onMove = (event: globalThis.PointerEvent) => setWindowPointer({ x: event.clientX, y: event.clientY });
    window.addEventListener('pointermove', onMove);
    return () => window.removeEventListener('pointermove', onMove);
  }, []);
  const onMove = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    setPointer({
      clientX: Math.round(event.clientX),
      clientY: Math.round(event.clientY),
      offsetX: Math.round(event.clientX - rect.left),
      offsetY: Math.round(event.clientY - rect.top),
      pageX: Math.round(event.pageX),
      pageY: Math.round(event.pageY),
      type: event.pointerType,
    });
  };
  return (
    <>
      <div className="mouse-pad" onPointerMove={onMove} onPointerDown={onMove} onPointerLeave={() => setPointer(null)} data-testid="mouse-pad">
        {pointer && <span className="mouse-pad__dot" style={{ left: pointer.offsetX, top: pointer.offsetY }} />}
      </div>
      <dl className="mouse-readout" aria-live="off">
        <dt>枠内の座標</dt>
        <dd data-testid="mouse-offset">{pointer ? `x: ${pointer.offsetX}, y: ${pointer.offsetY}` : '枠内でポインターを動かしてください'}</dd>
        <dt>画面（client）</dt>
        <dd>{pointer ? `x: ${pointer.clientX}, y: ${pointer.clientY}` : windowPointer ? `x: ${windowPointer.x}, y: ${windowPointer.y}` : '—'}</dd>
        <dt>ページ（page）</dt>
        <dd>{pointer ? `x: ${pointer.pageX}, y: ${pointer.pageY}` : '—'}</dd>
        <dt>種類</dt>
        <dd>{pointer?.type ?? '—'}</dd>
      </dl>
    </>
  );
}

/* ---------- Request timeout ---------- */

/** Calls the slow sample endpoint with the site's 15000 ms timeout. */
export function TimeoutDemo() {
  const [state, setState] = useState<'idle' | 'waiting' | 'ok' | 'timeout' | 'error'>('idle');
  const [elapsed, setElapsed] = useState(0);

  async function call(ms: number) {
    setState('waiting');
    const started = Date.now();
    const ticker = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 250);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
    try {
      await quietApiClient.api.v1.sample.slow.index.$get({ query: { ms: String(ms) } }, { init: { signal: controller.signal } });
      setState('ok');
      showSnackbar(`${Math.round((Date.now() - started) / 100) / 10}秒で応答がありました。`);
    } catch (error) {
      if (controller.signal.aborted || error instanceof HttpTimeoutError) {
        setState('timeout');
        showErrorSnackbar(ERROR_MESSAGES.requestTimeout);
      } else {
        setState('error');
        showErrorSnackbar(ERROR_MESSAGES.network);
      }
    } finally {
      clearTimeout(timer);
      clearInterval(ticker);
      setElapsed(Math.floor((Date.now() - started) / 1000));
    }
  }

  const status = {
    idle: 'ボタンを押すとリクエストを送ります。',
    waiting: `応答を待っています…（${elapsed}秒）`,
    ok: `応答がありました（${elapsed}秒）。`,
    timeout: `${elapsed}秒でタイムアウトしました。`,
    error: '通信に失敗しました。',
  }[state];

  return (
    <div className="sample-row">
      <button type="button" className="button button--primary sample-button" disabled={state === 'waiting'} onClick={() => call(20_000)}>
        20秒かかるAPIを呼ぶ
      </button>
      <button type="button" className="button button--secondary sample-button" disabled={state === 'waiting'} onClick={() => call(1_000)}>
        1秒で応答するAPIを呼ぶ
      </button>
      <p role="status" data-state={state}>
        {status}
      </p>
    </div>
  );
}

/* ---------- Page transition ---------- */

const SCENES = ['第1話　はじまりの街', '第2話　となりの席の転校生', '第3話　放課後の約束'];

/** The page transition: the old content fades out, then the new one fades in (out-in). */
export function TransitionDemo() {
  const [index, setIndex] = useState(0);
  const [phase, setPhase] = useState<'in' | 'out'>('in');
  const next = () => {
    if (reducedMotion()) return setIndex((i) => (i + 1) % SCENES.length);
    setPhase('out');
    setTimeout(() => {
      setIndex((i) => (i + 1) % SCENES.length);
      setPhase('in');
    }, 200);
  };
  return (
    <div className="sample-row">
      <p
        key={`${index}-${phase}`}
        className={phase === 'in' ? 'page-enter' : undefined}
        style={{ minWidth: 240, margin: 0, fontWeight: 700, opacity: phase === 'out' ? 0 : 1, transition: 'opacity 200ms' }}
      >
        {SCENES[index]}
      </p>
      <button type="button" className="button button--secondary sample-button" onClick={next}>
        次の話へ
      </button>
    </div>
  );
}

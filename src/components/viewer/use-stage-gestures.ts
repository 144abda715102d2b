'use client';
import { useRef, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import type { ReadingDirection } from '../../state/viewer-settings.ts';
import { swipeAction, type PagingAction } from './paging.ts';
import { clampZoom, toggleZoomAt, zoomAt, type Zoom } from './zoom.ts';

const TAP_SLOP = 10;
/** Two taps on the same spot within this long are a double tap (zoom). */
export const DOUBLE_TAP_MS = 300;

type Options = {
  stage: RefObject<HTMLElement | null>;
  direction: ReadingDirection;
  zoom: () => Zoom;
  setZoom: (zoom: Zoom) => void;
  onAction: (action: PagingAction) => void;
};

type Point = { x: number; y: number };

/**
 * Touch and mouse gestures on the paged stage: swipe to turn, pinch and double-tap to zoom, drag to
 * pan a zoomed page. A gesture that moved swallows the click that follows it, so a swipe that ends
 * over a tap zone does not also follow the zone's link.
 */
export function useStageGestures({ stage, direction, zoom, setZoom, onAction }: Options) {
  const pointers = useRef(new Map<number, Point>());
  const start = useRef<{ point: Point; zoom: Zoom; time: number } | null>(null);
  const pinch = useRef<{ distance: number; zoom: Zoom; centre: Point } | null>(null);
  const lastTap = useRef<{ point: Point; time: number } | null>(null);
  const swallowClick = useRef(false);
  /** Set when the last tap was the second of a double tap (the centre button then skips its toggle). */
  const doubleTapped = useRef(false);

  const box = () => {
    const rect = stage.current?.getBoundingClientRect();
    return rect ? { width: rect.width, height: rect.height, left: rect.left, top: rect.top } : { width: 0, height: 0, left: 0, top: 0 };
  };
  const fromCentre = (point: Point) => {
    const b = box();
    return { dx: point.x - b.left - b.width / 2, dy: point.y - b.top - b.height / 2, box: b };
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) {
      start.current = { point: { x: event.clientX, y: event.clientY }, zoom: zoom(), time: performance.now() };
      swallowClick.current = false;
    } else if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      pinch.current = { distance: Math.hypot(a.x - b.x, a.y - b.y) || 1, zoom: zoom(), centre: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
      start.current = null;
      swallowClick.current = true;
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch.current && pointers.current.size >= 2) {
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      const { dx, dy, box: b2 } = fromCentre(pinch.current.centre);
      setZoom(zoomAt(pinch.current.zoom, pinch.current.zoom.scale * (distance / pinch.current.distance), dx, dy, b2));
      return;
    }
    const s = start.current;
    if (s && s.zoom.scale > 1) {
      const moved = { x: event.clientX - s.point.x, y: event.clientY - s.point.y };
      if (Math.hypot(moved.x, moved.y) > TAP_SLOP) swallowClick.current = true;
      setZoom(clampZoom({ scale: s.zoom.scale, x: s.zoom.x + moved.x, y: s.zoom.y + moved.y }, box()));
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.delete(event.pointerId);
    if (pinch.current) {
      if (pointers.current.size === 0) pinch.current = null;
      return;
    }
    const s = start.current;
    start.current = null;
    if (!s) return;
    const dx = event.clientX - s.point.x;
    const dy = event.clientY - s.point.y;
    doubleTapped.current = false;
    if (Math.hypot(dx, dy) <= TAP_SLOP) {
      // Taps on the page-turning zones turn pages at once; double taps zoom in the centre or a zoomed page.
      const zoomable = s.zoom.scale > 1 || (event.target instanceof Element && event.target.closest('[data-double-tap]'));
      if (!zoomable) {
        lastTap.current = null;
        return;
      }
      const now = performance.now();
      const previous = lastTap.current;
      if (previous && now - previous.time < DOUBLE_TAP_MS && Math.hypot(event.clientX - previous.point.x, event.clientY - previous.point.y) < 40) {
        const c = fromCentre({ x: event.clientX, y: event.clientY });
        setZoom(toggleZoomAt(zoom(), c.dx, c.dy, c.box));
        lastTap.current = null;
        doubleTapped.current = true;
        swallowClick.current = true;
        return;
      }
      lastTap.current = { point: { x: event.clientX, y: event.clientY }, time: now };
      return;
    }
    lastTap.current = null;
    if (s.zoom.scale > 1) return;
    const action = swipeAction(dx, dy, direction);
    swallowClick.current = true;
    if (action) onAction(action);
  };

  const onPointerCancel = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) {
      pinch.current = null;
      start.current = null;
    }
  };

  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  return {
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onClickCapture },
    /** Whether the tap just handled completed a double tap. */
    wasDoubleTap: () => doubleTapped.current,
  };
}

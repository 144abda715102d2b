'use client';
import { useEffect, useRef, type RefObject } from 'react';
import type { ReadingDirection } from '../../state/viewer-settings.ts';
import { keyAction, wheelAction, WHEEL_COOLDOWN_MS, type PagingAction } from './paging.ts';
import { clampZoom, zoomAt, type Zoom } from './zoom.ts';

type Options = {
  enabled: boolean;
  vertical: boolean;
  direction: ReadingDirection;
  stage: RefObject<HTMLElement | null>;
  zoom: () => Zoom;
  setZoom: (zoom: Zoom) => void;
  onAction: (action: PagingAction) => void;
  onFullscreen: () => void;
  onEscape: () => void;
};

/** Keys that belong to the focused control rather than to paging. */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"], .viewer-settings')) return key !== 'Escape';
  if (target.closest('button, summary') && (key === ' ' || key === 'Enter')) return true;
  return false;
}

/**
 * Keyboard and mouse wheel. Paged mode turns pages with arrows, Space, PageUp/PageDown, Home/End and
 * the wheel; + / - / 0 zoom; F toggles full-screen; Escape closes what is open. In vertical mode the
 * browser scrolls natively and only Home/End, F and Escape are handled.
 */
export function useViewerInput(options: Options) {
  const latest = useRef(options);
  latest.current = options;
  const lastWheel = useRef<{ time: number; action: PagingAction | null }>({ time: 0, action: null });

  useEffect(() => {
    if (!options.enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const o = latest.current;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || ownsKey(event.target, event.key)) return;
      if (event.key === 'Escape') {
        o.onEscape();
        return;
      }
      if (event.key === 'f' || event.key === 'F') {
        o.onFullscreen();
        event.preventDefault();
        return;
      }
      if (!o.vertical && (event.key === '+' || event.key === '=' || event.key === '-' || event.key === '0')) {
        const rect = o.stage.current?.getBoundingClientRect();
        const box = { width: rect?.width ?? 0, height: rect?.height ?? 0 };
        const zoom = o.zoom();
        const scale = event.key === '0' ? 1 : event.key === '-' ? zoom.scale / 1.5 : zoom.scale * 1.5;
        o.setZoom(zoomAt(zoom, scale, 0, 0, box));
        event.preventDefault();
        return;
      }
      const action = keyAction(event.key, event.shiftKey, o.direction);
      if (!action) return;
      if (o.vertical && action !== 'first' && action !== 'last') return;
      // A zoomed page pans with the arrow keys instead of turning.
      if (!o.vertical && o.zoom().scale > 1 && event.key.startsWith('Arrow')) {
        const rect = o.stage.current?.getBoundingClientRect();
        const step = 60;
        const zoom = o.zoom();
        const dx = event.key === 'ArrowLeft' ? step : event.key === 'ArrowRight' ? -step : 0;
        const dy = event.key === 'ArrowUp' ? step : event.key === 'ArrowDown' ? -step : 0;
        o.setZoom(clampZoom({ ...zoom, x: zoom.x + dx, y: zoom.y + dy }, { width: rect?.width ?? 0, height: rect?.height ?? 0 }));
        event.preventDefault();
        return;
      }
      event.preventDefault();
      o.onAction(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [options.enabled]);

  useEffect(() => {
    const stage = options.stage.current;
    if (!options.enabled || options.vertical || !stage) return;
    const onWheel = (event: WheelEvent) => {
      const o = latest.current;
      event.preventDefault();
      const rect = stage.getBoundingClientRect();
      const box = { width: rect.width, height: rect.height };
      // A trackpad pinch arrives as a wheel event with ctrlKey.
      if (event.ctrlKey) {
        const zoom = o.zoom();
        const dx = event.clientX - rect.left - rect.width / 2;
        const dy = event.clientY - rect.top - rect.height / 2;
        o.setZoom(zoomAt(zoom, zoom.scale * Math.exp(-event.deltaY / 100), dx, dy, box));
        return;
      }
      const zoom = o.zoom();
      if (zoom.scale > 1) {
        o.setZoom(clampZoom({ ...zoom, x: zoom.x - event.deltaX, y: zoom.y - event.deltaY }, box));
        return;
      }
      const now = performance.now();
      const action = wheelAction(event.deltaX, event.deltaY, o.direction);
      // Every event of a continuing gesture pushes the cooldown on, so one flick turns one page;
      // turning the wheel the other way is a new gesture.
      const fresh = now - lastWheel.current.time > WHEEL_COOLDOWN_MS || action !== lastWheel.current.action;
      if (action) {
        if (fresh) o.onAction(action);
        lastWheel.current = { time: now, action };
      }
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [options.enabled, options.vertical, options.stage]);
}

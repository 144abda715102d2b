/** Pinch / double-tap zoom arithmetic (transform: translate(x, y) scale(s), origin at the stage centre). */
export type Zoom = { scale: number; x: number; y: number };

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
export const DOUBLE_TAP_SCALE = 2.5;

type Box = { width: number; height: number };

/** Keeps the zoomed picture covering the stage: no panning past its edges, no zoom below 1. */
export function clampZoom(zoom: Zoom, box: Box): Zoom {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, zoom.scale));
  if (scale === 1) return { scale: 1, x: 0, y: 0 };
  const maxX = ((scale - 1) * box.width) / 2;
  const maxY = ((scale - 1) * box.height) / 2;
  return { scale, x: Math.min(maxX, Math.max(-maxX, zoom.x)), y: Math.min(maxY, Math.max(-maxY, zoom.y)) };
}

/**
 * Zooms to `scale` keeping the point (dx, dy), measured from the stage centre, where it is on screen.
 */
export function zoomAt(zoom: Zoom, scale: number, dx: number, dy: number, box: Box): Zoom {
  const target = Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
  const ratio = target / zoom.scale;
  return clampZoom({ scale: target, x: dx - (dx - zoom.x) * ratio, y: dy - (dy - zoom.y) * ratio }, box);
}

/** Double tap: zoom in at the tapped point, or back to the whole page when zoomed. */
export function toggleZoomAt(zoom: Zoom, dx: number, dy: number, box: Box): Zoom {
  return zoom.scale > 1 ? { scale: 1, x: 0, y: 0 } : zoomAt(zoom, DOUBLE_TAP_SCALE, dx, dy, box);
}

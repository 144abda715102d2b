/**
 * The analytics tag layer (spec §7 notes): events are pushed to `window.dataLayer`, created on
 * first use. A no-op outside the browser.
 */

export type AnalyticsEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes an event to `window.dataLayer` (created when missing). Never throws. */
export function pushEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  try {
    window.dataLayer ??= [];
    window.dataLayer.push(event);
  } catch {
    // analytics must never break the page
  }
}

'use client';

/**
 * A banner link that reports to the tag layer (spec §7 notes): in-house ads push
 * `{ event: 'inhouse_ad_impression', id }` once, when at least half of the banner has been on
 * screen, and `{ event: 'inhouse_ad_click', id }` on click; other banners push
 * `{ event: 'banner_click', id }` on click.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { pushEvent } from '../../lib/http/analytics.ts';

export type TrackedBannerKind = 'inhouse_ad' | 'banner';

export interface TrackedBannerProps {
  id: string;
  kind: TrackedBannerKind;
  href: string;
  className?: string;
  /** Accessible name when the content is an image only. */
  label?: string;
  children: ReactNode;
}

/** Share of the banner that must be visible for an impression. */
export const IMPRESSION_THRESHOLD = 0.5;

export function TrackedBanner({ id, kind, href, className, label, children }: TrackedBannerProps) {
  const ref = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (kind !== 'inhouse_ad' || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= IMPRESSION_THRESHOLD)) {
          pushEvent({ event: 'inhouse_ad_impression', id });
          observer.disconnect();
        }
      },
      { threshold: IMPRESSION_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [id, kind]);

  return (
    <a
      ref={ref}
      href={href}
      className={className}
      aria-label={label}
      data-banner-id={id}
      onClick={() => pushEvent({ event: kind === 'inhouse_ad' ? 'inhouse_ad_click' : 'banner_click', id })}
    >
      {children}
    </a>
  );
}

export default TrackedBanner;

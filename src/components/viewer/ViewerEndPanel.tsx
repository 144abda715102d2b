'use client';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useHydrated } from './use-media-query.ts';
import './viewer.css';

/** How a story or volume is offered: free, 待てば¥0, or for coins. */
export type EndOfferBadge = { kind: 'free' | 'wait' | 'coin'; text: string };

/**
 * A way on from the end of the story (the next story, the next volume, another volume). `href` works
 * without script; `onSelect`, when given, replaces the navigation (e.g. the reading flow's check,
 * which may open the coin or ticket modal).
 */
export type EndLink = {
  href: string;
  label: string;
  /** A second line, e.g. the story's or volume's name. */
  detail?: string;
  badge?: EndOfferBadge | null;
  onSelect?: () => unknown;
};

/** A title recommended after the story (same genre, popular first). */
export type EndTitle = { titleCode: string; titleName: string; href: string; coverSrc: string };

export type ViewerEndPanelProps = {
  /** Whether it is shown (the viewer opens it after the last page; without script, `:target` does). */
  open: boolean;
  /** The next story (free viewer) or null when there is none. */
  nextStory?: EndLink | null;
  /** The next volume (paid viewer's offer) or null. */
  nextVolume?: EndLink | null;
  /** Shorthand for a plain next-story link (kept for callers that only have an address). */
  nextStoryHref?: string | null;
  nextStoryLabel?: string;
  titleHref: string;
  /** The title's other volumes, in order. */
  volumes?: readonly EndLink[];
  recommendations?: readonly EndTitle[];
  /** Where to review the title (/book/review/{titleCode}/), when reviews are offered. */
  reviewHref?: string | null;
  /** Opens the share modal; the button needs script, so it appears after hydration. */
  onShare?: () => void;
  /** Back to the last page: a link to it, which the viewer intercepts to stay in place. */
  lastPageHref: string;
  onBackToLastPage?: () => void;
};

function select(link: EndLink) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!link.onSelect || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void link.onSelect();
  };
}

function Badge({ badge }: { badge?: EndOfferBadge | null }) {
  if (!badge) return null;
  return <span className={`viewer-end__badge viewer-end__badge--${badge.kind}`}>{badge.text}</span>;
}

/**
 * What follows the last page: the next story (or volume), the title's other volumes, similar titles,
 * a review prompt and sharing. Shared by the free and paid viewers; it knows nothing about access rules.
 */
export function ViewerEndPanel(props: ViewerEndPanelProps) {
  const ref = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  // The tap zone that had focus goes away when the panel opens: keyboard and screen-reader users land
  // on the panel instead of the page body (focus elsewhere, e.g. the slider, is left alone).
  useEffect(() => {
    const panel = ref.current;
    if (!props.open || !panel) return;
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('.viewer__stage')) panel.focus({ preventScroll: true });
  }, [props.open]);
  const nextStory = props.nextStory ?? (props.nextStoryHref ? { href: props.nextStoryHref, label: props.nextStoryLabel ?? '次の話へ' } : null);
  const primary = nextStory ?? props.nextVolume ?? null;
  const volumes = props.volumes ?? [];
  const recommendations = props.recommendations ?? [];
  const showShare = hydrated && props.onShare;
  return (
    <section id="viewer-end" ref={ref} tabIndex={-1} className="viewer-end" data-open={props.open} aria-labelledby="viewer-end-heading">
      <div className="viewer-end__box">
        <h2 id="viewer-end-heading" className="viewer-end__heading">
          最後まで読みました
        </h2>
        <div className="viewer-end__actions">
          {[nextStory, props.nextVolume].map((link, i) =>
            link ? (
              <a
                key={i}
                className={`viewer-end__button viewer-end__next${link === primary ? ' viewer-end__button--primary' : ''}`}
                href={link.href}
                onClick={select(link)}
                data-end-link={i === 0 ? 'next-story' : 'next-volume'}
              >
                <span className="viewer-end__next-label">
                  {link.label}
                  <Badge badge={link.badge} />
                </span>
                {link.detail && <span className="viewer-end__next-detail">{link.detail}</span>}
              </a>
            ) : null,
          )}
          <a className={`viewer-end__button${primary ? '' : ' viewer-end__button--primary'}`} href={props.titleHref}>
            作品ページへ戻る
          </a>
          {(props.reviewHref || showShare) && (
            <div className="viewer-end__row">
              {props.reviewHref && (
                <a className="viewer-end__button viewer-end__button--small" href={props.reviewHref}>
                  レビューを書く
                </a>
              )}
              {showShare && (
                <button type="button" className="viewer-end__button viewer-end__button--small" onClick={props.onShare}>
                  シェアする
                </button>
              )}
            </div>
          )}
          <a
            className="viewer-end__back"
            href={props.lastPageHref}
            onClick={(event) => {
              if (!props.onBackToLastPage) return;
              event.preventDefault();
              props.onBackToLastPage();
            }}
          >
            最後のページに戻る
          </a>
        </div>
        {volumes.length > 0 && (
          <section className="viewer-end__section" aria-labelledby="viewer-end-volumes">
            <h3 id="viewer-end-volumes" className="viewer-end__subheading">
              この作品の他の巻
            </h3>
            <ul className="viewer-end__volumes">
              {volumes.map((volume) => (
                <li key={volume.href + volume.label}>
                  <a className="viewer-end__volume" href={volume.href} onClick={select(volume)}>
                    <span className="viewer-end__volume-label">{volume.label}</span>
                    {volume.detail && <span className="viewer-end__volume-detail">{volume.detail}</span>}
                    <Badge badge={volume.badge} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {recommendations.length > 0 && (
          <section className="viewer-end__section" aria-labelledby="viewer-end-recommend">
            <h3 id="viewer-end-recommend" className="viewer-end__subheading">
              この作品を読んだ人におすすめ
            </h3>
            <ul className="viewer-end__titles">
              {recommendations.map((title) => (
                <li key={title.titleCode}>
                  <a className="viewer-end__title" href={title.href}>
                    {/* The name below is the link text; the cover adds nothing for a screen reader. */}
                    <img className="viewer-end__cover" src={title.coverSrc} width={120} height={180} alt="" loading="lazy" decoding="async" />
                    <span className="viewer-end__title-name">{title.titleName}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { SAMPLE_LINKS, STATIC_GROUPS, type StaticLink } from '../../content/static-pages';
import { pageTitle } from '../../site';
import '../../styles/static.css';

export type StaticPageProps = {
  /** The page's h1 and the last breadcrumb entry. */
  title: string;
  /** Canonical path with the trailing slash, e.g. /terms/. */
  path: string;
  /** The meta description (Japanese, about 80–120 characters). */
  description: string;
  /** A short lead paragraph under the heading. */
  lead?: ReactNode;
  /** Breadcrumb entries between トップ and this page. */
  parents?: StaticLink[];
  /** Developer pages: the side index lists the samples, and search engines skip the page. */
  variant?: 'guide' | 'sample';
  /** Wider content column without the side index (e.g. the FAQ's own index comes first). */
  children: ReactNode;
};

function SideIndex({ path, variant }: { path: string; variant: 'guide' | 'sample' }) {
  const groups = variant === 'sample' ? [{ heading: '開発者向けサンプル', links: SAMPLE_LINKS }] : STATIC_GROUPS;
  return (
    <nav className="static-index" aria-label="ご利用ガイド・規約の一覧">
      {groups.map((group) => (
        <section key={group.heading} className="static-index__group">
          <h2 className="static-index__heading">{group.heading}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.path}>
                <a href={link.path} aria-current={link.path === path ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/** Chrome of the fixed pages: <title>, description, breadcrumb, heading and the side index. */
export function StaticPage({ title, path, description, lead, parents = [], variant = 'guide', children }: StaticPageProps) {
  const crumbs: StaticLink[] = [{ path: '/', label: 'トップ' }, ...parents];
  return (
    <div className="static-layout">
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={pageTitle(title)} />
      <meta property="og:description" content={description} />
      {variant === 'sample' && <meta name="robots" content="noindex" />}
      <nav className="breadcrumb" aria-label="パンくずリスト">
        <ol>
          {crumbs.map((crumb) => (
            <li key={crumb.path}>
              <a href={crumb.path}>{crumb.label}</a>
            </li>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <div className="static-layout__columns">
        <article className="static-page" data-path={path}>
          <header className="static-page__header">
            <h1 className="static-page__title">{title}</h1>
            {lead && <div className="static-page__lead">{lead}</div>}
          </header>
          {children}
        </article>
        <SideIndex path={path} variant={variant} />
      </div>
    </div>
  );
}

/** A revision date line at the end of a legal text. */
export function RevisionNote({ established, revised }: { established: string; revised?: { dateTime: string; text: string } }) {
  return (
    <p className="static-revision">
      {established}
      {revised && (
        <>
          <br />
          最終改定：<time dateTime={revised.dateTime}>{revised.text}</time>
        </>
      )}
    </p>
  );
}

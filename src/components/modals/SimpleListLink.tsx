'use client';

/**
 * Opens the simple list modal of a genre (spec §3 "Simple list": target, genreId default 1111,
 * genreName). A plain link to the genre's search results: without JavaScript (or with a modifier
 * key, to open a new tab) it simply goes there; a plain click opens the modal instead.
 */
import type { MouseEvent, ReactNode } from 'react';
import { openModal } from '../../state/modal-store.ts';

export interface SimpleListLinkProps {
  href: string;
  target?: string;
  genreId?: number;
  genreName?: string;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

export function SimpleListLink({ href, target = 'genre', genreId, genreName, className, children, ...rest }: SimpleListLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openModal('simpleList', { target, ...(genreId !== undefined ? { genreId } : {}), ...(genreName ? { genreName } : {}) });
  };
  return (
    <a href={href} className={className} aria-label={rest['aria-label']} aria-haspopup="dialog" onClick={onClick}>
      {children}
    </a>
  );
}

import type { MiddlewareHandler } from 'hono';
import type { SiteEnvironment } from '#platform/config.ts';
import { ENVIRONMENT_ELEMENT_ID } from '#src/lib/site-environment.ts';

/**
 * The spec's environments (§9: development, staging and production, each with its own API host and SPA
 * flag; language ja) as the pages carry them: a JSON data block the browser can read (a meta name of our own
 * would be invalid HTML: meta names are a registry),
 * and for staging a robots meta and header, so that a staging copy of the site never reaches a search index.
 */

export function environmentHead(environment: SiteEnvironment): string {
  const data = JSON.stringify({ name: environment.name, apiHost: environment.apiHost, spa: environment.spa, lang: environment.lang }).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${ENVIRONMENT_ELEMENT_ID}">${data}</script>`;
  return environment.name === 'staging' ? `${block}<meta name="robots" content="noindex, nofollow"/>` : block;
}

/** Every answer of a staging server says `X-Robots-Tag: noindex, nofollow` (images and API answers too). */
export function environmentHeaders(environment: SiteEnvironment): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (environment.name === 'staging') c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
  };
}

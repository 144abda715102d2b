import { campaignTitlesPath, landingPath, namedSpecialPath, specialFamilyPath } from '#platform/routes/site-paths.ts';
import type { CampaignFamily } from './entities/campaign.ts';

/** The address of a campaign's page (browser-safe); null for a family without a page of its own (events). */
export function campaignPath(family: CampaignFamily, slug: string): string | null {
  switch (family) {
    case 'campaign':
      return campaignTitlesPath(slug);
    case 'event':
      return null;
    case 'landing':
      return landingPath(slug);
    case 'named':
      return namedSpecialPath(slug);
    default:
      return specialFamilyPath(family, slug);
  }
}

/** Which family and slug an address names (the inverse of campaignPath for its parameterised families). */
const PARAMETERISED: [RegExp, CampaignFamily][] = [
  [/^\/book\/campaign\/([^/]+)\/$/, 'campaign'],
  [/^\/special\/(?:lp)\/([^/]+)\/$/, 'lp'],
  [/^\/special\/block_lp\/([^/]+)\/$/, 'block_lp'],
  [/^\/special\/multi_lp\/([^/]+)\/$/, 'multi_lp'],
  [/^\/special\/booklist\/([^/]+)\/$/, 'booklist'],
  [/^\/special\/yearranking\/([^/]+)\/$/, 'yearranking'],
  [/^\/special\/tweet_present\/([^/]+)\/$/, 'tweet_present'],
  [/^\/lp\/([^/]+)\/$/, 'landing'],
];

export const SLUG = /^[A-Za-z0-9_-]{1,64}$/;

export function campaignRouteOf(pathname: string): { family: CampaignFamily; slug: string } | null {
  if (pathname === '/book/campaign/titles/') return null;
  for (const [pattern, family] of PARAMETERISED) {
    const match = pattern.exec(pathname);
    if (match) return { family, slug: match[1]! };
  }
  return null;
}

/** The misspelt twin of the 8th anniversary page (the spec keeps it): answered with a 301 to the right address. */
export function misspeltRedirect(pathname: string): string | null {
  return pathname === '/special/aniversary/8th/yamawake/' ? '/special/anniversary/8th/yamawake/' : null;
}

/** The server's environment as its pages carry it (src/server/site-environment.ts): spec §9. */
export type SiteEnvironmentInfo = { name: 'development' | 'staging' | 'production'; apiHost: string; spa: boolean; lang: 'ja' };

export const ENVIRONMENT_ELEMENT_ID = 'yomiba-environment';

/** The page's environment block, or null when the page has none (a story, a test page). */
export function readSiteEnvironment(doc: Document = document): SiteEnvironmentInfo | null {
  const text = doc.getElementById(ENVIRONMENT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SiteEnvironmentInfo;
  } catch {
    return null;
  }
}

/** The environment's SPA flag: links navigate inside the page unless the server turned it off. */
export const spaEnabled = (doc: Document = document): boolean => readSiteEnvironment(doc)?.spa !== false;

import type { Services } from './services.ts';

/**
 * Validity checks that run before Waku renders a page: a failed check answers the
 * 404 screen with status 404 in the server-rendered HTML (a notFound() thrown while
 * rendering would only show it after hydration).
 */
type Guard = { pattern: RegExp; valid: (services: Services, match: RegExpExecArray) => Promise<boolean> };

const CODE = '([A-Za-z0-9_-]{1,16})';
const NUM = '([1-9][0-9]{0,5})';

const guards: Guard[] = [
  {
    pattern: new RegExp(`^/book/title/([^/]+)/$`),
    valid: async ({ catalogue }, match) => new RegExp(`^${CODE}$`).test(match[1]!) && catalogue.titleExists(match[1]!),
  },
  {
    pattern: new RegExp(`^/bv/t/([^/]+)/v/([^/]+)/s/([^/]+)/p/([^/]+)/$`),
    valid: async ({ catalogue }, match) => {
      const [, code, volume, story, page] = match as unknown as string[];
      if (!new RegExp(`^${CODE}$`).test(code!) || ![volume, story, page].every((v) => new RegExp(`^${NUM}$`).test(v!))) return false;
      const found = await catalogue.viewerStory(code!, Number(volume), Number(story));
      // The free viewer serves free, general-audience stories; the rest goes through the check flow later.
      return !!found && found.paymentType === 1 && !found.isAdult && Number(page) <= found.pageCount;
    },
  },
];

export async function passesRouteGuards(pathname: string, services: () => Promise<Services>): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  for (const guard of guards) {
    const match = guard.pattern.exec(decoded);
    if (match) return guard.valid(await services(), match);
  }
  return true;
}

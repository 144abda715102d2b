/**
 * What demo mode (config.demoMode) adds at the composition root: the demo seed on a fresh database and the
 * demo's generated art. demo/ is imported dynamically, so a production start never loads it.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { config } from '#platform/config.ts';
import { noMasterImages, type MasterImageSource } from '#platform/images/master-source.ts';

const loadDemo = () => import('#demo/index.ts');

/** Demo mode: fills a fresh database with the demo data (each part skipped when there). Otherwise nothing. */
export async function seedIfDemo(orm: MikroORM): Promise<void> {
  if (!config.demoMode) return;
  await (await loadDemo()).seedDemoData(orm);
}

/**
 * The covers and pages the image routes serve: in demo mode the demo's generated art (loaded on first use);
 * otherwise none yet (a production catalogue's scans are not stored anywhere so far): the routes answer 404.
 */
export function masterImageSource(): MasterImageSource {
  if (!config.demoMode) return noMasterImages;
  let art: Promise<MasterImageSource> | undefined;
  const demoArt = () => (art ??= loadDemo().then((demo) => demo.demoArt));
  return {
    cover: async (design) => (await demoArt()).cover(design),
    page: async (design) => (await demoArt()).page(design),
  };
}

import { mixSeed } from '#platform/random/seeded-random.ts';
/**
 * A believable, deterministic reading and buying history for the demo catalogue, so the rankings
 * are not empty and differ per kind, basis and list: popularity follows a long tail, each title has
 * its own trend (steady, rising, fading) and its own share of readers who buy. Pure: the same titles,
 * seed and `now` give the same events. The reader and wallet modules insert them.
 */

export type DemoEvents = { titleIds: number[]; storyNumbers: number[]; at: string[] };
export type DemoActivity = { reads: DemoEvents; purchases: DemoEvents };

const DAY = 86_400_000;
const HISTORY_DAYS = 60;
/** The catalogue seed's seed mixer: the same inputs give the same events. */
const mix = mixSeed;

const unit = (...parts: number[]) => mix(...parts) / 4294967296;

type Trend = 'steady' | 'rising' | 'fading';
const TRENDS: Trend[] = ['steady', 'steady', 'rising', 'fading'];

/** Days before `now` of an event, u in [0, 1): rising titles are read mostly lately, fading ones mostly long ago. */
function ageDays(trend: Trend, u: number): number {
  if (trend === 'rising') return HISTORY_DAYS * u ** 3;
  if (trend === 'fading') return HISTORY_DAYS * (1 - u ** 3);
  return HISTORY_DAYS * u;
}

export function planDemoActivity(titleIds: readonly number[], options: { seed: number; now: Date }): DemoActivity {
  const { seed, now } = options;
  // Long tail: a title's popularity rank x is spread over ten times the catalogue; the top titles get
  // hundreds of reads, a small catalogue's last ones about ten, and in a big one (100,000 titles, about
  // 30,000 reads in all) only the first 3% any.
  const spread = Math.max(1_000, titleIds.length * 10);
  const reads: DemoEvents = { titleIds: [], storyNumbers: [], at: [] };
  const purchases: DemoEvents = { titleIds: [], storyNumbers: [], at: [] };
  const push = (events: DemoEvents, titleId: number, storyNumber: number, age: number) => {
    events.titleIds.push(titleId);
    events.storyNumbers.push(storyNumber);
    events.at.push(new Date(now.getTime() - age * DAY).toISOString());
  };
  for (const titleId of titleIds) {
    const x = mix(seed, titleId, 1) % spread;
    const count = Math.floor(600 / (1 + x / 50));
    if (count === 0) continue;
    const readTrend = TRENDS[mix(seed, titleId, 2) % TRENDS.length]!;
    const buyTrend = TRENDS[mix(seed, titleId, 3) % TRENDS.length]!;
    // Between 2% and 40% of the reads turn into a purchase, depending on the title.
    const buyRate = 0.02 + 0.38 * unit(seed, titleId, 4) ** 2;
    for (let i = 0; i < count; i++) {
      const storyNumber = 1 + (mix(seed, titleId, i, 5) % 3);
      push(reads, titleId, storyNumber, ageDays(readTrend, unit(seed, titleId, i, 6)));
      if (unit(seed, titleId, i, 7) < buyRate) push(purchases, titleId, mix(seed, titleId, i, 8) % 30, ageDays(buyTrend, unit(seed, titleId, i, 9)));
    }
  }
  return { reads, purchases };
}

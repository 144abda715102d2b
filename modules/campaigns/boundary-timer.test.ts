import { describe, expect, it } from 'vitest';
import { createBoundaryTimer } from './boundary-timer.ts';

/** A clock and a scheduler the test moves by hand: nothing waits for real time. */
function manualTime(start: string) {
  let now = new Date(start).getTime();
  const queue: { at: number; run: () => void }[] = [];
  return {
    now: () => new Date(now),
    schedule: (run: () => void, delayMs: number) => {
      const task = { at: now + delayMs, run };
      queue.push(task);
      return () => queue.splice(queue.indexOf(task), 1);
    },
    delays: () => queue.map((t) => t.at - now),
    async advanceTo(iso: string) {
      now = new Date(iso).getTime();
      for (const task of queue.filter((t) => t.at <= now)) {
        queue.splice(queue.indexOf(task), 1);
        task.run();
      }
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('the campaign boundary timer', () => {
  it('fires at a window’s end (not at end − 1 ms) and then plans the next boundary', async () => {
    const time = manualTime('2021-12-26T14:59:00.000Z');
    const boundaries = [new Date('2021-12-26T15:00:00.000Z'), new Date('2021-12-31T15:00:00.000Z')];
    let fired = 0;
    const timer = createBoundaryTimer({ nextBoundary: async (after) => boundaries.find((b) => b > after) ?? null, onBoundary: () => fired++, now: time.now, schedule: time.schedule, maxWaitMs: 3_600_000 });
    await timer.start();
    expect(time.delays()).toEqual([60_000]);
    await time.advanceTo('2021-12-26T14:59:59.999Z');
    expect(fired).toBe(0);
    await time.advanceTo('2021-12-26T15:00:00.000Z');
    expect(fired).toBe(1);
    expect(time.delays()).toEqual([3_600_000]);
    timer.stop();
  });

  it('looks again after maxWaitMs when nothing is ahead (a campaign added later is seen)', async () => {
    const time = manualTime('2026-01-01T00:00:00Z');
    let next: Date | null = null;
    let fired = 0;
    const timer = createBoundaryTimer({ nextBoundary: async () => next, onBoundary: () => fired++, now: time.now, schedule: time.schedule, maxWaitMs: 60_000 });
    await timer.start();
    expect(time.delays()).toEqual([60_000]);
    next = new Date('2026-01-01T00:01:30Z');
    await time.advanceTo('2026-01-01T00:01:00Z');
    expect(fired).toBe(0);
    expect(time.delays()).toEqual([30_000]);
    await time.advanceTo('2026-01-01T00:01:30Z');
    expect(fired).toBe(1);
    timer.stop();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIntervalJob } from './interval-job.ts';

// The job's timers and the work's own waits run on fake timers, moved by the test.
beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startIntervalJob', () => {
  it('runs periodically, never overlapping a slow run, and stops after the run in flight', async () => {
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    const job = startIntervalJob('slow', 5, async () => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      await sleep(20);
      active -= 1;
      runs += 1;
    });
    const asked = Promise.all([job.runNow(), job.runNow(), job.runNow()]);
    await vi.advanceTimersByTimeAsync(20);
    await asked;
    expect(runs).toBe(1);
    // The first tick (5 ms) found that run in flight; later runs start 5 ms after the previous one ends,
    // at 25 and 50 ms, each 20 ms long: at 60 ms the third is in flight.
    await vi.advanceTimersByTimeAsync(40);
    expect(runs).toBe(2);
    expect(active).toBe(1);
    const stopping = job.stop();
    await vi.advanceTimersByTimeAsync(20);
    await stopping;
    expect(runs).toBe(3);
    expect(maxActive).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(3);
  });

  it('logs a failure and keeps going', async () => {
    const logged: string[] = [];
    let calls = 0;
    const job = startIntervalJob(
      'flaky',
      5,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('boom');
      },
      { runAtStart: true, log: (message) => logged.push(message) },
    );
    await vi.advanceTimersByTimeAsync(40);
    await job.stop();
    expect(logged).toEqual(['[job] flaky failed']);
    expect(calls).toBeGreaterThan(1);
  });

  it('refuses a non-positive interval', () => {
    expect(() => startIntervalJob('bad', 0, async () => {})).toThrow(/interval must be positive/);
  });
});

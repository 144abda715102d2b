import { describe, expect, it } from 'vitest';
import { startIntervalJob } from './interval-job.ts';

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
    await Promise.all([job.runNow(), job.runNow(), job.runNow()]);
    await sleep(80);
    await job.stop();
    const afterStop = runs;
    expect(maxActive).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(2);
    await sleep(40);
    expect(runs).toBe(afterStop);
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
    await sleep(40);
    await job.stop();
    expect(logged).toEqual(['[job] flaky failed']);
    expect(calls).toBeGreaterThan(1);
  });

  it('refuses a non-positive interval', () => {
    expect(() => startIntervalJob('bad', 0, async () => {})).toThrow(/interval must be positive/);
  });
});

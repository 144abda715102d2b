import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eachConcurrently } from './each-concurrently.ts';

// The calls' waits run on fake timers, moved by the test.
beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('eachConcurrently', () => {
  it('keeps at most `limit` calls in flight and returns results in the items\' order', async () => {
    let inFlight = 0;
    let most = 0;
    const running = eachConcurrently([30, 5, 20, 1, 10, 2, 8], 3, async (ms, index) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await sleep(ms);
      inFlight -= 1;
      return `${index}:${ms}`;
    });
    await vi.runAllTimersAsync();
    const results = await running;
    expect(most).toBe(3);
    expect(results).toEqual(['0:30', '1:5', '2:20', '3:1', '4:10', '5:2', '6:8']);
  });

  it('starts nothing after a call fails, and rejects with its error', async () => {
    const started: number[] = [];
    const failed = eachConcurrently([1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      await sleep(n === 2 ? 5 : 10);
      if (n === 2) throw new Error('two failed');
      return n;
    }).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await failed).toMatchObject({ message: 'two failed' });
    // 1 and 2 start; 2 fails at 5 ms, before 1 ends at 10 ms: nothing starts after that.
    expect(started).toEqual([1, 2]);
  });

  it('handles no items and refuses a limit below one', async () => {
    expect(await eachConcurrently([], 4, async () => 1)).toEqual([]);
    await expect(eachConcurrently([1], 0, async () => 1)).rejects.toThrow('positive integer');
  });
});

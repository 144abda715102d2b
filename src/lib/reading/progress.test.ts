import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProgressReporter } from './progress.ts';

afterEach(() => vi.useRealTimers());

describe('reading progress reporter', () => {
  it('sends the opening page at once, then only the page the reader stays on', async () => {
    vi.useFakeTimers();
    const sent: unknown[] = [];
    const reporter = createProgressReporter({ titleCode: 'YB000001', volumeSerialNumber: 1, storyNumber: 2 }, async (body) => sent.push(body), 800);
    reporter.opened(1);
    reporter.moved(2);
    reporter.moved(3);
    await vi.advanceTimersByTimeAsync(500);
    reporter.moved(4);
    await vi.advanceTimersByTimeAsync(800);
    expect(sent).toEqual([
      { title: 'YB000001', volume: 1, story: 2, page: 1 },
      { title: 'YB000001', volume: 1, story: 2, page: 4 },
    ]);
    reporter.flush(4);
    expect(sent).toHaveLength(2);
    reporter.moved(5);
    reporter.flush(5);
    expect(sent).toHaveLength(3);
    reporter.dispose();
  });

  it('never throws when sending fails', async () => {
    const reporter = createProgressReporter({ titleCode: 'YB000001', volumeSerialNumber: 1, storyNumber: 1 }, async () => {
      throw new Error('offline');
    });
    expect(() => reporter.opened(1)).not.toThrow();
  });
});

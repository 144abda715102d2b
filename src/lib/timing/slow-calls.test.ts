import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withSlowCallIndicator } from './slow-calls.ts';

describe('the circle for slow API calls', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows only for calls slower than the threshold, restarts its 1 s reset while they run, hides when the last one settles', async () => {
    const events: string[] = [];
    const controls = { start: (ms: number) => events.push(`start ${ms}`), stop: () => events.push('stop') };
    const answers: Record<string, (r: Response) => void> = {};
    const fakeFetch = ((input: RequestInfo | URL) => new Promise<Response>((resolve) => (answers[String(input)] = resolve))) as typeof fetch;
    const send = withSlowCallIndicator(fakeFetch, controls, 400);

    const quick = send('/quick');
    await vi.advanceTimersByTimeAsync(100);
    answers['/quick']!(new Response('ok'));
    await quick;
    await vi.advanceTimersByTimeAsync(1000);
    expect(events).toEqual([]);

    const slowA = send('/a');
    const slowB = send('/b');
    await vi.advanceTimersByTimeAsync(400);
    expect(events).toEqual(['start 1000', 'start 1000']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(events.filter((e) => e === 'start 1000').length).toBe(3);
    answers['/a']!(new Response('a'));
    await slowA;
    expect(events).not.toContain('stop');
    answers['/b']!(new Response('b'));
    await slowB;
    expect(events.at(-1)).toBe('stop');
    const count = events.length;
    await vi.advanceTimersByTimeAsync(3000);
    expect(events.length).toBe(count);
  });

  it('hides after a failed call too', async () => {
    const events: string[] = [];
    const failing = (() => new Promise<Response>((_, reject) => setTimeout(() => reject(new TypeError('offline')), 600))) as typeof fetch;
    const send = withSlowCallIndicator(failing, { start: () => events.push('start'), stop: () => events.push('stop') }, 400);
    const call = send('/x').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(600);
    expect(await call).toBeInstanceOf(TypeError);
    expect(events).toEqual(['start', 'stop']);
  });
});

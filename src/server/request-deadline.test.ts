import { afterEach, describe, expect, it, vi } from 'vitest';
import { deadlineFor, withinDeadline } from './request-deadline.ts';

// Issue 29 item 3: under database faults member pages waited 40 s, once 240 s, without a byte.
const never = () => new Promise<Response>(() => undefined);
const request = (path: string) => new Request(`http://localhost${path}`);

/** The deadline's answer to a request whose handler never answers, after exactly `ms` of fake time. */
async function pastDeadline(path: string, ms: number): Promise<Response> {
  const answer = withinDeadline(request(path), never, ms);
  let answered = false;
  void answer.then(() => (answered = true));
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(answered).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(answered).toBe(true);
  return answer;
}

describe('the request deadline', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('answers a page that has no response within the deadline with the 503 error page, not stored, retried shortly', async () => {
    vi.useFakeTimers();
    const response = await pastDeadline('/bookshelf/', 10_000);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('1');
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('ただいまメンテナンス中です');
  });

  it('answers an API request in the API shape with the unavailable message', async () => {
    vi.useFakeTimers();
    const response = await pastDeadline('/payment/api/v1/ticket_and_coin/consume/', 10_000);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toEqual({
      success: false,
      message: { content: 'ただいまサービスを利用できません。しばらくしてから再度お試しください。', label: 'modal', level: 'warning' },
    });
  });

  it('passes on a response (or an error) that comes in time and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const answer = withinDeadline(request('/'), async () => new Response('ok'), 10_000);
    expect((await answer).status).toBe(200);
    expect(vi.getTimerCount()).toBe(0);
    await expect(withinDeadline(request('/'), () => Promise.reject(new Error('render failed')), 10_000)).rejects.toThrow('render failed');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('discards the response that comes after the deadline: its body is cancelled', async () => {
    vi.useFakeTimers();
    let late!: (response: Response) => void;
    const answer = withinDeadline(request('/'), () => new Promise<Response>((resolve) => (late = resolve)), 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await answer).status).toBe(503);
    let cancelled = false;
    late(new Response(new ReadableStream({ cancel: () => void (cancelled = true) })));
    await vi.advanceTimersByTimeAsync(0);
    expect(cancelled).toBe(true);
  });

  it('defaults to REQUEST_DEADLINE_MS; 0 turns it off; a purchase also waits for the provider; the slow sample has none', async () => {
    vi.useFakeTimers();
    vi.stubEnv('REQUEST_DEADLINE_MS', '2000');
    const answer = withinDeadline(request('/'), never);
    await vi.advanceTimersByTimeAsync(2_000);
    expect((await answer).status).toBe(503);

    vi.stubEnv('PAYMENT_CONFIRM_TIMEOUT_MS', '7000');
    expect(deadlineFor('/payment/api/v1/purchase/', 10_000)).toBe(17_000);
    expect(deadlineFor('/payment/api/v1/purchase/pur_1/confirm/', 10_000)).toBe(17_000);
    expect(deadlineFor('/payment/api/v1/ticket_and_coin/consume/', 10_000)).toBe(10_000);
    expect(deadlineFor('/api/v1/sample/slow/', 10_000)).toBe(0);
    expect(deadlineFor('/bookshelf/', 0)).toBe(0);

    vi.stubEnv('REQUEST_DEADLINE_MS', '0');
    void withinDeadline(request('/'), never);
    expect(vi.getTimerCount()).toBe(0);
  });
});

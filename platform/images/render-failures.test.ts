import { describe, expect, it } from 'vitest';
import { RenderFailures, UnrenderableImage } from './render-failures.ts';

const broken = async (): Promise<Uint8Array> => Promise.reject(new Error('VipsJpeg: premature end of JPEG image'));

describe('RenderFailures', () => {
  it('remembers a failed master, rethrown as UnrenderableImage with the cause, and lets a good render through', async () => {
    const failures = new RenderFailures();
    const error = await failures.guard('staff/1', broken)().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnrenderableImage);
    expect((error as UnrenderableImage).master).toBe('staff/1');
    expect(((error as Error).cause as Error).message).toContain('premature end');
    expect(failures.has('staff/1')).toBe(true);
    expect(failures.has('staff/2')).toBe(false);
    expect([...(await failures.guard('staff/2', async () => new Uint8Array([1]))())]).toEqual([1]);
    expect(failures.has('staff/2')).toBe(false);
    expect(failures.remembered).toBe(1);
  });

  it('is bounded: beyond `max` the oldest failure is forgotten', async () => {
    const failures = new RenderFailures({ max: 3 });
    for (const id of [1, 2, 3, 4, 5]) await failures.guard(`staff/${id}`, broken)().catch(() => undefined);
    expect(failures.size).toBe(3);
    expect([1, 2, 3, 4, 5].map((id) => failures.has(`staff/${id}`))).toEqual([false, false, true, true, true]);
    expect(failures.remembered).toBe(5);
  });
});

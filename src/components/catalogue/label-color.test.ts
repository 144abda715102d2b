import { describe, expect, it } from 'vitest';
import { luminance, textColorOn } from './label-color.ts';

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

describe('label text colour', () => {
  it('picks the text colour with at least 4.5:1 contrast on the demo label colours', () => {
    for (const background of ['#3b82f6', '#10b981', '#ef4444', '#f59e0b', '#8b5cf6', '#111827', '#ffffff', '#e11d48']) {
      const text = textColorOn(background)!;
      expect(contrast(luminance(background)!, luminance(text)!), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(textColorOn('#10b981')).toBe('#000000');
    expect(textColorOn('#111827')).toBe('#ffffff');
  });

  it('leaves the stylesheet alone without a usable colour', () => {
    expect(textColorOn(null)).toBeUndefined();
    expect(textColorOn('red')).toBeUndefined();
  });
});

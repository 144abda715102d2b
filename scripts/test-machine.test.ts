import { describe, expect, it } from 'vitest';
import { machinePlan } from './test-machine.ts';

const ready = { chromium: true, japaneseFont: true, java: true, root: false, aptGet: true };

describe('what npm test asks of the machine', () => {
  it('runs on a ready machine', () => {
    expect(machinePlan(ready)).toEqual({ kind: 'ready' });
  });

  it('installs what is missing as root on Debian', () => {
    expect(machinePlan({ ...ready, chromium: false, japaneseFont: false, root: true })).toEqual({ kind: 'install', packages: ['chromium', 'fonts-ipafont-gothic'] });
  });

  it('stops at once with the exact command otherwise', () => {
    const plan = machinePlan({ ...ready, japaneseFont: false, java: false });
    expect(plan.kind).toBe('stop');
    expect(plan.kind === 'stop' && plan.message).toContain('sudo apt-get update && sudo apt-get install -y fonts-ipafont-gothic default-jre-headless');
    const elsewhere = machinePlan({ ...ready, chromium: false, aptGet: false });
    expect(elsewhere.kind === 'stop' && elsewhere.message).toContain('CHROMIUM_PATH');
  });
});

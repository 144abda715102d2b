import { describe, expect, it } from 'vitest';
import { selectStages, STAGES, timingsOf, timingsTable } from './test.ts';

const names = (stages: { name: string }[][]) => stages.map((stage) => stage.map((step) => step.name));

describe('the steps of npm test', () => {
  it('runs the type check, the lint and the build side by side, and what needs the build after it', () => {
    expect(names(STAGES)[0]).toEqual(['type check', 'lint', 'production build']);
    const stageOf = (name: string) => names(STAGES).findIndex((stage) => stage.includes(name));
    expect(stageOf('cluster tests')).toBeGreaterThan(stageOf('production build'));
    expect(stageOf('end-to-end tests')).toBeGreaterThan(stageOf('production build'));
  });

  it('keeps only the steps named on the command line, in their order', () => {
    expect(names(selectStages(STAGES, ['lint']))).toEqual([['lint']]);
    expect(names(selectStages(STAGES, ['node', 'type']))).toEqual([['type check'], ['node tests']]);
    expect(selectStages(STAGES, [])).toBe(STAGES);
  });

  it('writes every selected step with its seconds and status, the ones not reached as skipped, and the total', () => {
    const stages = selectStages(STAGES, ['type', 'lint', 'node']);
    const ran = new Map([
      ['type check', { seconds: 61.2, status: 'passed' as const }],
      ['lint', { seconds: 14.9, status: 'failed' as const }],
    ]);
    const timings = timingsOf(stages, ran, new Date('2026-12-01T00:00:00Z'), 61.5);
    expect(timings).toEqual({
      startedAt: '2026-12-01T00:00:00.000Z',
      status: 'failed',
      seconds: 61.5,
      steps: [
        { name: 'type check', seconds: 61.2, status: 'passed' },
        { name: 'lint', seconds: 14.9, status: 'failed' },
        { name: 'node tests', seconds: 0, status: 'skipped' },
      ],
    });
    expect(timingsTable(timings).split('\n')).toEqual([
      '  type check    61.2 s  passed',
      '  lint          14.9 s  failed',
      '  node tests     0.0 s  skipped',
      '  total         61.5 s  failed',
    ]);
  });
});

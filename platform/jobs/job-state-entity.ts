import { defineEntity, p } from '@mikro-orm/core';

/**
 * One row per periodic job, shared by every process on the database (job-runner.ts): when the job is
 * next due, which process holds a run and until when its claim lasts, and how the last run ended.
 */
export const JobStateSchema = defineEntity({
  name: 'JobState',
  tableName: 'job_state',
  properties: {
    name: p.string().length(100).primary(),
    dueAt: p.datetime(),
    /** The claim of the run in flight; a run whose claim has lapsed (its process died) is taken over. */
    runningUntil: p.datetime().nullable(),
    runOwner: p.string().length(200).nullable(),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
    runs: p.integer().default(0),
    lastError: p.text().nullable(),
  },
});

export class JobState extends JobStateSchema.class {}
JobStateSchema.setClass(JobState);

export const jobEntities = [JobState];

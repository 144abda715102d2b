import { log } from '../log/logger.ts';

type Step = { name: string; order: number; run: () => Promise<void> };

type Holder = { steps: Step[]; installed?: boolean; started?: Promise<void> };
const holder = ((globalThis as { __yomibaShutdown?: Holder }).__yomibaShutdown ??= { steps: [] });

/**
 * Registers work to do when the process is asked to stop (SIGTERM, SIGINT), lowest `order` first:
 * the HTTP drain (10) before closing the database (100). Registering installs the signal handlers
 * once; the process exits 0 after the last step, or 1 if the steps take longer than `deadlineMs` of
 * the slowest registration (the drain's timeout plus a margin).
 */
export function onShutdown(name: string, order: number, run: () => Promise<void>, deadlineMs = 10_000): void {
  holder.steps.push({ name, order, run });
  deadline = Math.max(deadline, deadlineMs);
  if (holder.installed) return;
  holder.installed = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutDown(signal));
}

let deadline = 0;

/** Runs every step in order once (later calls wait for the same run), then exits. */
export function shutDown(reason: string): Promise<void> {
  holder.started ??= (async () => {
    log.info(`[shutdown] ${reason}: stopping`);
    setTimeout(() => {
      log.error(`[shutdown] not done within ${deadline} ms; exiting anyway`);
      process.exit(1);
    }, deadline).unref();
    for (const step of [...holder.steps].sort((a, b) => a.order - b.order)) {
      try {
        await step.run();
      } catch (error) {
        log.error({ err: error }, `[shutdown] ${step.name} failed`);
      }
    }
    process.exit(0);
  })();
  return holder.started;
}

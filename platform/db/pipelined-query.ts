import pg from 'pg';
import { prepareValue } from 'pg/lib/utils.js';

/** One statement of a pipeline: `name` makes it a prepared statement of the connection (parsed once). */
export type PipelineStep = { name?: string | null; text: string; values?: readonly unknown[] };

type Connection = {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string>;
  parse(message: { name: string; text: string; types: unknown[] }): void;
  bind(message: { portal: string; statement: string; values: readonly unknown[]; valueMapper: (value: unknown) => unknown }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string; rows: number }): void;
  close(message: { type: 'S'; name: string }): void;
  sync(): void;
};

type Result = { rows: unknown[] };

/**
 * Several statements sent in one write and answered after one round trip: the extended protocol's
 * Parse/Bind/Execute for each, one Sync at the end. PostgreSQL runs them in order, each with its own
 * snapshot (taken at its Bind, so after the statements before it, e.g. after a lock was granted); the
 * first error skips the rest up to the Sync, so a COMMIT sent last never runs after a failed statement.
 */
class PipelinedQuery extends (pg.Query as unknown as new (config: { text: string }) => {
  callback?: (error: Error | null, results?: Result | Result[]) => void;
  handleReadyForQuery(connection: Connection): void;
}) {
  private readonly parsing: { name: string; text: string }[] = [];
  private readonly steps: readonly PipelineStep[];
  private failed = false;

  constructor(steps: readonly PipelineStep[]) {
    super({ text: steps.map((step) => step.text).join('; ') });
    this.steps = steps;
  }

  submit(connection: Connection): null {
    connection.stream.cork?.();
    try {
      for (const step of this.steps) {
        const name = step.name ?? '';
        if (!name || connection.parsedStatements[name] !== step.text) {
          // A statement of this name may exist from a pipeline that failed after parsing it: closing
          // a statement that does not exist is no error.
          if (name) connection.close({ type: 'S', name });
          connection.parse({ name, text: step.text, types: [] });
          if (name) this.parsing.push({ name, text: step.text });
        }
        connection.bind({ portal: '', statement: name, values: step.values ?? [], valueMapper: prepareValue });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '', rows: 0 });
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleError(error: Error): void {
    this.failed = true;
    this.callback?.(error);
  }

  override handleReadyForQuery(connection: Connection): void {
    if (!this.failed) for (const { name, text } of this.parsing) connection.parsedStatements[name] = text;
    super.handleReadyForQuery(connection);
  }
}

/** Runs `steps` in one round trip on `client`; the rows of each, in order. */
export function runPipelined(client: pg.ClientBase, steps: readonly PipelineStep[]): Promise<unknown[][]> {
  if (steps.length === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const query = new PipelinedQuery(steps);
    query.callback = (error, results) => {
      if (error) return reject(error);
      const list = Array.isArray(results) ? results : [results!];
      resolve(list.map((result) => result.rows));
    };
    client.query(query as unknown as pg.QueryConfig);
  });
}

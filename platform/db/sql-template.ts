/**
 * Hand-written SQL for the measured hot paths, with its parameters numbered by construction:
 * `sql\`select … where user_id = ${userId}\`` keeps the text pieces and the values apart, so the
 * `$1…$n` form (for pg's extended protocol) and the inlined form (for the simple protocol, where a
 * statement rides along with BEGIN or COMMIT) are both built by joining pieces; no `?` in the text is
 * ever searched for or rewritten.
 *
 * A value that is itself a `SqlStatement` is spliced in as SQL (with its own values); `sqlTrusted`
 * makes one from program text such as a column name taken from a fixed map (never from input).
 */
export class SqlStatement {
  readonly strings: readonly string[];
  readonly values: readonly unknown[];

  constructor(strings: readonly string[], values: readonly unknown[]) {
    this.strings = strings;
    this.values = values;
    if (strings.length !== values.length + 1) throw new Error('a SQL statement has one more text piece than values');
  }

  /** The `$1…$n` text and its values, for `client.query({ text, values })` or a prepared statement. */
  numbered(): { text: string; values: unknown[] } {
    let text = this.strings[0]!;
    for (let i = 0; i < this.values.length; i++) text += `$${i + 1}${this.strings[i + 1]}`;
    return { text, values: [...this.values] };
  }

  /** The text with every value quoted in place by `quote` (the driver's literal quoting). */
  inlined(quote: (value: unknown) => string): string {
    let text = this.strings[0]!;
    for (let i = 0; i < this.values.length; i++) text += `${quote(this.values[i])}${this.strings[i + 1]}`;
    return text;
  }
}

/** Tagged template: `sql\`… ${value} …\``; nested statements are spliced in. */
export function sql(strings: TemplateStringsArray | readonly string[], ...values: unknown[]): SqlStatement {
  const pieces: string[] = [strings[0]!];
  const flat: unknown[] = [];
  values.forEach((value, i) => {
    if (value instanceof SqlStatement) {
      pieces[pieces.length - 1] += value.strings[0]!;
      value.values.forEach((inner, j) => {
        flat.push(inner);
        pieces.push(value.strings[j + 1]!);
      });
      pieces[pieces.length - 1] += strings[i + 1]!;
    } else {
      flat.push(value);
      pieces.push(strings[i + 1]!);
    }
  });
  return new SqlStatement(pieces, flat);
}

/** Program text spliced into a statement as SQL (an identifier from a fixed map, a keyword list). */
export const sqlTrusted = (text: string): SqlStatement => new SqlStatement([text], []);

/** Statements joined with a separator (`, ` for a list of SET clauses). */
export function sqlJoin(parts: readonly SqlStatement[], separator: string): SqlStatement {
  return parts.reduce<SqlStatement | null>((joined, part) => (joined ? sql`${joined}${sqlTrusted(separator)}${part}` : part), null) ?? sqlTrusted('');
}

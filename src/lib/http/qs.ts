/**
 * Query-string serialisation in the style of the `qs` package's defaults (spec §7 "qs style"):
 * - arrays as bracket indexes: `a[0]=1&a[1]=2`;
 * - nested objects as brackets: `a[b]=c`, `a[b][0][c]=d`;
 * - undefined values (and functions / symbols) are skipped, null gives `a=`;
 * - empty arrays and empty objects are skipped;
 * - Dates are ISO strings, booleans 'true' / 'false';
 * - keys and values are percent-encoded (RFC 3986, brackets included), as qs does by default.
 */

export type QueryValue = string | number | boolean | bigint | Date | null | undefined | QueryValue[] | { [key: string]: QueryValue };
export type QueryParams = Record<string, QueryValue>;

export interface StringifyOptions {
  /** Leave the brackets of keys readable (`a[0]=1`) instead of `a%5B0%5D=1`. qs default: false. */
  encodeValuesOnly?: boolean;
}

/** Percent-encodes like qs (RFC 3986): everything but ALPHA / DIGIT / - . _ ~ */
export function encodeQueryComponent(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Serialises params to a query string without the leading '?'; '' when nothing is left. */
export function stringifyQuery(params: QueryParams | undefined | null, options: StringifyOptions = {}): string {
  if (!params) return '';
  const parts: string[] = [];
  const encodeKey = options.encodeValuesOnly ? (k: string) => k : encodeQueryComponent;
  const walk = (key: string, value: unknown): void => {
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return;
    if (value === null) {
      parts.push(`${encodeKey(key)}=`);
    } else if (value instanceof Date) {
      parts.push(`${encodeKey(key)}=${encodeQueryComponent(value.toISOString())}`);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(`${key}[${index}]`, item));
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(`${key}[${k}]`, v);
    } else {
      parts.push(`${encodeKey(key)}=${encodeQueryComponent(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(params)) walk(key, value);
  return parts.join('&');
}

/** Appends params to a URL that may already have a query. */
export function appendQuery(url: string, params: QueryParams | undefined | null, options?: StringifyOptions): string {
  const query = stringifyQuery(params, options);
  if (!query) return url;
  const hashIndex = url.indexOf('#');
  const base = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : url.slice(hashIndex);
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}${query}${hash}`;
}

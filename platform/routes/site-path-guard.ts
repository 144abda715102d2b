/**
 * A path on this site: one `/` first. `//host/…` and `/\host/…` start with a slash too, yet a browser
 * reads both as another host's address (protocol-relative); the console's path fields refuse them with
 * the same lookahead, `^\/(?![/\\])`.
 */
export const isSitePath = (value: string): boolean => /^\/(?![/\\])/.test(value);

/** node-postgres's own value encoding (what its Query binds with); @types/pg does not declare the module. */
declare module 'pg/lib/utils.js' {
  export function prepareValue(value: unknown): unknown;
}

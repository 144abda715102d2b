/** The `page` query parameter: 1 when absent, null when it is not a page number (the page answers 404). */
export function pageFromQuery(query: string | undefined, max: number): number | null {
  const value = new URLSearchParams(query ?? '').get('page');
  if (value === null) return 1;
  if (!/^[1-9][0-9]{0,5}$/.test(value)) return null;
  const page = Number(value);
  return page <= max ? page : null;
}

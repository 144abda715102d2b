/** A present campaign's rules, from its `body` (data): courses, eligibility, whether the prize is posted. */
export type PresentRules = { courses: { code: string; label: string }[]; readTitles: number; physicalPrize: boolean };

export function readPresentRules(body: unknown): PresentRules {
  const v = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const courses = Array.isArray(v.courses)
    ? v.courses.filter((c): c is { code: string; label: string } => !!c && typeof (c as { code?: unknown }).code === 'string' && typeof (c as { label?: unknown }).label === 'string').map((c) => ({ code: c.code, label: c.label }))
    : [];
  const eligibility = (v.eligibility ?? {}) as Record<string, unknown>;
  const readTitles = typeof eligibility.readTitles === 'number' && Number.isInteger(eligibility.readTitles) && eligibility.readTitles > 0 ? eligibility.readTitles : 0;
  return { courses, readTitles, physicalPrize: v.physicalPrize === true };
}

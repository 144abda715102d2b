/** The pages a present campaign has under its address (/special/{slug}/, booklist/, form/, already_entries/). */
export const PRESENT_PARTS = ['main', 'booklist', 'form', 'already_entries'] as const;
export type PresentPart = (typeof PRESENT_PARTS)[number];

/**
 * A present campaign's rules, from its `body` (data): courses, eligibility, whether the prize is posted,
 * whether a member enters once per campaign or once per course, which of its pages exist and whether the
 * main page carries the form itself (the publisher festival's 2024 page).
 */
export type PresentRules = {
  courses: { code: string; label: string }[];
  readTitles: number;
  physicalPrize: boolean;
  onePer: 'campaign' | 'course';
  parts: PresentPart[];
  formOnMain: boolean;
};

export function readPresentRules(body: unknown): PresentRules {
  const v = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const courses = Array.isArray(v.courses)
    ? v.courses.filter((c): c is { code: string; label: string } => !!c && typeof (c as { code?: unknown }).code === 'string' && typeof (c as { label?: unknown }).label === 'string').map((c) => ({ code: c.code, label: c.label }))
    : [];
  const eligibility = (v.eligibility ?? {}) as Record<string, unknown>;
  const readTitles = typeof eligibility.readTitles === 'number' && Number.isInteger(eligibility.readTitles) && eligibility.readTitles > 0 ? eligibility.readTitles : 0;
  const parts = Array.isArray(v.parts) ? PRESENT_PARTS.filter((part) => (v.parts as unknown[]).includes(part)) : [];
  return {
    courses,
    readTitles,
    physicalPrize: v.physicalPrize === true,
    onePer: v.onePer === 'course' && courses.length > 0 ? 'course' : 'campaign',
    parts: parts.length > 0 ? parts : [...PRESENT_PARTS],
    formOnMain: v.formOnMain === true,
  };
}

/** The key of the unique constraint beside campaign and member: '' (once per campaign) or the course. */
export const entryKeyOf = (rules: PresentRules, course: string): string => (rules.onePer === 'course' ? course : '');

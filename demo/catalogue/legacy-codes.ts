/**
 * The old site's book codes and the demo titles they now point to: `/book/{legacyCode}/` answers
 * 301 to `/book/title/{titleCode}/`. A fixed list (the spec's "about 20 legacy codes").
 */
export const LEGACY_TITLE_CODES: readonly (readonly [legacyCode: string, titleCode: string])[] = [
  ['book_000123', 'YB000001'],
  ['10001234', 'YB000002'],
  ['book_000187', 'YB000003'],
  ['10001301', 'YB000004'],
  ['book_000245', 'YB000005'],
  ['10001388', 'YB000006'],
  ['book_000302', 'YB000007'],
  ['10001427', 'YB000008'],
  ['book_000356', 'YB000009'],
  ['10001502', 'YB000010'],
  ['book_000411', 'YB000011'],
  ['10001579', 'YB000012'],
  ['book_000468', 'YB000013'],
  ['10001646', 'YB000014'],
  ['book_000520', 'YB000015'],
  ['10001713', 'YB000016'],
  ['book_000579', 'YB000017'],
  ['10001790', 'YB000018'],
  ['book_000633', 'YB000019'],
  ['10001857', 'YB000020'],
];


/**
 * Relevance of a title's search document `s` for a folded keyword (an SQL expression: `$1`, or a
 * column when precomputing). Higher is better: title, then reading, then author, then tag; exact
 * before prefix before inside.
 */
export function relevanceOf(keyword: string): string {
  const k = keyword;
  return `
  case when s.title_fold = ${k} then 1000
       when left(s.title_fold, length(${k})) = ${k} then 800
       when strpos(s.authors_fold, chr(1) || ${k} || chr(1)) > 0 then 750
       when s.kana_fold = ${k} then 700
       when left(s.kana_fold, length(${k})) = ${k} then 600
       when strpos(s.title_fold, ${k}) > 0 then 500
       when strpos(s.authors_fold, chr(1) || ${k}) > 0 then 450
       when strpos(s.kana_fold, ${k}) > 0 then 400
       when strpos(s.authors_fold, ${k}) > 0 then 300
       when strpos(s.tags_fold, chr(1) || ${k} || chr(1)) > 0 then 200
       else 100 end`;
}

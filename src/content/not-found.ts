/** The not-found screen's wording: a Japanese heading first, then the spec's message (spec §8 "Unmatched route"). */
export const NOT_FOUND_HEADING = 'ページが見つかりません';
export const NOT_FOUND_MESSAGE = 'This page could not be found';
export const NOT_FOUND_HINT = 'お探しのページは見つかりませんでした。URLが正しいかご確認ください。';

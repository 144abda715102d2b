/** Browser-safe: what a tweet_present entry asks for (decision 051 addendum). */
/** The address of a post on X (x.com or twitter.com, https, /{user}/status/{id}), as the member pastes it. */
export const POST_URL = /^https:\/\/(?:(?:www|mobile)\.)?(?:x|twitter)\.com\/[A-Za-z0-9_]{1,15}\/status\/[0-9]{1,25}\/?(?:\?[^\s#]*)?$/;
export const POST_URL_MESSAGE = 'XのポストのURL（https://x.com/ユーザー名/status/数字 の形）を入力してください。';

/** The post's address as kept: without its query (share parameters) or a trailing slash. */
export const normalPostUrl = (url: string) => url.trim().replace(/[?].*$/, '').replace(/\/$/, '');

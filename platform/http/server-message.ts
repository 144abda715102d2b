/**
 * The spec's server message (spec §3 "Server message"), in every failure `{ success: false, message }` and
 * in many answers: label says how the client shows it. The one declaration, for the server and the browser.
 */
export type ServerMessage = {
  content: string;
  label: 'string' | 'modal' | 'notfound' | 'redirect';
  /** Always sent by this server (ApiError defaults it to 'error'); a client reading a body still checks it. */
  level?: 'info' | 'warning' | 'error';
  conversion?: string;
  button?: { link: string; text: string };
};

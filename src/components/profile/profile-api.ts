/** The profile forms' calls, typed by their routes (modules/accounts/profile-router.ts). */
import type { InferRequestType } from 'hono/client';
import { apiClient } from '../../lib/http/index.ts';

const profile = apiClient.api.user.v1.profile;
type Headers = Record<string, string>;
type Json<C extends (...args: never[]) => unknown> = InferRequestType<C> extends { json: infer J } ? J : never;

export const PROFILE_FORMS = {
  displayName: (json: Json<typeof profile.index.$post>, headers: Headers) => profile.index.$post({ json }, { headers }),
  icon: (json: Json<typeof profile.icon.index.$post>, headers: Headers) => profile.icon.index.$post({ json }, { headers }),
  accountHolder: (json: Json<(typeof profile)['account-holder']['index']['$post']>, headers: Headers) => profile['account-holder'].index.$post({ json }, { headers }),
  delete: (json: Json<typeof profile.delete.index.$post>, headers: Headers) => profile.delete.index.$post({ json }, { headers }),
  episodeMail: (json: Json<(typeof profile)['episode-mail']['index']['$post']>, headers: Headers) => profile['episode-mail'].index.$post({ json }, { headers }),
  /** The route reads its optional body itself (no payload turns it on), so the JSON goes as the raw body. */
  adultSetting: (json: { enabled: boolean }, headers: Headers) =>
    profile['adult-setting'].index.$post(undefined, { headers: { ...headers, 'Content-Type': 'application/json' }, init: { body: JSON.stringify(json) } }),
};

import { SIGN_UP_PATH } from '../sign-up-path.ts';

/** Credentials are a few KB: these routes refuse a larger body (413) before anything parses it. */
export const accountBodyLimits = [
  { prefix: '/api/v1/signin/', maxBytes: 4 * 1024 },
  { prefix: SIGN_UP_PATH, maxBytes: 4 * 1024 },
  { prefix: '/api/v1/password/', maxBytes: 4 * 1024 },
  { prefix: '/api/user/v1/profile/password/', maxBytes: 4 * 1024 },
];

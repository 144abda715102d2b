/** `POST /api/v1/signup/`: email/password sign-up (its address, for the composition root's referral context and the body limit). */
export const SIGN_UP_PATH = '/api/v1/signup/';

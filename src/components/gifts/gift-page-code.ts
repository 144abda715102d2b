import { GiftError } from '#modules/rewards/index.ts';

/** A gift's code in its address (/gift/coupon/{code}/, /gift/ticket/{code}/). */
export const GIFT_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** For `.catch()`: an unknown gift (GiftError) reads as null, for a 404; anything else (the database away) is an error. */
export const unlessGiftError = (error: unknown): null => {
  if (error instanceof GiftError) return null;
  throw error;
};

/** How a story is read (spec: paymentType): free, free if you wait (待てば¥0), or for coins. */
export const PaymentType = { Free: 1, FreeIfWait: 2, Coins: 3 } as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];

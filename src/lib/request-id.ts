/** A fresh id for one confirmed action (an exchange, a conversion): the same id again is the same action on the server. */
export const newRequestId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^A-Za-z0-9_-]/g, '');

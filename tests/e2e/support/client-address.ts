import { randomInt } from "node:crypto";

/**
 * Headers that make a request come from a client address of its own (the e2e server trusts one
 * proxy hop), so the per-address rate limits of the forms and APIs do not carry over between tests.
 */
export const ownAddress = () => ({
  "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
});

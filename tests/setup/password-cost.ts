import { usePasswordCostForTests } from "~/services/passwords.server";

/**
 * Database tests create and sign in many admins: at OWASP's scrypt cost (about 0.35 s a hash
 * here) they would spend minutes hashing. They use a cheaper cost; passwords.server.test.ts and
 * the browser tests (the built server) use OWASP's.
 */
usePasswordCostForTests({ N: 2 ** 12, r: 8, p: 1 });

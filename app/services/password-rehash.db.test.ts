import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { users } from "~/db/schema";
import { ensureFirstAdmin, setAdminPassword } from "./admin-accounts.server";
import { logInAdmin } from "./admin-auth.server";
import {
  currentPasswordCost,
  OWASP_SCRYPT_COST,
  usePasswordCostForTests,
  verifyPassword,
} from "./passwords.server";

const t = useTestDatabase();
const testCost = currentPasswordCost();
afterEach(() => usePasswordCostForTests(testCost));
const silent = { info: () => {}, warn: () => {} };

async function storedHash(username: string) {
  const [user] = await t.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.username, username));
  return user!.passwordHash;
}

describe("a password hash made with an older, cheaper cost", () => {
  it("is replaced with one at today's cost on the next successful login, and only then", async () => {
    await setAdminPassword(t.db, "ops", "the-right-password");
    const old = await storedHash("ops");
    expect(old).toMatch(/^scrypt\$4096\$8\$1\$/);

    // The server's cost rises to OWASP's (as it did from N=2^15 to 2^17).
    usePasswordCostForTests(OWASP_SCRYPT_COST);
    const wrong = await logInAdmin(t.db, { username: "ops", password: "wrong" }, "203.0.113.7");
    expect(wrong.status).toBe("invalid");
    expect(await storedHash("ops")).toBe(old);

    const right = await logInAdmin(
      t.db,
      { username: "ops", password: "the-right-password" },
      "203.0.113.7",
    );
    expect(right.status).toBe("ok");
    const upgraded = await storedHash("ops");
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword("the-right-password", upgraded)).toBe(true);

    // Already at today's cost: the next login keeps the hash.
    await logInAdmin(t.db, { username: "ops", password: "the-right-password" }, "203.0.113.7");
    expect(await storedHash("ops")).toBe(upgraded);
  });

  it("is replaced at start-up when ADMIN_PASSWORD matches it", async () => {
    await setAdminPassword(t.db, "admin", "configured-password");
    usePasswordCostForTests({ N: 2 ** 13, r: 8, p: 1 });
    await ensureFirstAdmin(t.db, { username: "admin", password: "configured-password" }, silent);
    expect(await storedHash("admin")).toMatch(/^scrypt\$8192\$8\$1\$/);
  });
});

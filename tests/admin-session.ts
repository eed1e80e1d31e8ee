import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { sessionCookie } from "~/http/sessions/session-cookie.server";
import { setAdminPassword } from "~/services/admin-accounts.server";
import { ADMIN_SESSION_TTL_MS, createSession } from "~/services/sessions.server";
import { makeAgency } from "./factories";

/** A Cookie header of a fresh admin session (the admin is made if missing). */
export async function adminCookie(db: Db, config: Config, username = "admin"): Promise<string> {
  const { user } = await setAdminPassword(db, username, "test-admin-password");
  const { token } = await createSession(db, { userId: user.id }, ADMIN_SESSION_TTL_MS);
  return (await sessionCookie(config).serialize(token)).split(";")[0]!;
}

/** Cookie headers that must NOT count as an admin: none, expired, an agency's, forged. */
export async function nonAdminCookies(db: Db, config: Config): Promise<Record<string, string>> {
  const { user } = await setAdminPassword(db, "expired-admin", "test-admin-password");
  const expired = await createSession(
    db,
    { userId: user.id },
    ADMIN_SESSION_TTL_MS,
    new Date(Date.now() - 2 * ADMIN_SESSION_TTL_MS),
  );
  const agency = await makeAgency(db);
  const ofAgency = await createSession(db, { agencyId: agency.id }, ADMIN_SESSION_TTL_MS);
  const cookie = async (token: string) =>
    (await sessionCookie(config).serialize(token)).split(";")[0]!;
  return {
    none: "",
    expired: await cookie(expired.token),
    agency: await cookie(ofAgency.token),
    forged: "session=not-a-signed-token",
  };
}

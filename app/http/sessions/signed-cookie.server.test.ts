import { describe, expect, it } from "vitest";
import { readSessionToken, setSessionCookie } from "./session-cookie.server";
import { signedCookie } from "./signed-cookie.server";
import { createToastHeaders, getToast } from "./toast.server";

const siteUrl = "http://localhost:3000";
const [oldSecret, newSecret] = ["o".repeat(32), "n".repeat(40)];
/** Before the rotation, during it (the new secret first, the old one still listed), after it. */
const before = { sessionSecrets: [oldSecret], siteUrl };
const rotating = { sessionSecrets: [newSecret, oldSecret], siteUrl };
const after = { sessionSecrets: [newSecret], siteUrl };
const expires = new Date(Date.now() + 60 * 60_000);

/** A request carrying the cookie a response set (name=value only, as a browser sends it). */
const requestWith = (setCookie: string) =>
  new Request(`${siteUrl}/`, { headers: { Cookie: setCookie.split(";")[0]! } });

describe("rotating SESSION_SECRET", () => {
  it("keeps a session signed with the old secret, for operators and agencies alike", async () => {
    for (const kind of ["admin", "agency"] as const) {
      const cookie = await setSessionCookie(before, `token-${kind}`, expires, kind);
      expect(await readSessionToken(requestWith(cookie), rotating, kind)).toBe(`token-${kind}`);
    }
  });

  it("signs a new session with the new secret", async () => {
    const cookie = await setSessionCookie(rotating, "token-new", expires);
    expect(await readSessionToken(requestWith(cookie), after)).toBe("token-new");
    expect(await readSessionToken(requestWith(cookie), before)).toBeUndefined();
  });

  it("ends the old secret's sessions once it is taken off the list", async () => {
    const cookie = await setSessionCookie(before, "token-old", expires);
    expect(await readSessionToken(requestWith(cookie), after)).toBeUndefined();
  });

  it("keeps a toast flashed just before the rotation", async () => {
    const headers = await createToastHeaders({ type: "success", title: "Saved" }, before);
    const { toast } = await getToast(requestWith(headers.get("Set-Cookie")!), rotating);
    expect(toast).toMatchObject({ type: "success", title: "Saved" });
  });
});

describe("signedCookie", () => {
  it("makes HttpOnly, SameSite=Lax cookies for the whole site, Secure only on https", async () => {
    const local = await signedCookie("flash", before).serialize("x");
    expect(local).toMatch(/^flash=.*; Path=\/; HttpOnly; SameSite=Lax$/);
    const https = { ...before, siteUrl: "https://wakala.ae" };
    expect(await signedCookie("flash", https).serialize("x")).toMatch(/^flash=.*; Secure/);
    expect(await signedCookie("flash", https, { hostOnly: true }).serialize("x")).toMatch(
      /^__Host-flash=.*; Secure/,
    );
    // __Host- needs Secure, so a local site keeps the plain name.
    expect(await signedCookie("flash", before, { hostOnly: true }).serialize("x")).toMatch(
      /^flash=/,
    );
  });
});

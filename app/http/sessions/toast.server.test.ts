import { describe, expect, it } from "vitest";
import { createToastHeaders, getToast, redirectWithToast } from "./toast.server";

const config = { sessionSecrets: ["s".repeat(32)], siteUrl: "http://localhost:3000" };

/** A request carrying the cookie a previous response set (name=value only, as a browser sends). */
function requestWithCookieFrom(headers: Headers): Request {
  const setCookie = headers.get("Set-Cookie") ?? "";
  return new Request("http://localhost:3000/", { headers: { Cookie: setCookie.split(";")[0]! } });
}

describe("flash toast cookie", () => {
  it("round-trips a toast through the redirect and clears it when read", async () => {
    const response = await redirectWithToast(
      "/thank-you",
      { type: "success", title: "Saved", description: "All good." },
      config,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/thank-you");

    const { toast, headers } = await getToast(requestWithCookieFrom(response.headers), config);
    expect(toast).toMatchObject({ type: "success", title: "Saved", description: "All good." });
    expect(toast?.id).toEqual(expect.any(String));
    expect(headers?.get("Set-Cookie")).toMatch(/^toast=;.*Max-Age=0/i);
  });

  it("cuts a long provider message instead of failing, and the cookie stays under 4 KB", async () => {
    const reason = "Stripe: ".padEnd(3000, "x");
    const headers = await createToastHeaders(
      { type: "error", title: `Deleting failed: ${reason}`, description: reason },
      config,
    );
    expect(headers.get("Set-Cookie")!.length).toBeLessThan(4096);
    const { toast } = await getToast(requestWithCookieFrom(headers), config);
    expect(toast?.title).toHaveLength(200);
    expect(toast?.title.endsWith("…")).toBe(true);
    expect(toast?.description).toHaveLength(500);
  });

  it("sets a signed, HttpOnly, SameSite=Lax cookie, Secure only on an https site", async () => {
    const local = (await createToastHeaders({ title: "Hi" }, config)).get("Set-Cookie")!;
    expect(local).toMatch(/HttpOnly/);
    expect(local).toMatch(/SameSite=Lax/);
    expect(local).not.toMatch(/Secure/);
    const https = { ...config, siteUrl: "https://wakala.ae" };
    expect((await createToastHeaders({ title: "Hi" }, https)).get("Set-Cookie")).toMatch(/Secure/);
  });

  it("ignores a cookie signed with another secret", async () => {
    const headers = await createToastHeaders(
      { title: "Forged" },
      { ...config, sessionSecrets: ["x".repeat(32)] },
    );
    const { toast } = await getToast(requestWithCookieFrom(headers), config);
    expect(toast).toBeNull();
  });

  it("reads no toast and sets no header when the request has none", async () => {
    const result = await getToast(new Request("http://localhost:3000/"), config);
    expect(result).toEqual({ toast: null, headers: null });
  });

  it("keeps the headers a redirect was given", async () => {
    const response = await redirectWithToast("/", { title: "Hi" }, config, {
      headers: { "X-Extra": "1" },
    });
    expect(response.headers.get("X-Extra")).toBe("1");
    expect(response.headers.get("Set-Cookie")).toMatch(/^toast=/);
  });
});

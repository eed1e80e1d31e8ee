import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { UPLOAD_MAX_BODY_BYTES } from "~/http/multipart.server";
import { MAX_BODY_BYTES } from "~/http/request-body.server";
import { bodyLimitFor } from "./body-reading";
import { inspectRequest } from "./request-inspection";

const request = (url: string, headers: Record<string, string> = {}) =>
  ({ url, headers: { host: "localhost:3000", ...headers } }) as unknown as IncomingMessage;

describe("inspectRequest", () => {
  it("passes ordinary requests, Arabic paths and queries included", () => {
    for (const url of [
      "/",
      "/agencies?service=SEO&location=dubai&q=web+design&page=2",
      "/agencies/%D9%88%D9%83%D8%A7%D9%84%D8%A9",
      "/agencies?q=%25ZZ",
      "/admin?tab=briefs&q=",
    ]) {
      expect(inspectRequest(request(url))).toBeNull();
    }
  });

  it("calls a path with invalid percent-encoding or a control character a 404", () => {
    for (const url of [
      "/%ZZ",
      "/agencies/%C0%AF",
      "/a/%00",
      "/a/%0A",
      "/%",
      "/api/agencies/%ZZ/subscription",
    ]) {
      expect(inspectRequest(request(url))).toEqual({ status: 404, reason: "path" });
    }
  });

  it("calls a query with invalid encoding, a control character or too many parameters a 400", () => {
    for (const url of [
      "/agencies?q=%ZZ",
      "/agencies?q=%00",
      "/?a%0D%0A=1",
      `/?${"a=1&".repeat(101)}`,
    ]) {
      expect(inspectRequest(request(url))).toEqual({ status: 400, reason: "query" });
    }
  });

  it("refuses a Host that is not a host name, and control characters in headers it reads", () => {
    expect(inspectRequest(request("/", { host: "a b" }))).toMatchObject({ status: 400 });
    expect(inspectRequest(request("/", { host: "evil/x" }))).toMatchObject({ status: 400 });
    expect(inspectRequest(request("/", { host: "[::1]:3000" }))).toBeNull();
    expect(inspectRequest(request("/", { origin: "http://x\u0085" }))).toMatchObject({
      status: 400,
    });
    expect(inspectRequest(request("/", { "user-agent": "Mozilla/5.0\t(X11)" }))).toBeNull();
  });

  it("checks the cookies the app reads, and leaves other sites' cookies alone", () => {
    expect(inspectRequest(request("/", { cookie: "toast=%ZZ" }))).toMatchObject({ status: 400 });
    expect(inspectRequest(request("/", { cookie: "a=1; session=x%00" }))).toMatchObject({
      status: 400,
    });
    expect(inspectRequest(request("/", { cookie: "other=%ZZ; theme=dark" }))).toBeNull();
    expect(inspectRequest(request("/", { cookie: "session=abc.def%3D" }))).toBeNull();
  });
});

describe("inspectRequest, request targets and ports", () => {
  it("refuses absolute-form and asterisk targets, and ports past 65535", () => {
    expect(inspectRequest(request("http://evil.example/admin"))).toEqual({
      status: 404,
      reason: "path",
    });
    expect(inspectRequest(request("*"))).toMatchObject({ status: 404 });
    expect(inspectRequest(request("/", { host: "localhost:99999" }))).toMatchObject({
      status: 400,
    });
    expect(inspectRequest(request("/", { host: "localhost:65535" }))).toBeNull();
    expect(inspectRequest(request("/", { host: "[::1]:70000" }))).toMatchObject({ status: 400 });
  });

  it("takes an upload's 10 MB body only with an agency's session cookie, 64 KB otherwise", () => {
    const limit = (path: string, cookie?: string) =>
      bodyLimitFor({ path, headers: cookie === undefined ? {} : { cookie } });
    expect(limit("/dashboard/images", "agency_session=s%3Aabc")).toBe(UPLOAD_MAX_BODY_BYTES);
    expect(limit("/ar/dashboard/images", "x=1; __Host-agency_session=abc")).toBe(
      UPLOAD_MAX_BODY_BYTES,
    );
    expect(limit("/dashboard/images")).toBe(MAX_BODY_BYTES);
    expect(limit("/dashboard/images", "session=abc; not_agency_session=1")).toBe(MAX_BODY_BYTES);
    expect(limit("/dashboard", "agency_session=abc")).toBe(MAX_BODY_BYTES);
    expect(limit("/api/stripe/webhook")).toBe(1024 * 1024);
  });
});

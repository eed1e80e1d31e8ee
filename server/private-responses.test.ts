import { describe, expect, it } from "vitest";
import { isPrivateRequest } from "./private-responses";

describe("isPrivateRequest", () => {
  it.each([
    "/admin",
    "/admin.data",
    "/admin/matches",
    "/Admin/Briefs/12",
    "/admin/briefs.csv",
    "/api/admin/briefs",
    "/api/matches",
    "/dashboard",
    "/dashboard.data",
    "/dashboard/sign-in",
    "/dashboard/confirm-email",
    "/dashboard/upgrade",
    "/billing/test-checkout/cs_test_1",
    "/dev/mailbox",
    "/dev/mailbox/3/html",
    "/api/agencies/email/a%40b.ae",
    "/api/agencies/12/subscription",
    "/api/upgrade-to-pro",
    "/api/create-checkout-session",
    "/%64ashboard",
    "/ar/dashboard",
    "/ar/dashboard.data",
    "/AR/Dashboard/sign-in",
    "/ar/dashboard/upgrade",
  ])("treats %s as private", (path) => {
    expect(isPrivateRequest(path, undefined)).toBe(true);
  });

  it.each([
    "/",
    "/about",
    "/agencies",
    "/agencies/admin-studio",
    "/api/agencies",
    "/administrators",
    "/%ZZ",
    "/ar",
    "/ar/agencies",
    "/ar/agencies/dashboard-studio",
  ])("leaves %s public without a session", (path) => {
    expect(isPrivateRequest(path, undefined)).toBe(false);
    expect(isPrivateRequest(path, "toast=abc; theme=dark")).toBe(false);
  });

  it.each([
    "session=abc",
    "agency_session=abc",
    "__Host-session=abc",
    "theme=dark; __Host-agency_session=abc",
    "theme=dark;session=abc",
  ])("treats any page as private with a session cookie: %s", (cookie) => {
    expect(isPrivateRequest("/about", cookie)).toBe(true);
  });

  it("does not take a cookie that only ends in 'session' for one", () => {
    expect(isPrivateRequest("/about", "mysession=1; agency_sessions=2")).toBe(false);
  });
});

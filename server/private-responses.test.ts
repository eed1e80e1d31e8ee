import { describe, expect, it } from "vitest";
import { SHARED_CACHE_CONTROL } from "~/entry.server";
import { mayBeShared } from "./private-responses";

describe("mayBeShared", () => {
  it.each([SHARED_CACHE_CONTROL, "public, max-age=3600", "Public"])(
    "shares what its route declared public: %s",
    (cacheControl) => {
      expect(mayBeShared(cacheControl, undefined, false)).toBe(true);
      expect(mayBeShared(cacheControl, "toast=abc; theme=dark", false)).toBe(true);
    },
  );

  it.each([undefined, "", "no-store", "private, no-store", "max-age=60", "publicity", "no-cache"])(
    "keeps private what nothing declared public: %s",
    (cacheControl) => {
      expect(mayBeShared(cacheControl, undefined, false)).toBe(false);
    },
  );

  it.each([
    "session=abc",
    "agency_session=abc",
    "__Host-session=abc",
    "theme=dark; __Host-agency_session=abc",
    "theme=dark;session=abc",
  ])("keeps any answer private with a session cookie: %s", (cookie) => {
    expect(mayBeShared(SHARED_CACHE_CONTROL, cookie, false)).toBe(false);
  });

  it("does not take a cookie that only ends in 'session' for one", () => {
    expect(mayBeShared(SHARED_CACHE_CONTROL, "mysession=1; agency_sessions=2", false)).toBe(true);
  });

  it("keeps private an answer that sets a cookie", () => {
    expect(mayBeShared(SHARED_CACHE_CONTROL, undefined, true)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { clientPath } from "./client-access";
import { nextOf, signInWithNext } from "./sign-in-next";

describe("where a client's sign-in link leads", () => {
  it("keeps My briefs, a thread and a brief, and sends anything else to My briefs", () => {
    for (const kept of ["/my-briefs", "/my-briefs/threads/7", "/my-briefs/briefs/123456789"]) {
      expect(clientPath(kept)).toBe(kept);
    }
    for (const other of [
      "//evil.example/my-briefs",
      "https://evil.example/my-briefs/threads/7",
      "/my-briefs/threads/0",
      "/my-briefs/threads/1234567890",
      "/my-briefs/briefs/7/../../admin",
      "/my-briefs/threads/7#x",
      "/my-briefs/sign-in",
      "/dashboard/threads/7",
      "",
      null,
      ["/my-briefs/threads/7"],
    ]) {
      expect(clientPath(other)).toBe("/my-briefs");
    }
  });
});

describe("the page a signed-out reader comes back to", () => {
  it("rides on the sign-in page's address and is read back by the area's reader", () => {
    const signIn = signInWithNext("/my-briefs", "/my-briefs/threads/7");
    expect(signIn).toBe("/my-briefs?next=%2Fmy-briefs%2Fthreads%2F7");
    expect(nextOf(`http://localhost${signIn}`, clientPath)).toBe("/my-briefs/threads/7");
    expect(nextOf("http://localhost/my-briefs", clientPath)).toBe("/my-briefs");
    expect(nextOf("http://localhost/my-briefs?next=%2F%2Fevil.example", clientPath)).toBe(
      "/my-briefs",
    );
  });
});

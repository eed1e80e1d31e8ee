import { describe, expect, it } from "vitest";
import { actionHeaders, answeredOr } from "./network-failure";

describe("answeredOr", () => {
  it("passes the server's answer through", async () => {
    expect(
      await answeredOr(
        () => Promise.resolve({ sent: true }),
        () => "failed",
      ),
    ).toEqual({
      sent: true,
    });
  });

  it("turns a request that got no answer (fetch's TypeError) into the failure", async () => {
    const offline = () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await answeredOr(offline, () => "failed")).toBe("failed");
  });

  it("lets any other error through to the error page", async () => {
    const broken = () => Promise.reject(new Error("bug"));
    await expect(answeredOr(broken, () => "failed")).rejects.toThrow("bug");
  });
});

describe("actionHeaders", () => {
  it("forwards Retry-After from the action to the page's response, and nothing else", () => {
    const headers = actionHeaders({
      actionHeaders: new Headers({ "Retry-After": "120", "X-Other": "1" }),
    });
    expect(headers.get("Retry-After")).toBe("120");
    expect(headers.get("X-Other")).toBeNull();
  });
});

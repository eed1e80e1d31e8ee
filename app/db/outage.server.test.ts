import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./outage.server";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    [
      "the server shutting down",
      withCode("57P01", "terminating connection due to administrator command"),
    ],
    ["the server starting", withCode("57P03", "the database system is starting up")],
    ["a connection exception", withCode("08006")],
    ["a refused connection", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["a cut connection", new Error("Connection terminated unexpectedly")],
    ["a pool timeout", new Error("timeout exceeded when trying to connect")],
    ["a closed pool", new Error("Cannot use a pool after calling end on the pool")],
    ["a closed embedded database", new Error("PGlite is closed")],
    [
      "a driver error wrapped by Drizzle",
      Object.assign(new Error("Failed query: insert ..."), { cause: withCode("57P01") }),
    ],
  ])("recognises %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("23505", "duplicate key value")],
    ["a syntax error", withCode("42601")],
    ["a plain error", new Error("boom")],
    ["a string", "Connection terminated"],
    ["nothing", undefined],
    [
      "a wrapped query error",
      Object.assign(new Error("Failed query"), { cause: withCode("23503") }),
    ],
  ])("does not take %s for an outage", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

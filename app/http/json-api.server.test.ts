import { describe, expect, it } from "vitest";
import { z } from "zod";
import { allowMethods, getOnlyAction, postOnlyLoader, readJsonBody } from "./json-api.server";

const schema = z.object(
  { name: z.string().min(1, "Required"), email: z.email("Bad e-mail") },
  { error: "Send a JSON object." },
);
const post = (body: string, type = "application/json") =>
  new Request("http://localhost/api/x", {
    method: "POST",
    body,
    headers: { "Content-Type": type },
  });

async function refusal(request: Request) {
  const thrown = await readJsonBody(request, schema).then(
    () => {
      throw new Error("expected a refusal");
    },
    (e: unknown) => e as Response,
  );
  return { status: thrown.status, body: (await thrown.json()) as unknown };
}

describe("readJsonBody", () => {
  it("returns the parsed body, ignoring unknown fields", async () => {
    const body = await readJsonBody(post('{"name":"Omar","email":"o@example.ae","x":1}'), schema);
    expect(body).toEqual({ name: "Omar", email: "o@example.ae" });
  });

  it("answers 400 with a message per field", async () => {
    expect(await refusal(post('{"name":"","email":"nope"}'))).toEqual({
      status: 400,
      body: {
        error: "Please correct the highlighted fields.",
        fields: { name: ["Required"], email: ["Bad e-mail"] },
      },
    });
  });

  it.each([
    ["malformed JSON", post("{name:"), 400, "The request body is not valid JSON."],
    // A body that is not an object gets the schema's one message for it as the error.
    ["a JSON array", post("[]"), 400, "Send a JSON object."],
    ["null", post("null"), 400, "Send a JSON object."],
    [
      "a form body",
      post("name=x", "application/x-www-form-urlencoded"),
      415,
      "Send the request body as JSON with Content-Type: application/json.",
    ],
    [
      "an oversized body",
      post(JSON.stringify({ name: "x".repeat(70_000) })),
      413,
      "The request body is too large.",
    ],
    ["a GET", new Request("http://localhost/api/x"), 405, "Method not allowed."],
  ])("refuses %s", async (_label, request, status, error) => {
    const result = await refusal(request);
    expect(result.status).toBe(status);
    expect(result.body).toMatchObject({ error });
  });
});

describe("method not allowed", () => {
  const thrown = (answer: () => unknown) => {
    try {
      answer();
    } catch (error) {
      return error as Response;
    }
    throw new Error("expected a 405");
  };

  it.each([
    ["allowMethods", () => allowMethods(post("{}"), ["GET", "DELETE"]), "GET, DELETE"],
    ["postOnlyLoader", postOnlyLoader, "POST"],
    ["getOnlyAction", getOnlyAction, "GET"],
  ])("%s answers 405 { error } with Allow naming the methods served", async (_l, answer, allow) => {
    const response = thrown(answer);
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe(allow);
    expect(await response.json()).toEqual({ error: "Method not allowed." });
  });

  it("lets a method that is served through", () => {
    expect(() => allowMethods(post("{}"), ["GET", "POST"])).not.toThrow();
  });
});

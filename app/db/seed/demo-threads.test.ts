import { describe, expect, it } from "vitest";
import { SEED_BASE_DATE } from "./fake";
import { buildDemoData } from "./demo";

describe("the demo's threads", () => {
  const data = buildDemoData();

  it("come after their match and before the demo's day, in the brief's language", () => {
    expect(data.threads.length).toBeGreaterThan(data.matches.length);
    for (const message of data.threads) {
      const match = data.matches[message.matchIndex]!;
      expect(message.createdAt.getTime()).toBeGreaterThan(match.matchedAt.getTime());
      expect(message.createdAt.getTime()).toBeLessThan(SEED_BASE_DATE.getTime());
      const arabic = data.briefs[match.briefIndex]!.preferredLanguage === "ar";
      expect(/[\u0600-\u06ff]/.test(message.body)).toBe(arabic);
    }
  });

  it("leave some matches waiting for the agency, so the operator's list has something on top", () => {
    const answered = new Set(
      data.threads.filter((m) => m.author === "agency").map((m) => m.matchIndex),
    );
    const waiting = data.matches.filter((_, i) => !answered.has(i));
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.length).toBeLessThan(data.matches.length / 4);
  });
});

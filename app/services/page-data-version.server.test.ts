import { describe, expect, it } from "vitest";
import { freshVersionReader, profileSlugOf } from "./page-data-version.server";

/** A read whose answer the test gives, to see which requests share which read. */
function controlledReads() {
  const reads: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      reads.push({ resolve, reject });
    });
  return { reads, read };
}

describe("freshVersionReader", () => {
  it("starts a read at once when none is under way", async () => {
    const { reads, read } = controlledReads();
    const version = freshVersionReader(read);
    const answer = version();
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(7);
    expect(await answer).toBe(7);
  });

  it("never answers with a read begun before the request: it waits for the next one", async () => {
    const { reads, read } = controlledReads();
    const version = freshVersionReader(read);
    const first = version();
    const second = version();
    const third = version();
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(1);
    expect(await first).toBe(1);
    // The two that arrived during the first read share one read started after it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it("passes a failed read on to its requests and reads again for the next", async () => {
    const { reads, read } = controlledReads();
    const version = freshVersionReader(read);
    const failing = version();
    const waiting = version();
    reads[0]!.reject(new Error("database down"));
    await expect(failing).rejects.toThrow("database down");
    await new Promise((resolve) => setTimeout(resolve, 0));
    reads[1]!.resolve(3);
    expect(await waiting).toBe(3);
    const later = version();
    expect(reads).toHaveLength(3);
    reads[2]!.resolve(4);
    expect(await later).toBe(4);
  });
});

describe("profileSlugOf", () => {
  it("reads a profile's slug in either locale, and nothing from other pages", () => {
    expect(profileSlugOf("/agencies/blue-wave")).toBe("blue-wave");
    expect(profileSlugOf("/ar/agencies/blue-wave")).toBe("blue-wave");
    expect(profileSlugOf("/a/blue-wave")).toBe("blue-wave");
    expect(profileSlugOf("/ar/a/%D9%88%D9%83%D8%A7%D9%84%D8%A9")).toBe("وكالة");
    for (const path of [
      "/agencies",
      "/agencies/in/dubai",
      "/agencies/for/seo-services",
      "/",
      "/pricing",
    ]) {
      expect(profileSlugOf(path)).toBeUndefined();
    }
    expect(profileSlugOf("/agencies/%E0%A4%A")).toBeUndefined();
  });
});

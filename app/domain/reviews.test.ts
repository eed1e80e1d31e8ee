import { describe, expect, it } from "vitest";
import {
  averageRating,
  bayesianScore,
  PRIOR_MEAN,
  ratingSummary,
  reviewerName,
  reviewSchema,
  starShare,
} from "./reviews";

describe("reviewerName", () => {
  it("is 'first name, company', skipping a title, or nothing when anonymous", () => {
    expect(reviewerName("Omar Khalil", "Falcon Foods", false)).toBe("Omar, Falcon Foods");
    expect(reviewerName("Dr. Youssef Haddad", "Nabd Clinics", false)).toBe("Youssef, Nabd Clinics");
    expect(reviewerName("  Layla  ", " Souq ", false)).toBe("Layla, Souq");
    expect(reviewerName("Omar Khalil", "Falcon Foods", true)).toBeNull();
  });
});

describe("the rating arithmetic", () => {
  it("summarises the approved reviews: count, average to one decimal, distribution", () => {
    const summary = ratingSummary({ 5: 3, 4: 1, 1: 1 });
    expect(summary).toEqual({ count: 5, average: 4, distribution: [1, 0, 0, 1, 3] });
    expect(starShare(summary, 5)).toBe(60);
    expect(ratingSummary({ 5: 2, 4: 1 }).average).toBe(4.7);
    expect(ratingSummary({})).toEqual({ count: 0, average: null, distribution: [0, 0, 0, 0, 0] });
    expect(starShare(ratingSummary({}), 5)).toBe(0);
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(0, 0)).toBeNull();
  });

  it("orders by the Bayesian average: one 5-star review does not outrank forty of 4.8", () => {
    const oneFive = bayesianScore(5, 1);
    const fortyFourPointEight = bayesianScore(4.8 * 40, 40);
    expect(oneFive).toBeCloseTo(3.75, 10);
    expect(fortyFourPointEight).toBeCloseTo(4.6556, 3);
    expect(fortyFourPointEight).toBeGreaterThan(oneFive);
    // Few reviews stay near the prior, many reach their own mean.
    expect(bayesianScore(0, 0)).toBe(PRIOR_MEAN);
    expect(bayesianScore(1, 1)).toBeGreaterThan(1);
    expect(bayesianScore(1000 * 2, 1000)).toBeCloseTo(2, 1);
    // More equally good reviews never lower the score of a mean above the prior.
    for (let n = 1; n < 50; n++)
      expect(bayesianScore(5 * (n + 1), n + 1)).toBeGreaterThan(bayesianScore(5 * n, n));
  });
});

describe("reviewSchema", () => {
  const valid = {
    overall: "5",
    quality: "4",
    communication: "4",
    value: "3",
    timeliness: "5",
    title: "A good partner",
    body: "They delivered what they promised, on time, and answered every question quickly.",
    wentAhead: "no",
    budget: "5k-15k",
  };

  it("reads the form's strings as numbers and booleans", () => {
    expect(reviewSchema.parse(valid)).toMatchObject({
      overall: 5,
      value: 3,
      wentAhead: false,
      anonymous: false,
    });
    expect(reviewSchema.parse({ ...valid, anonymous: "on" }).anonymous).toBe(true);
  });

  it.each([["0"], ["6"], ["4.5"], ["five"], [""], [" "]])("refuses the score %j", (score) => {
    expect(reviewSchema.safeParse({ ...valid, overall: score }).success).toBe(false);
  });

  it("counts the length of the cleaned text, so blanks do not make up the minimum", () => {
    expect(reviewSchema.safeParse({ ...valid, title: "  ab    c  " }).success).toBe(false);
    expect(reviewSchema.safeParse({ ...valid, body: `${" ".repeat(40)}short` }).success).toBe(
      false,
    );
  });
});

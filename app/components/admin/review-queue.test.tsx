import { describe, expect, it } from "vitest";
import { renderAt } from "#tests/route-stub";
import { ReviewQueue, type ReviewRow } from "./review-queue";
import { ReviewTable } from "./review-table";

const review = (id: number, overrides: Partial<ReviewRow> = {}): ReviewRow => ({
  id,
  agencyName: "Pixel & Code",
  overall: 4,
  quality: 5,
  communication: 3,
  value: 4,
  timeliness: 2,
  title: `Review ${id}`,
  body: "They listened, planned the work with us and delivered the site a week early.",
  reviewerName: null,
  wentAhead: true,
  budget: "15k-30k",
  status: "pending",
  reply: null,
  replyStatus: null,
  createdAt: new Date("2026-03-01T08:00:00Z"),
  repliedAt: null,
  ...overrides,
});

describe("the Reviews tab", () => {
  it("shows a pending review with its scores and its approve and reject forms", () => {
    const html = renderAt("/admin?tab=reviews", () => (
      <ReviewQueue rows={[review(7)]} total={60} />
    ));
    expect(html).toContain("Waiting for moderation (60)");
    expect(html).toContain("The oldest 1 are shown.");
    expect(html).toContain("Review of Pixel &amp; Code");
    expect(html).toContain("Timeliness");
    expect(html).toContain("2/5");
    expect(html).toContain("anonymous");
    expect(html).toContain('<input type="hidden" name="intent" value="approve-review"/>');
    expect(html).toContain('<input type="hidden" name="intent" value="reject-review"/>');
    expect(html).toContain('<input type="hidden" name="returnTo" value="/admin?tab=reviews"/>');
    expect(html).toMatch(/<textarea[^>]*name="reason"[^>]*required/);
    expect(html).toContain("Reason (e-mailed to the reviewer)");
    expect(html).toContain("Reject with this reason");
  });

  it("shows a pending reply with the reply's forms", () => {
    const pendingReply = { status: "approved", reply: "Thank you!", replyStatus: "pending" };
    const html = renderAt("/admin?tab=reviews", () => (
      <ReviewQueue rows={[review(8, pendingReply)]} total={1} />
    ));
    expect(html).toContain("Reply of Pixel &amp; Code");
    expect(html).toContain("Thank you!");
    expect(html).toContain('value="approve-reply"');
    expect(html).toContain('value="reject-reply"');
    expect(html).toContain("Reason (e-mailed to the agency)");
  });

  it("lists every review with its state and a Delete", () => {
    const view = {
      tab: "reviews" as const,
      query: { q: "", sort: { key: "date" as const, direction: "desc" as const }, page: 1 },
      total: 1,
      page: 1,
      pageCount: 1,
    };
    const row = review(9, { status: "approved", replyStatus: "rejected", reviewerName: "Omar" });
    const html = renderAt("/admin?tab=reviews", () => <ReviewTable view={view} rows={[row]} />);
    expect(html).toContain("All reviews");
    expect(html).toContain("Published");
    expect(html).toContain("Reply rejected");
    expect(html).toContain("Omar");
    expect(html).toContain("Delete");
  });
});

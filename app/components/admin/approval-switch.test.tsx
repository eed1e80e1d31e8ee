import { describe, expect, it } from "vitest";
import { renderAt } from "#tests/route-stub";
import { ApprovalSwitch } from "./approval-switch";

describe("ApprovalSwitch", () => {
  it("is a form posting the opposite state to the /admin action, back to this view", () => {
    const agency = { id: 12, agencyName: "Pixel & Code", approved: false };
    const html = renderAt("/admin?q=pixel&confirm=delete-agency-3", () => (
      <ApprovalSwitch agency={agency} />
    ));
    expect(html).toMatch(/<form[^>]* action="\/admin" method="post">/);
    expect(html).toContain('<input type="hidden" name="intent" value="approve"/>');
    expect(html).toContain('<input type="hidden" name="id" value="12"/>');
    expect(html).toContain('<input type="hidden" name="approved" value="true"/>');
    expect(html).toContain('<input type="hidden" name="returnTo" value="/admin?q=pixel"/>');
    expect(html).toMatch(
      /role="switch" aria-checked="false"[^>]*aria-label="Approve Pixel &amp; Code"/,
    );
    expect(html).toContain("Pending");
  });

  it("switches an approved agency off", () => {
    const agency = { id: 12, agencyName: "Pixel & Code", approved: true };
    const html = renderAt("/admin", () => <ApprovalSwitch agency={agency} />);
    expect(html).toContain('<input type="hidden" name="approved" value="false"/>');
    expect(html).toContain('aria-checked="true"');
    expect(html).toContain("Approved");
  });
});

import { describe, expect, it } from "vitest";
import { renderAt } from "#tests/route-stub";
import { ConfirmAction } from "./confirm-action";

function DeleteSeven() {
  return (
    <ConfirmAction
      action="/admin"
      fields={{ intent: "delete-agency", id: 7 }}
      values={{ returnTo: "/admin?q=studio" }}
      label="Delete"
      labelFor="Delete Studio Seven"
      buttonClassName="first"
      question="Delete Studio Seven and everything about it?"
      confirm="Confirm delete"
      dismiss="Cancel"
    />
  );
}

describe("ConfirmAction", () => {
  it("first asks with a GET form that keeps the address and adds the question's name", () => {
    const html = renderAt("/admin?q=studio", DeleteSeven);
    expect(html).toMatch(/<form action="\/admin" method="get">/);
    expect(html).toContain('<input type="hidden" name="q" value="studio"/>');
    expect(html).toContain('<input type="hidden" name="confirm" value="delete-agency-7"/>');
    expect(html).toContain('aria-label="Delete Studio Seven"');
    expect(html).not.toContain("everything about it?");
    expect(html).not.toContain('method="post"');
  });

  it("shows the question from the address, and only the confirm posts", () => {
    const html = renderAt("/admin?q=studio&confirm=delete-agency-7", DeleteSeven);
    expect(html).toContain("Delete Studio Seven and everything about it?");
    expect(html).toMatch(/<form[^>]* action="\/admin" method="post">/);
    expect(html).toContain('<input type="hidden" name="intent" value="delete-agency"/>');
    expect(html).toContain('<input type="hidden" name="id" value="7"/>');
    expect(html).toContain('<input type="hidden" name="returnTo" value="/admin?q=studio"/>');
    expect(html).toMatch(/<button type="submit"[^>]*>Confirm delete<\/button>/);
    // Going back leaves the address without the question.
    expect(html).toMatch(/<a [^>]*href="\/admin\?q=studio"[^>]*>Cancel<\/a>/);
  });

  it("does not open another row's question", () => {
    const html = renderAt("/admin?confirm=delete-agency-8", DeleteSeven);
    expect(html).not.toContain("everything about it?");
    expect(html).not.toContain("Confirm delete");
  });
});

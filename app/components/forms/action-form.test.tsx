import { describe, expect, it } from "vitest";
import { renderAt } from "#tests/route-stub";
import { ActionForm, hasFields, useReturnTo } from "./action-form";

describe("ActionForm", () => {
  it("is a plain POST form to the named action, with its hidden fields", () => {
    const html = renderAt("/admin/briefs/7", () => (
      <ActionForm
        action="/admin"
        fields={{ intent: "approve", id: 7 }}
        values={{ approved: "true" }}
      >
        <button type="submit">Approve</button>
      </ActionForm>
    ));
    expect(html).toMatch(/<form[^>]* action="\/admin" method="post">/);
    expect(html).toContain('<input type="hidden" name="intent" value="approve"/>');
    expect(html).toContain('<input type="hidden" name="id" value="7"/>');
    expect(html).toContain('<input type="hidden" name="approved" value="true"/>');
  });

  it("posts to the page's own action when none is named, and is idle when nothing is sent", () => {
    const html = renderAt("/dashboard", () => (
      <ActionForm fields={{ intent: "resume" }}>
        {(pending) => <button disabled={pending}>{pending ? "busy" : "idle"}</button>}
      </ActionForm>
    ));
    expect(html).toMatch(/<form[^>]* action="\/dashboard" method="post">/);
    expect(html).toContain("<button>idle</button>");
  });
});

describe("hasFields", () => {
  const sent = new FormData();
  sent.set("intent", "approve");
  sent.set("id", "7");
  sent.set("approved", "true");

  it("tells a post by all the fields given, numbers as the form sends them", () => {
    expect(hasFields(sent, { intent: "approve", id: 7 })).toBe(true);
    expect(hasFields(sent, {})).toBe(true);
    expect(hasFields(sent, { intent: "approve", id: 8 })).toBe(false);
    expect(hasFields(sent, { intent: "delete-agency", id: 7 })).toBe(false);
    expect(hasFields(sent, { intent: "approve", returnTo: "/admin" })).toBe(false);
  });
});

describe("useReturnTo", () => {
  function ReturnTo() {
    return <output>{useReturnTo()}</output>;
  }

  it("is the current address without the confirm step", () => {
    expect(renderAt("/admin?q=studio&confirm=delete-agency-7&page=2", ReturnTo)).toContain(
      "<output>/admin?q=studio&amp;page=2</output>",
    );
    expect(renderAt("/dashboard?confirm=cancel", ReturnTo)).toContain(
      "<output>/dashboard</output>",
    );
  });
});

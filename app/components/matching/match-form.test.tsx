import { describe, expect, it } from "vitest";
import { renderAt } from "#tests/route-stub";
import { SUGGESTION_CARDS } from "~/domain/matching";
import type { SuggestedOption } from "~/domain/views/match-board";
import { MatchForm } from "./match-form";

const suggestion = (id: number, overrides: Partial<SuggestedOption> = {}): SuggestedOption => ({
  id,
  name: `Agency ${id}`,
  reasons: [{ kind: "services", services: ["Branding & Design"] }],
  isPro: false,
  location: "Dubai",
  ratingAverage: null,
  ratingCount: 0,
  ...overrides,
});

const render = (suggestions: SuggestedOption[], others = [{ id: 90, name: "Zed Studio" }]) =>
  renderAt("/admin/matches", () => (
    <MatchForm
      briefId={7}
      companyName="Falcon Foods"
      page={1}
      suggestions={suggestions}
      others={others}
      othersComplete
    />
  ));

describe("MatchForm", () => {
  it("shows the best suggestions as radio cards in one labelled group, with their reasons", () => {
    const html = render([
      suggestion(1, {
        name: "Nakhla & Co",
        reasons: [{ kind: "requested" }, { kind: "pro" }, { kind: "emirate", emirate: "Sharjah" }],
        isPro: true,
        location: "Sharjah",
        ratingAverage: 4.5,
        ratingCount: 12,
      }),
      suggestion(2),
    ]);
    // A fieldset whose legend names the brief, for a screen reader.
    expect(html).toMatch(
      /<fieldset[^>]*><legend[^>]*>Agency<span class="sr-only"> <!-- -->for Falcon Foods/,
    );
    expect(html).toMatch(/<ul aria-label="Suggested for this brief"/);
    // Each card is a label around its radio, named by the agency, described by the rest.
    const card =
      /<label for="agency-for-7-1"[^>]*><input id="agency-for-7-1" type="radio"[^>]*>/.exec(
        html,
      )?.[0];
    expect(card).toContain('aria-labelledby="agency-for-7-1-name"');
    expect(card).toContain('aria-describedby="agency-for-7-1-details"');
    expect(card).toContain('name="agencyId" value="1"');
    expect(html).toContain('id="agency-for-7-1-name" dir="auto"');
    expect(html).toContain("Nakhla &amp; Co");
    expect(html).toContain("Sharjah · ★ 4.5 (12)");
    expect(html).toContain("Asked for by the client");
    expect(html).toContain("Brief&#x27;s emirate: Sharjah");
    // Pro is the badge, not a chip as well.
    expect(html.match(/>Pro</g)).toHaveLength(1);
    // Nothing is chosen for the operator.
    expect(html).not.toMatch(/ checked=""/);
    expect(html).toContain('<button type="submit"');
  });

  it(`lists suggestions beyond the first ${SUGGESTION_CARDS} and the other agencies under 'Another agency'`, () => {
    const many = Array.from({ length: SUGGESTION_CARDS + 2 }, (_, i) => suggestion(i + 1));
    const html = render(many, [
      { id: 1, name: "Agency 1" },
      { id: 90, name: "Zed Studio" },
    ]);
    expect(html.match(/name="agencyId" value="\d+"/g)).toHaveLength(SUGGESTION_CARDS);
    expect(html).toMatch(
      /<input id="agency-for-7-other" type="radio"[^>]* name="agencyId" value=""\/>Another agency/,
    );
    expect(html).toMatch(/<select name="otherAgencyId" aria-labelledby="agency-for-7-other-label"/);
    expect(html).toContain(`<option value="${SUGGESTION_CARDS + 1}">`);
    expect(html).toContain('<option value="90">Zed Studio</option>');
    // An agency shown as a card is not listed again.
    expect(html).not.toContain('<option value="1">');
  });

  it("says so when there is no agency to choose", () => {
    expect(render([], [])).toContain("No approved agencies to choose from.");
  });
});

import { describe, expect, it } from "vitest";
import { renderAt } from "#tests/route-stub";
import { getMessages } from "~/domain/i18n";
import { UpgradeView } from "./upgrade-view";

const upgradeMessages = getMessages().dashboard.upgrade;
const agency = {
  agencyName: "Quiet Forms Studio",
  logoUrl: null,
  location: "Sharjah",
  isPro: false,
  approved: true,
};
const page = (approved: boolean) =>
  renderAt("/dashboard/upgrade", () => (
    <UpgradeView
      agency={{ ...agency, approved }}
      welcome={false}
      canceled={false}
      failure={undefined}
    />
  ));

describe("UpgradeView", () => {
  it("offers an approved listing the Subscribe button, a post to the page's action", () => {
    const html = page(true);
    expect(html).toMatch(/<form[^>]* action="\/dashboard\/upgrade" method="post">/);
    expect(html).toContain('<input type="hidden" name="intent" value="subscribe"/>');
    expect(html).toContain(upgradeMessages.subscribe);
    expect(html).not.toContain(upgradeMessages.pendingApproval);
  });

  it("tells a listing under review that Pro opens once it is approved, with no button", () => {
    const html = page(false);
    expect(html).toContain(
      "Pro opens once your listing is approved. Our team reviews new listings, usually within 1-2 working days.",
    );
    expect(html).not.toContain(upgradeMessages.subscribe);
    expect(html).not.toContain('value="subscribe"');
  });
});

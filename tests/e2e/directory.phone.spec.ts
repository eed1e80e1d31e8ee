import { expect, expectAccessible, test, visit } from "./support/fixtures";
import {
  allAgencies,
  card,
  cardLocation,
  cardNames,
  cards,
  countLine,
  expectTheRestOnPage2,
  mailto,
  matching,
  option,
  proFacet,
  sidebar,
  tick,
} from "./support/directory";

/**
 * The directory on a phone with JavaScript, against the demo data the e2e server seeds
 * (what the counts leave room for: support/directory.ts).
 */

test("the Filters sheet applies the ticked choices, counts them and clears them", async ({
  page,
}) => {
  await visit(page, "/agencies");
  await expect(page.getByRole("heading", { level: 1, name: "Browse Agencies" })).toBeVisible();
  await expect(countLine(page)).toHaveText(allAgencies(1));
  await expect(cards(page)).toHaveCount(24);
  // On a phone the filters are a sheet (a popover) that the Filters button opens.
  const sheet = sidebar(page);
  await expect(sheet).toBeHidden();
  const trigger = page.getByRole("button", { name: /^Filters/ });
  await expect(trigger).toHaveAccessibleName("Filters");

  await trigger.click();
  await expect(sheet).toBeVisible();
  await expect(option(sheet, "Services", "Social Media Management")).toHaveAccessibleName(
    /^Social Media Management\s*10 agencies$/,
  );
  await expect(option(sheet, "Location", "Dubai")).toHaveAccessibleName(/^Dubai\s*12 agencies$/);
  await expect(sheet.getByRole("checkbox", { name: proFacet })).toBeVisible();
  await expectAccessible(page);

  // Choices wait for the sheet's button, so several can be ticked in one go.
  await tick(option(sheet, "Services", "Social Media Management"));
  await tick(option(sheet, "Location", "Dubai"));
  await expect(page).toHaveURL("/agencies");
  await sheet.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL("/agencies?service=Social+Media+Management&location=Dubai");
  await expect(sheet).toBeHidden();
  await expect(trigger).toHaveAccessibleName(/^Filters\s*2 active$/);
  await expect(trigger.locator('span[aria-hidden="true"]')).toHaveText("2");
  await expect(countLine(page)).toHaveText(matching(4));
  await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
  // Pro first, then by name.
  await expect(cardNames(page)).toHaveText([
    "Amber & Oud Communications",
    "Saffron Creative House",
    "Frame & Fable Films",
    "Hashtag Souk",
  ]);
  for (const each of await cards(page).all()) {
    await expect(cardLocation(each)).toHaveText("Dubai");
    await expect(
      each.getByRole("listitem").filter({ hasText: /^Social Media Management$/ }),
    ).toHaveCount(1);
  }
  await expect(
    card(page, "Amber & Oud Communications").getByText("Pro", { exact: true }),
  ).toBeVisible();
  await expect(card(page, "Hashtag Souk").getByText("Pro", { exact: true })).toHaveCount(0);

  await trigger.click();
  await expect(option(sheet, "Services", "Social Media Management")).toBeChecked();
  await expect(option(sheet, "Location", "Dubai")).toBeChecked();
  await expect(option(sheet, "Location", "Sharjah")).not.toBeChecked();
  await sheet.getByRole("link", { name: "Clear All" }).click();
  await expect(page).toHaveURL("/agencies");
  await expect(sheet).toBeHidden();
  await expect(trigger).toHaveAccessibleName("Filters");
  await expect(countLine(page)).toHaveText(allAgencies(1));
  await expect(cards(page)).toHaveCount(24);

  // The close button and Escape both close the sheet.
  await trigger.click();
  await sheet.getByRole("button", { name: "Close filters" }).click();
  await expect(sheet).toBeHidden();
  await trigger.click();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
});

test("the next page, a card's links and the profile it opens", async ({ page }) => {
  await visit(page, "/agencies");
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("link", { name: "Previous" })).toHaveCount(0);

  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL("/agencies?page=2");
  await expect(countLine(page)).toHaveText(allAgencies(2));
  await expectTheRestOnPage2(page);
  await expect(cardNames(page).last()).toHaveText("بصمة للتصميم");
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("link", { name: "Next" })).toHaveCount(0);
  await expect(pages.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/agencies");
  await expectAccessible(page);

  const oasis = card(page, "Oasis SEO Lab");
  await expect(oasis.getByText("Verified", { exact: true })).toBeVisible();
  const contact = oasis.getByRole("link", { name: "E-mail Oasis SEO Lab" });
  await expect(contact).toHaveText("Contact");
  await expect(contact).toHaveAttribute("href", mailto("info@oasisseolab.example"));
  const website = oasis.getByRole("link", {
    name: "Website of Oasis SEO Lab (opens in a new tab)",
  });
  await expect(website).toHaveAttribute("href", "https://oasisseolab.example");
  await expect(website).toHaveAttribute("target", "_blank");
  await expect(website).toHaveAttribute("rel", "noopener noreferrer");

  await oasis.getByRole("link", { name: "Oasis SEO Lab", exact: true }).click();
  await expect(page).toHaveURL("/agencies/oasis-seo-lab");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oasis SEO Lab");
  await expect(page).toHaveTitle("Oasis SEO Lab | Wakala");
  await expect(page.getByRole("link", { name: "Contact Agency" })).toHaveAttribute(
    "href",
    mailto("info@oasisseolab.example"),
  );
  await expect(page.getByRole("link", { name: "Send Email" })).toHaveAttribute(
    "href",
    mailto("info@oasisseolab.example"),
  );
  await expect(page.getByRole("link", { name: "Call +971 4 330 2672" })).toHaveAttribute(
    "href",
    "tel:+97143302672",
  );
  await expectAccessible(page);

  await page.getByRole("link", { name: "Back to Directory" }).click();
  await expect(page).toHaveURL("/agencies");
  await expect(countLine(page)).toHaveText(allAgencies(1));
});

test("the search box's placeholder is whole on a 360 px phone, in both languages", async ({
  page,
}) => {
  for (const path of ["/agencies", "/ar/agencies"]) {
    await visit(page, path);
    const fit = await page.locator("#directory-q").evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: context.measureText(input.placeholder).width, room };
    });
    expect(fit.text, path).toBeLessThanOrEqual(fit.room);
  }
});

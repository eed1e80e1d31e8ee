import type { Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  expectAccessibleWithoutJs,
  test,
  visit,
  visitWithoutJs,
} from "./support/fixtures";

/**
 * The contact form, at desktop width: the form is one column at any width, page-width.phone.spec.ts
 * holds /contact to a 360 px screen, and first-input.spec.ts types into it on a phone.
 */
const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.ae`;

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

test("with JavaScript: field messages, 'Sending...', success and a fresh form", async ({
  page,
  request,
}) => {
  await visit(page, "/contact");
  const send = page.getByRole("button", { name: "Send Message" });

  await send.click();
  for (const label of ["Name", "Email", "Message"]) {
    await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, label)).toHaveAccessibleDescription("Required");
  }
  await expect(field(page, "Message")).toHaveAttribute("rows", "6");

  const email = uniqueEmail("js");
  await field(page, "Name").fill("Layla Haddad");
  await field(page, "Email").fill("layla@example");
  await field(page, "Email").blur();
  await expect(field(page, "Email")).toHaveAccessibleDescription(
    "Please enter a valid email address",
  );
  await field(page, "Email").fill(email);
  await expect(field(page, "Email")).not.toHaveAttribute("aria-invalid", "true");
  await field(page, "Message").fill("Do you match agencies for bilingual websites?");

  // Hold the submission in flight to see the sending state.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/contact\.data/, async (route) => {
    await held;
    await route.fallback();
  });
  await send.click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  release();

  await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeFocused();
  await expect(
    page.getByText("Thanks! We'll be in touch within 1-2 business days.").first(),
  ).toBeVisible();
  // The server's answer also comes as the documented 'Message Sent!' toast.
  const toast = page.locator("[data-sonner-toast]");
  await expect(toast).toContainText("Message Sent!");
  await expect(toast).toContainText("Thanks! We'll be in touch within 1-2 business days.");
  await expectAccessible(page);

  await page.getByRole("link", { name: "Send Another Message" }).click();
  await expect(field(page, "Name")).toHaveValue("");
  await expect(field(page, "Email")).toHaveValue("");
  await expect(field(page, "Message")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();

  // The confirmation reaches the sender through the outbox (the development mailbox here).
  await expect
    .poll(async () => (await (await request.get("/dev/mailbox")).text()).includes(email), {
      timeout: 15_000,
    })
    .toBe(true);
});

test.describe("without JavaScript", () => {
  // The browser logs the 400 of the refused form; showing that page is the point of the test.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

  test("a plain POST shows field messages with the values kept, then the success page", async ({
    page,
  }) => {
    await visitWithoutJs(page, "/contact");
    await field(page, "Email").fill("layla@example");
    await field(page, "Message").fill("We need an Arabic and English website.");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(field(page, "Name")).toHaveAccessibleDescription("Required");
    await expect(field(page, "Email")).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
    await expect(field(page, "Email")).toHaveValue("layla@example");
    await expect(field(page, "Message")).toHaveValue("We need an Arabic and English website.");

    await field(page, "Name").fill("Layla Haddad");
    await field(page, "Email").fill(uniqueEmail("nojs"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
    await expect(
      page.getByText("Thanks! We'll be in touch within 1-2 business days."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    await expectAccessibleWithoutJs(page);

    await page.getByRole("link", { name: "Send Another Message" }).click();
    await expect(field(page, "Name")).toHaveValue("");
  });
});

test("the direct-email panel links the support address", async ({ page }) => {
  await visit(page, "/contact");
  const panel = page.getByRole("complementary", { name: "Prefer e-mail?" });
  await expect(panel).toContainText("reply within 1-2 business days");
  await expect(panel.getByRole("link", { name: "hello@wakala.ae" })).toHaveAttribute(
    "href",
    "mailto:hello@wakala.ae",
  );
});

test("POST /api/contact takes JSON and answers with the thank-you message", async ({ request }) => {
  const sent = await request.post("/api/contact", {
    data: { name: "Omar Khalil", email: uniqueEmail("api"), message: "Is listing free?" },
  });
  expect(sent.status()).toBe(200);
  expect(await sent.json()).toEqual({
    message: "Thanks! We'll be in touch within 1-2 business days.",
  });

  const wrongType = await request.post("/api/contact", { form: { name: "Omar" } });
  expect(wrongType.status()).toBe(415);

  const get = await request.get("/api/contact");
  expect(get.status()).toBe(405);
  expect(get.headers()["allow"]).toBe("POST");
  expect(await get.json()).toEqual({ error: "Method not allowed." });
});

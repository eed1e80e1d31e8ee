import { randomInt } from "node:crypto";
import { expect, test, visit } from "./support/fixtures";
import { openMail } from "./support/mailbox";

test("the development mailbox is there without SMTP and kept out of search results", async ({
  page,
}) => {
  await visit(page, "/dev/mailbox");
  await expect(page.getByRole("heading", { level: 1, name: "Development Mailbox" })).toBeVisible();
  await expect(
    page.getByText("kept here because no SMTP server is configured", { exact: false }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
});

test("mail the site sends arrives in the mailbox with its HTML and text parts", async ({
  page,
  request,
}) => {
  const email = `mailbox-${Date.now()}-${randomInt(1e6)}@example.ae`;
  const sent = await request.post("/api/contact", {
    data: { name: "Mariam Al Suwaidi", email, message: "Do you list agencies in Fujairah?" },
    headers: { "X-Forwarded-For": `10.200.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  expect(sent.status()).toBe(200);

  const mail = await openMail(page, { subject: "We've received your message", to: email });
  await expect(mail).toContainText(`To ${email}`);
  // The sender's address is not confirmed: the receipt gives a reference, never the message.
  await expect(mail.locator("pre")).toContainText("Reference: #");
  await expect(mail.locator("pre")).not.toContainText("Do you list agencies in Fujairah?");
  const html = page.frameLocator("iframe");
  await expect(html.getByRole("heading", { level: 1 })).toBeVisible();
});

import type { Page } from "@playwright/test";
import "~/domain/catalogues";
import { formatMoney } from "~/domain/format";
import { format, getMessages } from "~/domain/i18n";
import { uaeQuarter } from "~/domain/tax-documents";
import { listApprovedAgency } from "./support/agencies";
import { expect, expectAccessible, test, visit } from "./support/fixtures";
import { readMail } from "./support/mailbox";
import { signInAsAdmin, signInAsAgency } from "./support/sign-in";

/**
 * UAE tax invoices for Pro (issue 32, docs/decisions/023-tax-invoices.md), in English and Arabic:
 * an agency adds its legal name and TRN on its dashboard, subscribes with the test provider, opens
 * its tax invoice from the receipt mail and prints it; the operator finds it in the register and
 * sees the quarter's VAT.
 */
// The refused TRN is a plain form's post: the page answers 400 with the form and its message.
test.use({ allowedConsoleErrors: [/status of 400/] });

const toast = (page: Page, title: string) => page.getByRole("listitem").filter({ hasText: title });

for (const locale of ["en", "ar"] as const) {
  const m = getMessages(locale);
  const texts = m.dashboard.invoices;
  const prefix = locale === "ar" ? "/ar" : "";

  test(`an agency adds its TRN, pays for Pro and prints its tax invoice; the operator sees the VAT (${locale})`, async ({
    page,
    request,
    adminApi,
  }) => {
    test.slow(); // the checkout, the mail worker and the operator's console
    const agency = await listApprovedAgency(request, adminApi, "Invoice Studio", {
      fields: { locale },
    });
    await signInAsAgency(page, agency.email);
    await visit(page, `${prefix}/dashboard`);

    // The tax details: a TRN with a digit too few is refused with its message, then saved typed
    // as on an Arabic keyboard (Arabic-Indic digits, grouped).
    const details = page.getByRole("region", { name: texts.taxTitle });
    await details.getByLabel(texts.legalName).fill("Invoice Studio Advertising L.L.C.");
    await details.getByLabel(texts.legalAddress).fill("Office 12, Al Khan Street, Sharjah");
    await details.getByLabel(texts.trn).fill("10023456789000");
    await details.getByRole("button", { name: texts.save }).click();
    await expect(details.getByText(texts.errors.trn)).toBeVisible();
    await expect(details.getByLabel(texts.trn)).toHaveAttribute("aria-invalid", "true");
    await details
      .getByLabel(texts.trn)
      .fill(locale === "ar" ? "١٠٠ ٢٣٤٥ ٦٧٨٩ ٠٠٠٣" : "100 2345 6789 0003");
    await details.getByRole("button", { name: texts.save }).click();
    await expect(toast(page, texts.saved)).toBeVisible();
    await expect(details.getByLabel(texts.trn)).toHaveValue("100234567890003");
    await expectAccessible(page);

    // Pro through the test provider's checkout.
    await visit(page, `${prefix}/dashboard/upgrade`);
    await page.getByRole("button", { name: format(m.dashboard.upgrade.subscribe, {}) }).click();
    // The test provider's checkout stands in for Stripe's, in English only.
    await page.getByRole("button", { name: getMessages("en").dashboard.testCheckout.pay }).click();
    await expect(
      page.getByRole("heading", { name: m.dashboard.upgrade.welcomeTitle }),
    ).toBeVisible();

    // The receipt mail names the tax invoice and links it.
    const receipt = m.agencyEmails.paymentReceipt;
    const mail = await readMail(request, {
      subject: format(receipt.subject, {
        brand: "Wakala",
        amount: formatMoney(49_900, "aed", locale),
      }),
      to: agency.email,
    });
    expect(mail).toContain(receipt.fields.invoice);
    const link = new RegExp(`https?://[^\\s]+${prefix}/dashboard/invoices/(\\d+)`).exec(mail);
    expect(link, "a link to the tax invoice in the receipt").not.toBeNull();
    await page.goto(link![0]);

    // The invoice: both languages, both TRNs, the VAT inside AED 499.
    const sheet = page.getByRole("article");
    await expect(sheet).toContainText("Tax Invoice");
    await expect(sheet).toContainText("فاتورة ضريبية");
    await expect(sheet).toContainText("Invoice Studio Advertising L.L.C.");
    await expect(sheet).toContainText("100234567890003");
    await expect(sheet).toContainText("AED 475.24");
    await expect(sheet).toContainText("AED 23.76");
    await expect(sheet).toContainText("AED 499.00");
    const number = (await sheet
      .getByText(/INV-\d{6}/)
      .first()
      .textContent())!.match(/INV-\d{6}/)![0];
    await expectAccessible(page);

    // Print: the button opens the browser's print dialog; printed, the page is the sheet alone on
    // one A4 page.
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed += 1;
      };
    });
    await page.getByRole("button", { name: /Print/ }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("[data-site-chrome]").first()).toBeHidden();
    await expect(page.getByRole("button", { name: /Print/ })).toBeHidden();
    await expect(sheet).toBeVisible();
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g), "A4 pages").toHaveLength(1);
    await page.emulateMedia({ media: "screen" });

    // The dashboard lists it; another agency cannot open it.
    await visit(page, `${prefix}/dashboard`);
    const list = page.getByRole("region", { name: texts.listTitle });
    await expect(list).toContainText(number);
    // Whole within its box, at 360 px too: no total is cut off behind a sideways scroll.
    const table = list.getByRole("table");
    expect(
      await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth),
      "the list's sideways overflow",
    ).toBeLessThanOrEqual(0);

    // The operator: the register of the month and the quarter's VAT.
    await signInAsAdmin(page);
    await visit(page, "/admin/invoices");
    await expect(page.getByRole("link", { name: number })).toBeVisible();
    await expect(page.getByText(uaeQuarter(new Date())).first()).toBeVisible();
    await expectAccessible(page);
  });
}

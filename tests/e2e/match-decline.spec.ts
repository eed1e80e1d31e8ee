import type { Page } from "@playwright/test";
import "~/domain/catalogues";
import { getMessages } from "~/domain/i18n";
import { listApprovedAgency } from "./support/agencies";
import { match, submitBrief } from "./support/briefs";
import { expect, test, visit } from "./support/fixtures";
import { signInAsAgency } from "./support/sign-in";

// The refused decline answers 400; the browser logs it.
test.use({ allowedConsoleErrors: [/status of 400/] });

const toast = (page: Page, title: string) => page.getByRole("listitem").filter({ hasText: title });

/**
 * An agency declines a match (issue 31, docs/decisions/020-answering-a-match.md): "Another reason"
 * without a note is refused with its message and the choice kept; with a note it is declined, and
 * the thread says so.
 */
for (const locale of ["en", "ar"] as const) {
  const answer = getMessages(locale).projectRoom.answer;
  const prefix = locale === "ar" ? "/ar" : "";

  test(`an agency declines a match, asked why when it gives another reason (${locale})`, async ({
    page,
    request,
    adminApi,
  }) => {
    const agency = await listApprovedAgency(request, adminApi, "Busy Studio");
    const brief = await submitBrief(request, locale, "declined client");
    const matchId = await match(adminApi, brief.id, agency);
    await signInAsAgency(page, agency.email);
    await visit(page, `${prefix}/dashboard/threads/${matchId}`);

    const panel = page.getByRole("region", { name: answer.title });
    await panel.getByText(answer.decline, { exact: true }).first().click();
    const form = panel.locator("form").filter({
      has: page.locator('input[name="intent"][value="decline-match"]'),
    });
    await form.getByRole("radio", { name: answer.reasons.other }).check();
    await form.getByRole("button", { name: answer.decline }).click();
    await expect(form.getByText(answer.noteRequired)).toBeVisible();
    await expect(form.getByRole("radio", { name: answer.reasons.other })).toBeChecked();
    await expect(form.getByLabel(answer.noteLabel)).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel(answer.noteLabel).fill("We only build mobile apps.");
    await form.getByRole("button", { name: answer.decline }).click();
    await expect(toast(page, answer.declined)).toBeVisible();
    await expect(page.getByText(answer.states.declined, { exact: true })).toBeVisible();
  });
}

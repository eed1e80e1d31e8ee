import "~/domain/catalogues";
import { format, getMessages } from "~/domain/i18n";
import { listApprovedAgency } from "./support/agencies";
import { match, submitBrief } from "./support/briefs";
import { expect, test, visit } from "./support/fixtures";
import { readMail } from "./support/mailbox";
import { clientSignInLink } from "./support/sign-in";

/**
 * A thread opened signed out, as a mail's link is after the session ended
 * (docs/decisions/018-project-room.md): the client and the agency each sign in from the page the
 * link led to, and the link they are mailed brings them back to that thread, not to the area's
 * first page.
 */
for (const locale of ["en", "ar"] as const) {
  const m = getMessages(locale);
  const room = m.projectRoom;
  const prefix = locale === "ar" ? "/ar" : "";

  test(`a thread opened signed out is where the sign-in link leads (${locale})`, async ({
    page,
    request,
    adminApi,
  }) => {
    const agency = await listApprovedAgency(request, adminApi, "Return Studio");
    const brief = await submitBrief(request, locale, "returning client");
    const matchId = await match(adminApi, brief.id, agency);

    // The client: the thread asks them to sign in, and the link opens the thread.
    await visit(page, `${prefix}/my-briefs/threads/${matchId}`);
    await expect(page.getByRole("heading", { level: 1, name: room.access.title })).toBeVisible();
    await page.getByLabel(room.access.emailLabel).fill(brief.email);
    await page.getByRole("button", { name: room.access.submit }).click();
    await expect(page.getByText(room.access.sentTitle)).toBeVisible();
    await visit(page, await clientSignInLink(request, locale, brief.email));
    await page.getByRole("button", { name: room.signIn.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/my-briefs/threads/${matchId}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(agency.name);
    await expect(page.getByLabel(room.thread.bodyLabel)).toBeVisible();

    // The agency, in a browser of its own: the same from its dashboard's sign-in.
    const agencyPage = await page
      .context()
      .browser()!
      .newPage({
        viewport: page.viewportSize(),
        extraHTTPHeaders: { "X-Forwarded-For": "10.9.8.9" },
      });
    await visit(agencyPage, `${prefix}/dashboard/threads/${matchId}`);
    await expect(
      agencyPage.getByRole("heading", { level: 1, name: m.dashboard.access.title }),
    ).toBeVisible();
    await agencyPage.getByLabel(m.dashboard.access.emailLabel).fill(agency.email);
    await agencyPage.getByRole("button", { name: m.dashboard.access.submit }).click();
    await expect(agencyPage.getByText(m.dashboard.access.sentTitle)).toBeVisible();
    const agencyMail = await readMail(request, {
      subject: format(m.agencyEmails.signInLink.subject, { brand: "Wakala" }),
      to: agency.email,
    });
    const agencyLink = new URL(
      /https?:\/\/\S+\/dashboard\/sign-in\?token=[\w-]+/.exec(agencyMail)![0],
    );
    await visit(agencyPage, agencyLink.pathname + agencyLink.search);
    await agencyPage.getByRole("button", { name: m.dashboard.signIn.submit }).click();
    await expect(agencyPage).toHaveURL(new RegExp(`${prefix}/dashboard/threads/${matchId}$`));
    await expect(agencyPage.getByRole("heading", { level: 1 })).toContainText(brief.company);
    await agencyPage.close();
  });
}

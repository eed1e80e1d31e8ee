import type { Page } from "@playwright/test";
import "~/domain/catalogues";
import { format, getMessages } from "~/domain/i18n";
import { listApprovedAgency } from "./support/agencies";
import { match, submitBrief } from "./support/briefs";
import { expect, test, visit } from "./support/fixtures";
import { valueLabel } from "~/mail/templates/mail-locale";
import { openMail } from "./support/mailbox";
import { clientSignInLink, signInAsAdmin, signInAsAgency } from "./support/sign-in";

/**
 * The project room (docs/decisions/018-project-room.md), in English at desktop width and Arabic at
 * phone width: the client signs in to "My briefs" with the link mailed to the brief's address
 * and writes to a matched agency with a PDF; the agency sees the message unread on its dashboard
 * and answers with an image, which appears on the client's open page without a reload; the agency
 * writes again while the client is away, and the client answers that message's mail from the
 * development mailbox (decision 019: the inbound listener's own steps), which the agency then
 * reads in the thread; the operator reads the thread and hides a message, which the client then
 * sees as removed.
 */
/** A 1 x 1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==",
  "base64",
);

const toast = (page: Page, title: string) => page.getByRole("listitem").filter({ hasText: title });

/** The page is no wider than the screen: nothing makes it scroll sideways (on a phone above all). */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(client);
}

for (const locale of ["en", "ar"] as const) {
  const m = getMessages(locale);
  const room = m.projectRoom;
  const prefix = locale === "ar" ? "/ar" : "";

  test(`a client and a matched agency talk in their thread, and the operator moderates it (${locale})`, async ({
    page,
    request,
    browser,
    adminApi,
  }) => {
    test.slow(); // a whole journey across three people
    const agency = await listApprovedAgency(request, adminApi, "Room Studio");
    const brief = await submitBrief(request, locale, "room client");
    await match(adminApi, brief.id, agency);

    // The client asks for a link to "My briefs" and opens it from the mail.
    await visit(page, `${prefix}/my-briefs`);
    await expect(page.getByRole("heading", { level: 1, name: room.access.title })).toBeVisible();
    await page.getByLabel(room.access.emailLabel).fill(brief.email);
    await page.getByRole("button", { name: room.access.submit }).click();
    await expect(page.getByText(room.access.sentTitle)).toBeVisible();
    const link = await clientSignInLink(request, locale, brief.email);
    expect(link.startsWith(`${prefix}/my-briefs/sign-in?`)).toBe(true);
    await visit(page, link);
    await page.getByRole("button", { name: room.signIn.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: room.briefs.title })).toBeVisible();
    await expect(toast(page, room.signIn.signedIn)).toBeVisible();
    // The agency's row, inside its brief's.
    const agencyRow = page.getByRole("listitem").filter({ hasText: agency.name }).last();
    await expect(agencyRow).toContainText(room.briefs.noMessages);
    await expectNoSidewaysScroll(page);

    // The client writes to the agency.
    await agencyRow.getByRole("link", { name: room.briefs.openThread }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(agency.name);
    await expect(page.getByText(room.thread.empty)).toBeVisible();
    const question = "Could you start in March? Our current shop is at https://example.ae/shop.";
    await page.getByLabel(room.thread.bodyLabel).fill(question);
    await page.getByLabel(room.thread.filesLabel, { exact: true }).setInputFiles({
      name: "brief.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n"),
    });
    await page.getByRole("button", { name: room.thread.send, exact: true }).click();
    const ownMessage = page.getByRole("article", { name: room.thread.you });
    await expect(ownMessage).toContainText("Could you start in March?");
    await expect(ownMessage.getByRole("link", { name: "https://example.ae/shop" })).toHaveAttribute(
      "rel",
      "nofollow ugc noopener noreferrer",
    );
    await expect(page.getByLabel(room.thread.bodyLabel)).toHaveValue("");
    await expectNoSidewaysScroll(page);
    // The file is there, and downloads as an attachment.
    const pdf = ownMessage.getByRole("link", {
      name: format(room.thread.download, { name: "brief.pdf" }),
    });
    const pdfDownload = await page.request.get((await pdf.getAttribute("href"))!);
    expect(pdfDownload.status()).toBe(200);
    expect(pdfDownload.headers()["content-type"]).toBe("application/pdf");
    expect(pdfDownload.headers()["content-disposition"]).toMatch(/^attachment/);
    const clientThread = page.url();

    // The agency sees it unread on its dashboard and answers.
    const agencyContext = await browser.newContext({
      viewport: page.viewportSize(),
      extraHTTPHeaders: { "X-Forwarded-For": "10.9.8.7" },
    });
    const agencyPage = await agencyContext.newPage();
    await signInAsAgency(agencyPage, agency.email);
    await visit(agencyPage, `${prefix}/dashboard`);
    const lead = agencyPage.getByRole("article").filter({ hasText: brief.company });
    const unread = format(room.briefs.unread, { count: 1 });
    await expect(lead.getByRole("link", { name: room.briefs.openThread })).toContainText(unread);
    await lead.getByRole("link", { name: room.briefs.openThread }).click();
    const received = agencyPage.getByRole("article", { name: brief.company });
    await expect(received).toContainText("Could you start in March?");
    await expect(received).toContainText(room.thread.new);
    await expect(
      received.getByRole("link", { name: format(room.thread.download, { name: "brief.pdf" }) }),
    ).toBeVisible();
    // The agency accepts the match (issue 31) before answering.
    await expect(agencyPage.getByRole("region", { name: room.answer.title })).toContainText(
      room.answer.due.split("{due}")[0]!,
    );
    await agencyPage.getByRole("button", { name: room.answer.accept }).click();
    await expect(toast(agencyPage, room.answer.accepted)).toBeVisible();
    await expect(agencyPage.getByRole("region", { name: room.answer.title })).toHaveCount(0);
    await expect(agencyPage.getByText(room.answer.states.accepted, { exact: true })).toBeVisible();
    const answer = "Yes, we can start on 2 March.";
    await agencyPage.getByLabel(room.thread.bodyLabel).fill(answer);
    await agencyPage.getByLabel(room.thread.filesLabel, { exact: true }).setInputFiles({
      name: "moodboard.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await agencyPage.getByRole("button", { name: room.thread.send, exact: true }).click();
    await expect(agencyPage.getByRole("article", { name: room.thread.you })).toContainText(answer);
    await expect(
      agencyPage
        .getByRole("article", { name: room.thread.you })
        .getByRole("link", { name: format(room.thread.download, { name: "moodboard.png" }) }),
    ).toBeVisible();

    // The client's open page shows the answer without a reload.
    expect(page.url()).toBe(clientThread);
    await expect(page.getByRole("article", { name: agency.name })).toContainText(answer, {
      timeout: 20_000,
    });

    // The agency writes again while the client is away: the thread's mail reaches the client, who
    // answers it by e-mail from the development mailbox.
    await visit(page, `${prefix}/my-briefs`);
    const followUp = "The plan follows tomorrow.";
    await agencyPage.getByLabel(room.thread.bodyLabel).fill(followUp);
    await agencyPage.getByRole("button", { name: room.thread.send, exact: true }).click();
    await expect(agencyPage.getByText(followUp)).toBeVisible();
    const roomMail = await openMail(page, {
      subject: format(m.roomEmails.newMessages.subject, {
        sender: agency.name,
        brief: valueLabel("projectTypes", "ecommerce", locale),
      }),
      to: brief.email,
    });
    await expect(roomMail).toContainText(m.roomEmails.newMessages.replyLine);
    // The mailbox is a developer's page, in English.
    const mailbox = getMessages("en").pages.devMailbox;
    const byMail = "Thanks, tomorrow is fine.";
    await page.getByLabel(mailbox.answerLabel).fill(byMail);
    await page.getByRole("button", { name: mailbox.answerSend }).click();
    await expect(page.getByText(mailbox.answerTaken)).toBeVisible();
    // The agency's open thread shows it (without the quoted mail) as the client's.
    const fromClient = agencyPage.getByRole("article", { name: brief.company }).last();
    await expect(fromClient).toHaveText(new RegExp(byMail), { timeout: 20_000 });
    await expect(fromClient).not.toContainText(m.roomEmails.newMessages.replyLine);
    await expect(fromClient).toContainText(room.thread.byMail);

    // The operator reads the thread and hides the agency's answer.
    const adminContext = await browser.newContext({ viewport: page.viewportSize() });
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await visit(admin, "/admin/threads");
    await expect(admin.getByRole("link", { name: brief.company })).toHaveCount(1);
    await expectNoSidewaysScroll(admin);
    // The brief's page lists its threads too: the operator opens this one from there.
    await visit(admin, `/admin/briefs/${brief.id}`);
    await admin
      .getByRole("region", { name: m.adminConsole.threads.threadsOfBrief })
      .getByRole("link", { name: brief.company })
      .click();
    await expectNoSidewaysScroll(admin);
    await expect(admin.getByText("Could you start in March?")).toBeVisible();
    const agencyMessage = admin
      .getByRole("article", { name: agency.name })
      .filter({ hasText: answer });
    // The console is English.
    const consoleRoom = getMessages("en").projectRoom.thread;
    await agencyMessage.getByRole("button", { name: consoleRoom.hide }).click();
    await expect(toast(admin, consoleRoom.hidden)).toBeVisible();
    await expect(agencyMessage).toContainText(consoleRoom.hiddenForRecord);
    await expect(agencyMessage).toContainText(answer);

    await visit(page, new URL(clientThread).pathname);
    await expect(page.getByRole("article", { name: agency.name }).first()).toContainText(
      room.thread.removed,
    );
    await expect(page.getByText(answer)).toHaveCount(0);
    await agencyContext.close();
    await adminContext.close();
  });
}

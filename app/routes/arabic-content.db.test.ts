import "#tests/production-react";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { makeAgency, validAgencyInput, validBriefInput } from "#tests/factories";
import { startTestApp, type TestApp } from "#tests/http-app";
import { agencies, briefs, contactMessages, emailOutbox, rateLimits } from "~/db/schema";
import { formGuardFields } from "~/domain/form-guard";
import { getMessages } from "~/domain/i18n";
import { setAgencyApproval } from "~/services/approve-agency.server";
import { issueFormToken } from "~/services/form-guard.server";
import { profilePaths } from "~/services/sitemap.server";

/**
 * Content in both languages (docs/decisions/013): the public forms take Arabic from the Arabic
 * pages and store it as written; a listing with an Arabic name only gets an Arabic slug and its
 * profile opens in both locales; the pages speak the page's locale (labels, the agency's Arabic
 * texts).
 */
const t = useTestDatabase();
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp(t.database);
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await t.db.delete(rateLimits);
  await t.db.delete(emailOutbox);
});

const ar = getMessages("ar");

/** A form post as a browser without JavaScript sends it, from the page at `path`. */
function postForm(path: string, fields: Record<string, unknown>) {
  const body = new URLSearchParams();
  const all = {
    [formGuardFields.startedAt]: issueFormToken(app.config, Date.now() - 5_000),
    [formGuardFields.honeypot]: "",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) {
    for (const item of [value].flat()) if (item !== undefined) body.append(name, String(item));
  }
  return fetch(`${app.url}${path}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { origin: app.url },
  });
}

const get = (path: string) => fetch(`${app.url}${path}`, { redirect: "manual" });

describe("a listing with an Arabic name only", () => {
  it("is stored as written under an Arabic slug, and its profile opens in both locales", async () => {
    const email = "hello@ibdaa-agency.example";
    const response = await postForm(
      "/ar/list",
      validAgencyInput({
        agencyName: "وكالة الإبداع",
        contactName: "ليلى حدّاد",
        email,
        location: "Sharjah",
        services: ["Branding & Design", "Content Creation"],
        description: "نصمّم الهويات التجارية ونكتب المحتوى\r\nللشركات في الشارقة.",
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/ar/thank-you-agency");

    const [row] = await t.db.select().from(agencies).where(eq(agencies.email, email));
    expect(row).toMatchObject({
      slug: "وكالة-الإبداع",
      agencyName: "وكالة الإبداع",
      contactName: "ليلى حدّاد",
      description: "نصمّم الهويات التجارية ونكتب المحتوى\nللشركات في الشارقة.",
      agencyNameAr: null,
    });
    await setAgencyApproval(t.db, row!.id, true, app.config);

    const encoded = encodeURIComponent(row!.slug);
    for (const path of [`/ar/agencies/${encoded}`, `/agencies/${encoded}`, `/ar/a/${encoded}`]) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      const html = await page.text();
      expect(html, path).toContain("وكالة الإبداع");
      expect(html, path).toContain("للشركات في الشارقة.");
    }
    const arabic = await (await get(`/ar/agencies/${encoded}`)).text();
    expect(arabic).toContain(
      `<link rel="canonical" href="${app.config.siteUrl}/ar/agencies/${encoded}"`,
    );
    expect(arabic).toContain("الشارقة");
    expect(arabic).toContain("الهوية التجارية والتصميم");

    // The directory and the sitemap link to it percent-encoded.
    const directory = await (await get("/ar/agencies")).text();
    expect(directory).toContain(`href="/ar/agencies/${encoded}"`);
    expect(await profilePaths(t.db, 1)).toContain(`/agencies/${encoded}`);
  });
});

describe("an agency's Arabic name and description", () => {
  it("show on Arabic pages, the English ones on English pages", async () => {
    const agency = await makeAgency(t.db, {
      agencyName: "Creative Falcon Studio",
      agencyNameAr: "استوديو الصقر المبدع",
      description: "Brand identities for Dubai's restaurants.",
      descriptionAr: "هويات تجارية لمطاعم دبي.",
      location: "Dubai",
      approved: true,
    });
    const arabic = await (await get(`/ar/agencies/${agency.slug}`)).text();
    expect(arabic).toContain("<title>استوديو الصقر المبدع | ");
    expect(arabic).toContain("هويات تجارية لمطاعم دبي.");
    expect(arabic).toMatch(
      /"name":"استوديو الصقر المبدع","alternateName":"Creative Falcon Studio"/,
    );
    expect(arabic).toContain('"addressLocality":"دبي"');
    expect(arabic).not.toContain("Brand identities for Dubai");

    const english = await (await get(`/agencies/${agency.slug}`)).text();
    expect(english).toContain("<title>Creative Falcon Studio | ");
    expect(english).toContain("Brand identities for Dubai&#x27;s restaurants.");
    expect(english).not.toContain("هويات تجارية لمطاعم دبي.");

    const cards = await (await get("/ar/agencies")).text();
    expect(cards).toContain("استوديو الصقر المبدع");
    expect(cards).toContain("هويات تجارية لمطاعم دبي.");
  });

  it("are stored from the listing form and the dashboard form's fields", async () => {
    const email = "team@falcon-two.example";
    const response = await postForm(
      "/list",
      validAgencyInput({
        agencyName: "Falcon Two",
        agencyNameAr: "فالكون تو",
        descriptionAr: "وصف الوكالة باللغة العربية.",
        email,
      }),
    );
    expect(response.status).toBe(302);
    const [row] = await t.db.select().from(agencies).where(eq(agencies.email, email));
    expect(row).toMatchObject({
      slug: "falcon-two",
      agencyNameAr: "فالكون تو",
      descriptionAr: "وصف الوكالة باللغة العربية.",
    });
  });
});

describe("the Arabic landing pages and filters", () => {
  it("name the emirate in Arabic, and label the filters in Arabic", async () => {
    await makeAgency(t.db, { location: "Dubai", approved: true });
    const page = await get("/ar/agencies/in/dubai");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<title>وكالات في دبي | ");
    // The heading adds the count: 'وكالات في دبي (2)' (domain/directory-heading.ts).
    expect(html).toMatch(/<h1[^>]*>وكالات في دبي<span[^>]*> <!-- -->\(2\)<\/span><\/h1>/);
    expect(html).not.toContain("وكالات في Dubai");
    expect(html).toMatch(/value="Dubai"[^>]*\/?><span>دبي<\/span>/);
    expect(html).toMatch(
      /value="Website Development"[^>]*\/?><span>تطوير المواقع الإلكترونية<\/span>/,
    );
  });
});

describe("the forms take Arabic from the Arabic pages", () => {
  it("stores an Arabic brief as written and thanks in Arabic", async () => {
    const email = "omar@arabic-brief.example";
    const response = await postForm(
      "/ar/submit",
      validBriefInput({
        companyName: "مقهى الياسمين",
        contactName: "عمر خليل",
        email,
        projectType: "تطبيقات الجوال",
        budget: "أقل من 5,000 درهم",
        description: "نحتاج تطبيقًا للطلبات باللغتين العربية والإنجليزية.",
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/ar/thank-you-brief");
    const [row] = await t.db.select().from(briefs).where(eq(briefs.email, email));
    expect(row).toMatchObject({
      companyName: "مقهى الياسمين",
      contactName: "عمر خليل",
      projectType: "mobile",
      budget: "under-5k",
      description: "نحتاج تطبيقًا للطلبات باللغتين العربية والإنجليزية.",
    });
    const thanks = await (await get("/ar/thank-you-brief")).text();
    expect(thanks).toContain(ar.submissions.thankYou.brief.lead);
  });

  it("answers a brief missing its description in Arabic, keeping what was typed", async () => {
    const response = await postForm(
      "/ar/submit",
      validBriefInput({ companyName: "مقهى الياسمين", description: "" }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(`<html lang="ar" dir="rtl"`);
    expect(html).toContain(ar.forms.required);
    expect(html).toContain('value="مقهى الياسمين"');
    // The selects are labelled in Arabic.
    expect(html).toContain(">في أقرب وقت ممكن</option>");
    expect(await t.db.select().from(briefs).where(eq(briefs.description, ""))).toEqual([]);
  });

  it("stores an Arabic contact message as written and answers in Arabic", async () => {
    const email = "sara@arabic-contact.example";
    const response = await postForm("/ar/contact", {
      name: "سارة المنصوري",
      email,
      message: "مرحبًا،\nأودّ معرفة المزيد عن باقة Pro.",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="ar" dir="rtl"`);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(row).toMatchObject({
      name: "سارة المنصوري",
      message: "مرحبًا،\nأودّ معرفة المزيد عن باقة Pro.",
    });
  });

  it("answers a listing without a service in Arabic", async () => {
    const response = await postForm(
      "/ar/list",
      validAgencyInput({ agencyName: "وكالة بلا خدمات", services: [] }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(ar.submissions.validation.selectService);
  });
});

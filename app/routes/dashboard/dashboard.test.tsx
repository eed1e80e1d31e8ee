import { describe, expect, it } from "vitest";
import { renderPage } from "#tests/route-stub";
import type { AgencyDashboard } from "~/domain/views/agency-dashboard";
import DashboardPage from "./dashboard";

/** The dashboard page's rendering states, without a browser or a database. */

const listing: AgencyDashboard["listing"] = {
  id: 7,
  slug: "ajman-web-craft",
  agencyName: "Ajman Web Craft",
  agencyNameAr: "عجمان ويب كرافت",
  contactName: "Layla Haddad",
  email: "team@ajmanwebcraft.example",
  phone: "+971 6 555 0101",
  website: "https://ajmanwebcraft.example",
  portfolio: null,
  logoUrl: null,
  location: "Ajman",
  services: ["Website Development"],
  industries: ["Retail"],
  experience: "3-5",
  description: "Websites for Ajman's shops and restaurants.",
  descriptionAr: null,
  foundingYear: 2016,
  teamSize: "10-49",
  minBudgetAed: 15000,
  languages: ["ar", "en"],
  approved: true,
  isPro: false,
  needsReview: false,
  createdAt: new Date("2025-07-01T08:00:00Z"),
  updatedAt: new Date("2025-07-01T08:00:00Z"),
};

const renderDashboard = (
  loaderData: {
    dashboard: AgencyDashboard | null;
    editing: boolean;
    testMode: boolean;
  },
  path = "/dashboard?edit=1",
) => renderPage(path, { Component: DashboardPage, loaderData });

const editing = (logoUrl: string | null) =>
  renderDashboard({
    dashboard: {
      listing: { ...listing, logoUrl },
      pendingEmail: null,
      subscription: null,
      payments: [],
      refundUntil: null,
      reviews: [],
      leads: [],
    },
    editing: true,
    testMode: true,
  });

/** The logo field of the edit form, as rendered. */
const logoField = (html: string) => /<input[^>]*name="logoUrl"[^>]*>/.exec(html)?.[0];

describe("the dashboard's edit form", () => {
  it("leaves a generated logo (a demo's data: image) out, so the listing saves without it", () => {
    const html = editing("data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=");
    expect(logoField(html)).toBeDefined();
    expect(logoField(html)).not.toMatch(/value="[^"]/);
    expect(html).toContain('value="Ajman Web Craft"');
  });

  it("fills in the Arabic name, in a right-to-left field, and offers the Arabic description", () => {
    const html = editing(null);
    const nameAr = /<input[^>]*name="agencyNameAr"[^>]*>/.exec(html)?.[0];
    expect(nameAr).toContain('value="عجمان ويب كرافت"');
    expect(nameAr).toContain('dir="rtl"');
    expect(html).toMatch(/<textarea[^>]*name="descriptionAr"/);
    expect(html).toContain("Name in Arabic");
  });

  it("keeps a logo at a web address", () => {
    const html = editing("https://ajmanwebcraft.example/logo.png");
    expect(logoField(html)).toContain('value="https://ajmanwebcraft.example/logo.png"');
  });
});

describe("the dashboard's reviews", () => {
  const review = (id: number, reply: Partial<AgencyDashboard["reviews"][number]>) => ({
    id,
    title: `Review ${id}`,
    body: "They listened, planned the work with us and delivered the site a week early.",
    overall: 4,
    createdAt: new Date("2026-03-01T08:00:00Z"),
    reply: null,
    replyStatus: null,
    replyRejectionReason: null,
    ...reply,
  });
  const html = renderDashboard(
    {
      dashboard: {
        listing,
        pendingEmail: null,
        subscription: null,
        payments: [],
        refundUntil: null,
        leads: [],
        reviews: [
          review(1, {}),
          review(2, { reply: "Thank you, Omar.", replyStatus: "pending" }),
          review(3, { reply: "Thanks!", replyStatus: "approved" }),
          review(4, {
            reply: "You are wrong.",
            replyStatus: "rejected",
            replyRejectionReason: "Please keep replies courteous.",
          }),
        ],
      },
      editing: false,
      testMode: false,
    },
    "/dashboard",
  );

  it("shows each reply's state, and a reply form only where a reply is allowed", () => {
    expect(html).toContain("4 of 5 stars");
    expect(html).toContain("Waiting for moderation");
    expect(html).toContain("Not published: Please keep replies courteous.");
    const forms = [...html.matchAll(/name="reviewId" value="(\d+)"/g)].map((m) => m[1]);
    expect(forms).toEqual(["1", "4"]);
    expect(html).toMatch(/<textarea[^>]*name="reply"/);
    expect(html).toContain('value="reply-review"');
    expect(html).toContain("Send reply");
  });
});

describe("the dashboard's leads", () => {
  const lead = (matchId: number, matchedAt: string): AgencyDashboard["leads"][number] => ({
    matchId,
    matchedAt: new Date(matchedAt),
    unread: matchId === 1 ? 2 : 0,
    lastMessageAt: null,
    answer: matchId === 1 ? "accepted" : "pending",
    answerDueAt: matchId === 1 ? null : new Date("2026-03-04T08:00:00Z"),
    answerOverdue: false,
    outcome: matchId === 3 ? "not-selected" : null,
    companyName: `Client ${matchId} LLC`,
    contactName: "Omar Khalil",
    email: `omar${matchId}@client.example`,
    phone: matchId === 1 ? "+971 50 123 4567" : null,
    projectType: "ecommerce",
    budget: "30k-50k",
    timeline: "2-3-months",
    description: "An online shop for our bakeries, with delivery across the UAE.",
  });
  const dashboardWith = (leads: AgencyDashboard["leads"], path = "/dashboard") =>
    renderDashboard(
      {
        dashboard: {
          listing,
          pendingEmail: null,
          subscription: null,
          payments: [],
          refundUntil: null,
          reviews: [],
          leads,
        },
        editing: false,
        testMode: false,
      },
      path,
    );

  it("lists each matched brief with its project and the client's contact, as given", () => {
    const html = dashboardWith([lead(2, "2026-03-02T08:00:00Z"), lead(1, "2026-03-01T08:00:00Z")]);
    expect(html).toContain(">Leads</h2>");
    expect(html.indexOf("Client 2 LLC")).toBeLessThan(html.indexOf("Client 1 LLC"));
    expect(html).toContain("E-commerce");
    expect(html).toContain("30,000 - 50,000");
    // Each lead's answer: by when a pending one is due (UAE time), an accepted one as such.
    expect(html).toContain("Answer by 4 Mar 2026, 12:00");
    expect(html).toContain("Accepted");
    expect(html).toContain('href="mailto:omar1@client.example"');
    expect(html).toContain('href="tel:+971501234567"');
    expect(html).toContain("<details");
    expect(html).toContain("An online shop for our bakeries");
    expect(html).not.toContain("No leads yet");
    // How a decided brief ended for the agency (issue 31), instead of its answer.
    expect(dashboardWith([lead(3, "2026-03-03T08:00:00Z")])).toContain("Not selected");
  });

  it("links each lead to its thread, saying what is unread", () => {
    const html = dashboardWith([lead(2, "2026-03-02T08:00:00Z"), lead(1, "2026-03-01T08:00:00Z")]);
    expect(html).toContain('href="/dashboard/threads/2"');
    expect(html).toContain('href="/dashboard/threads/1"');
    expect(html).toContain("(2 unread)");
    expect(html.match(/unread\)/g)).toHaveLength(1);
  });

  it("says how leads arrive while there are none", () => {
    expect(dashboardWith([])).toContain("No leads yet.");
  });
});

describe("the dashboard without a session", () => {
  it("shows the sign-in form", () => {
    const html = renderDashboard({ dashboard: null, editing: false, testMode: false });
    expect(html).toContain("Agency Dashboard Access");
    expect(html).toContain("Send Sign-in Link");
  });
});

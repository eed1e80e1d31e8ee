import { expect, type APIRequestContext } from "@playwright/test";
import type { Locale } from "~/domain/i18n";
import type { TestAgency } from "./agencies";
import { ownAddress } from "./client-address";
import { emailFor, unique } from "./forms";

/** A brief of the test's own through the public API, in `locale`; answers its id and address. */
export async function submitBrief(request: APIRequestContext, locale: Locale, label = "reviewer") {
  const company = unique(locale === "ar" ? "مخابز الواحة" : "Oasis Bakeries");
  const email = emailFor(
    `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
  );
  const response = await request.post("/api/submit-brief", {
    headers: ownAddress(),
    data: {
      companyName: company,
      contactName: locale === "ar" ? "سارة المنصوري" : "Sara Mansoori",
      email,
      phone: "+971 50 123 4567",
      projectType: "ecommerce",
      budget: "30k-50k",
      timeline: "1-month",
      description: "An online shop for our bakeries, with delivery across the UAE.",
      locale,
    },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, company, email };
}

/** The operator matches the brief with the agency (POST /api/matches); answers the match's id. */
export async function match(adminApi: APIRequestContext, briefId: number, agency: TestAgency) {
  const response = await adminApi.post("/api/matches", {
    data: { briefId, agencyId: agency.id },
  });
  expect(response.status(), "the match").toBe(201);
  return ((await response.json()) as { id: number }).id;
}

import { describe, expect, it } from "vitest";
import type { Locale } from "~/domain/i18n";
import { reviewInvitationEmail } from "./review-invitation";

const site = { name: "Wakala", url: "https://wakala.ae" };
const names = ["Falcon Studio", "Nakhla Digital", "Sourdough Co."];

function mail(kind: "invitation" | "reminder", count: number, locale: Locale) {
  return reviewInvitationEmail(
    kind,
    {
      brief: { companyName: "Sourdough Co.", contactName: "Mira Haddad", projectType: "website" },
      links: names
        .slice(0, count)
        .map((agencyName, i) => ({ agencyName, url: `https://wakala.ae/reviews/token-${i}` })),
      expiresAt: new Date("2026-12-31T08:00:00Z"),
    },
    site,
    locale,
  );
}

describe("the review invitation and its reminder", () => {
  it("say 'the agency below' above one agency and 'the agencies below' above several", () => {
    for (const kind of ["invitation", "reminder"] as const) {
      const one = mail(kind, 1, "en");
      expect(one.text).toContain("the agency below");
      expect(`${one.subject}\n${one.text}`).not.toMatch(/agencies/);
      for (const count of [2, 3]) {
        const several = mail(kind, count, "en");
        expect(several.text).toContain("the agencies below");
        expect(several.subject).toMatch(/agencies/);
      }
    }
  });

  it("take the Arabic singular, dual and plural", () => {
    expect(mail("invitation", 1, "ar").text).toContain("الوكالة أدناه");
    expect(mail("invitation", 2, "ar").text).toContain("الوكالتين أدناه");
    expect(mail("invitation", 3, "ar").text).toContain("الوكالات أدناه");
    expect(mail("reminder", 1, "ar").subject).toBe("تذكير: قيّم الوكالة التي رشّحناها");
    expect(mail("reminder", 2, "ar").subject).toBe("تذكير: قيّم الوكالتين اللتين رشّحناهما");
    expect(mail("invitation", 1, "ar").text).not.toContain("الوكالات");
  });

  it("never doubles a full stop after a name that ends with one", () => {
    for (const locale of ["en", "ar"] as const) {
      const sent = mail("invitation", 3, locale);
      expect(`${sent.subject}\n${sent.text}\n${sent.html}`).not.toContain("Co..");
    }
  });
});

import "#tests/production-react";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeAgency, makeBrief } from "#tests/factories";
import { agencies, contactMessages, subscriptions } from "~/db/schema";
import { getMessages } from "~/domain/i18n";
import { b, f, names, request, useAccessMatrixApp, who, WHO } from "./access-matrix-test-setup";

/**
 * The access matrix's checks on data, over HTTP: agency A never reads or changes agency B's data,
 * whatever ids its requests name; and the admin API's deletes act for an admin only.
 */
const t = useAccessMatrixApp();
const messages = getMessages();

describe("agency A never reads or changes agency B's data", () => {
  const snapshotB = async () => ({
    agency: (await t.db.select().from(agencies).where(eq(agencies.id, f.otherAgency.id)))[0],
    subscriptions: await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.agencyId, f.otherAgency.id)),
  });

  it("refuses A every read of B", async () => {
    const a = who.agencyA;
    const subscription = await request(`/api/agencies/${f.otherAgency.id}/subscription`, a);
    expect(subscription.status).toBe(403);
    expect(JSON.parse(subscription.text)).toEqual({ error: messages.dashboard.api.forbidden });

    const byEmail = await request(
      `/api/agencies/email/${encodeURIComponent(f.otherAgency.email)}`,
      a,
    );
    const nobody = await request(
      `/api/agencies/email/${encodeURIComponent("nobody@example.ae")}`,
      a,
    );
    expect(byEmail.status).toBe(404);
    expect(byEmail.text).toBe(nobody.text);

    expect((await request(`/billing/test-checkout/${b.checkoutId}`, a)).status).toBe(404);
    for (const path of ["/dashboard", "/dashboard/upgrade", "/dashboard?edit=1"]) {
      const page = await request(path, a);
      expect(page.text, path).not.toContain(f.otherAgency.email);
      expect(page.text, path).not.toContain(b.name);
    }
  });

  it("refuses A every change of B, whatever ids A's requests name", async () => {
    const before = await snapshotB();
    const a = who.agencyA;
    const attempts: {
      name: string;
      answer: Awaited<ReturnType<typeof request>>;
      allowed: number[];
    }[] = [];
    const attempt = async (name: string, allowed: number[], ...args: Parameters<typeof request>) =>
      attempts.push({ name, answer: await request(...args), allowed });

    await attempt("checkout for B", [403], "/api/create-checkout-session", a, {
      json: { agencyId: f.otherAgency.id, email: f.otherAgency.email },
    });
    await attempt("checkout for B with A's address", [403], "/api/create-checkout-session", a, {
      json: { agencyId: f.otherAgency.id, email: f.agency.email },
    });
    await attempt("upgrade with B's checkout", [404], "/api/upgrade-to-pro", a, {
      json: { sessionId: b.checkoutId },
    });
    await attempt("pay B's test checkout", [404], `/billing/test-checkout/${b.checkoutId}`, a, {
      form: { intent: "pay" },
    });
    // A's listing takes B's address: refused as a duplicate, B keeps it.
    await attempt("A's listing with B's address", [400, 409], "/dashboard", a, {
      form: {
        intent: "update-listing",
        agencyName: names.A,
        contactName: "Layla Haddad",
        email: f.otherAgency.email,
        services: "Website Development",
        experience: "3-5",
        description: "A Dubai studio building websites for retailers.",
      },
    });
    // Dashboard buttons act on the session's agency; a forged id in the form changes nothing of B.
    for (const intent of ["cancel", "refund", "test-advance", "test-fail-renewal", "resume"]) {
      await attempt(`${intent} naming B`, [302, 303, 400], "/dashboard", a, {
        form: { intent, agencyId: String(f.otherAgency.id), id: String(f.otherAgency.id) },
      });
    }
    // The console's forms and API refuse an agency session.
    await attempt("approve B in the console", [302], "/admin", a, {
      form: {
        intent: "approve",
        id: String(f.otherAgency.id),
        approved: "false",
        returnTo: "/admin",
      },
    });
    await attempt("delete B in the console", [302], "/admin", a, {
      form: { intent: "delete-agency", id: String(f.otherAgency.id) },
    });
    await attempt("unapprove B by the API", [401], `/api/admin/agencies/${f.otherAgency.id}`, a, {
      method: "PATCH",
      json: { approved: false },
    });
    await attempt("delete B by the API", [401], `/api/admin/agencies/${f.otherAgency.id}`, a, {
      method: "DELETE",
    });

    const wrong = attempts
      .filter((x) => !x.allowed.includes(x.answer.status))
      .map((x) => `${x.name}: ${x.answer.status}`);
    expect(wrong).toEqual([]);
    const after = await snapshotB();
    expect(after.agency).toEqual(before.agency);
    expect(after.subscriptions).toEqual(before.subscriptions);
    // B's session still works for B.
    expect(
      (await request(`/api/agencies/${f.otherAgency.id}/subscription`, who.agencyB)).status,
    ).toBe(200);
  });
});

describe("the admin's writes", () => {
  it("delete what they name, and only for an admin", async () => {
    const agency = await makeAgency(t.db);
    const brief = await makeBrief(t.db);
    const [message] = await t.db
      .insert(contactMessages)
      .values({ name: "Omar", email: "omar@example.ae", message: "Hi" })
      .returning();
    const targets = [
      `/api/admin/agencies/${agency.id}`,
      `/api/admin/briefs/${brief.id}`,
      `/api/admin/messages/${message!.id}`,
    ];
    for (const as of WHO.filter((w) => w !== "admin")) {
      for (const path of targets) {
        expect((await request(path, who[as], { method: "DELETE" })).status, `${as} ${path}`).toBe(
          401,
        );
      }
    }
    for (const path of targets) {
      expect((await request(path, who.admin, { method: "DELETE" })).status, path).toBe(200);
    }
  });
});

import { randomInt } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { ownAddress } from "./client-address";

/**
 * Agencies a test makes for itself, listed through the public API as an agency lists itself
 * (pending until the operator approves them).
 *
 * The directory specs check the seeded demo agencies' counts and order while other specs approve
 * their own agencies in parallel. So every agency made here has the same profile, which those
 * specs never filter on (Umm Al Quwain, E-commerce Development, Education), and a word of its own
 * in its name and description: a test finds its agencies with `?q=word`, and the directory specs
 * check totals only as 'N of N agencies'. Each is deleted when its test ends.
 */
export type TestAgency = { id: number; name: string; email: string; word: string };

/** The agencies this worker's running test listed: removed when it ends (fixtures.ts). */
const listedByThisTest = new Set<number>();

/**
 * Deletes, as the operator does, every agency the test that just ended listed here, so that the
 * directory specs meet the demo's agencies and at most the few of the tests running beside them.
 */
export async function removeListedAgencies(adminApi: APIRequestContext) {
  for (const id of listedByThisTest) {
    const response = await adminApi.delete(`/api/admin/agencies/${id}`);
    // 404: the test deleted it itself.
    expect([200, 204, 404], `removing agency ${id}`).toContain(response.status());
  }
  listedByThisTest.clear();
}

/** A word no other test (or earlier run) uses; the directory's search finds it. */
export const uniqueWord = () => `zq${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;

/**
 * Lists an agency named `{label} {word}`, with the shared profile above unless `fields` say
 * otherwise; a fresh word unless given one (two agencies of one test can share a word).
 */
export async function listAgency(
  request: APIRequestContext,
  label: string,
  { word = uniqueWord(), fields = {} }: { word?: string; fields?: Record<string, unknown> } = {},
): Promise<TestAgency> {
  const name = `${label} ${word}`;
  const email = `${label.toLowerCase().replace(/\W+/g, ".")}.${word}@example.ae`;
  const response = await request.post("/api/submit-agency", {
    headers: ownAddress(),
    data: {
      agencyName: name,
      contactName: "Layla Haddad",
      email,
      phone: "+971 6 555 0101",
      website: "https://example.ae",
      location: "Umm Al Quwain",
      services: ["E-commerce Development"],
      industries: ["Education"],
      experience: "3-5",
      description: `Online shops for schools and tutors (${word}).`,
      ...fields,
    },
  });
  expect(response.status(), `listing ${name}`).toBe(201);
  const { id } = (await response.json()) as { id: number };
  listedByThisTest.add(id);
  return { id, name, email, word };
}

/** Approves an agency as the operator does, through the admin API. */
export async function approveAgency(adminApi: APIRequestContext, agency: TestAgency) {
  const response = await adminApi.patch(`/api/admin/agencies/${agency.id}`, {
    data: { approved: true },
  });
  expect(response.status(), `approving ${agency.name}`).toBe(200);
}

/** An agency of the test's own that the directory shows. */
export async function listApprovedAgency(
  request: APIRequestContext,
  adminApi: APIRequestContext,
  label: string,
  options?: Parameters<typeof listAgency>[2],
): Promise<TestAgency> {
  const agency = await listAgency(request, label, options);
  await approveAgency(adminApi, agency);
  return agency;
}

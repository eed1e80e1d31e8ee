import fc from "fast-check";
import type { WireRequest } from "#tests/raw-http";
import { rawCase, sizeCase } from "./bodies";
import { formCase } from "./forms";
import { headerCase } from "./headers";
import { jsonCase } from "./json";
import { monthCase, pathCase, queryCase } from "./request-line";
import { uploadCase } from "./uploads";

/**
 * The hostile-input suite's requests (docs/decisions/008) as fast-check arbitraries. Each family
 * is one kind of attack, in a module of its own beside this one: paths and queries, and the
 * invoice register's months and documents (request-line.ts), headers and cookies (headers.ts),
 * forms (forms.ts), JSON (json.ts), body sizes and broken HTTP (bodies.ts), uploads (uploads.ts),
 * built from pieces.ts; `hostileRequest` mixes them. A case is a request exactly as it goes on
 * the wire, plus whether the client must be able to read an answer.
 */
export type HostileCase = {
  family: string;
  request: WireRequest;
  /** False only past 1 MB or for broken framing, where the server may hang up. */
  mustAnswer: boolean;
};

/** Real rows and sessions of the test database, so that some requests get past the first check. */
export type Fixtures = {
  agency: { id: number; slug: string; email: string };
  otherAgency: { id: number; slug: string; email: string };
  briefId: number;
  checkoutId: string;
  /** A saved search's signed links (manage, confirm, an address's list). */
  alerts: { manage: string; confirm: string; address: string };
  cookies: {
    admin: string;
    agency: string;
    expiredAdmin: string;
    expiredAgency: string;
    clientA: string;
  };
  /** The project room's threads of clients A and B (A's with agency A). */
  threads: { A: { matchId: number; briefId: number }; B: { matchId: number } };
  /** Agency A's tax invoice and the UAE month it was issued in ("2025-07"). */
  invoice: { id: number; month: string };
  /** A correctly signed form token, which passes the spam guard. */
  formToken: string;
  siteOrigin: string;
};

// app/routes/access-matrix-routes.db.test.ts imports it from here.
export { routePatterns } from "./pieces";

/** The mix the suite sends; weights favour the families that reach the most code. */
export const hostileRequest = (f: Fixtures): fc.Arbitrary<HostileCase> =>
  fc.oneof(
    { weight: 20, arbitrary: pathCase(f) },
    { weight: 14, arbitrary: queryCase(f) },
    { weight: 3, arbitrary: monthCase(f) },
    { weight: 14, arbitrary: headerCase(f) },
    { weight: 27, arbitrary: formCase(f) },
    { weight: 3, arbitrary: uploadCase(f) },
    { weight: 20, arbitrary: jsonCase(f) },
    { weight: 3, arbitrary: sizeCase(f) },
    { weight: 2, arbitrary: rawCase(f) },
  );

import { adminOnly, everyone, f, is, toLogin, type Row } from "./access-matrix-test-setup";

/**
 * The access matrix's rows for the project room (docs/decisions/018-project-room.md): "My briefs"
 * and a thread show a client only their own; an agency reads only its own matches' threads; the
 * operator reads and writes in every thread. Anyone else is sent to sign in, and back to the page
 * after. A redirect may stay in Arabic (the Arabic copies of the GET rows).
 */
// To sign in, coming back after to the page asked for (domain/sign-in-next.ts).
const toMyBriefs = is(302, {
  location: () => /^(\/ar)?\/my-briefs(\?next=%2Fmy-briefs%2F(threads|briefs)%2F\d+)?$/,
});
const toDashboard = is(302, {
  location: () => /^(\/ar)?\/dashboard(\?next=%2Fdashboard%2Fthreads%2F\d+)?$/,
});
const threadA = () => f.threads.A;
const proposalPost = () => ({
  intent: "save-proposal",
  summary: "From the matrix",
  scope: "Everything",
  "lines[0].description": "Work",
  "lines[0].quantity": "1",
  "lines[0].unitPrice": "1,000",
  startDate: "2027-03-01",
  endDate: "2027-03-31",
  "milestones[0].label": "All",
  "milestones[0].percent": "100",
});

export const roomRows: Row[] = [
  {
    name: "GET /my-briefs",
    route: "my-briefs",
    path: () => "/my-briefs",
    expect: {
      ...everyone(is(200, { hides: () => threadA().company })),
      clientA: is(200, { shows: () => threadA().company, hides: () => f.threads.B.company }),
      clientB: is(200, { shows: () => f.threads.B.company, hides: () => threadA().company }),
    },
  },
  {
    name: "GET /my-briefs/sign-in",
    route: "my-briefs/sign-in",
    path: () => "/my-briefs/sign-in",
    expect: everyone(is(200)),
  },
  {
    name: "GET client A's thread",
    route: "my-briefs/threads/:matchId",
    path: () => `/my-briefs/threads/${threadA().matchId}`,
    expect: {
      ...everyone(toMyBriefs),
      clientA: is(200, { shows: () => threadA().text }),
      clientB: is(404, { hides: () => threadA().text }),
    },
  },
  {
    name: "POST a message in client A's thread",
    route: "my-briefs/threads/:matchId",
    method: "POST",
    path: () => `/my-briefs/threads/${threadA().matchId}`,
    form: () => ({ intent: "send-message", body: "From the matrix" }),
    expect: {
      ...everyone(toMyBriefs),
      clientA: is(302, { location: () => `/my-briefs/threads/${threadA().matchId}#latest` }),
      clientB: is(404),
    },
  },
  {
    name: "GET agency A's thread",
    route: "dashboard/threads/:matchId",
    path: () => `/dashboard/threads/${threadA().matchId}`,
    expect: {
      ...everyone(toDashboard),
      agencyA: is(200, { shows: () => threadA().text }),
      agencyB: is(404, { hides: () => threadA().text }),
    },
  },
  {
    name: "POST a message in agency A's thread",
    route: "dashboard/threads/:matchId",
    method: "POST",
    path: () => `/dashboard/threads/${threadA().matchId}`,
    form: () => ({ intent: "send-message", body: "From the matrix" }),
    expect: {
      ...everyone(toDashboard),
      agencyA: is(302, { location: () => `/dashboard/threads/${threadA().matchId}#latest` }),
      agencyB: is(404),
    },
  },
  // The match's answer (issue 31): only the matched agency accepts or declines; a client posting
  // the agency's button is not answered as one.
  {
    name: "POST 'Accept' on agency A's thread",
    route: "dashboard/threads/:matchId",
    method: "POST",
    path: () => `/dashboard/threads/${threadA().matchId}`,
    form: () => ({ intent: "accept-match" }),
    expect: {
      ...everyone(toDashboard),
      agencyA: is(302, { location: () => `/dashboard/threads/${threadA().matchId}` }),
      agencyB: is(404),
    },
  },
  {
    name: "POST 'Decline' on agency B's thread",
    route: "dashboard/threads/:matchId",
    method: "POST",
    path: () => `/dashboard/threads/${f.threads.B.matchId}`,
    form: () => ({ intent: "decline-match", reason: "too-busy", note: "" }),
    expect: {
      ...everyone(toDashboard),
      agencyA: is(404),
      agencyB: is(302, { location: () => `/dashboard/threads/${f.threads.B.matchId}` }),
    },
  },
  // The proposal (issue 31): only the matched agency writes it.
  {
    name: "POST 'Save draft' of a proposal on agency A's thread",
    route: "dashboard/threads/:matchId",
    method: "POST",
    path: () => `/dashboard/threads/${threadA().matchId}`,
    form: proposalPost,
    expect: {
      ...everyone(toDashboard),
      agencyA: is(302, { location: () => `/dashboard/threads/${threadA().matchId}#proposal` }),
      agencyB: is(404),
    },
  },
  {
    name: "POST the agency's 'Save draft' on client A's thread",
    route: "my-briefs/threads/:matchId",
    method: "POST",
    path: () => `/my-briefs/threads/${threadA().matchId}`,
    form: proposalPost,
    expect: { ...everyone(toMyBriefs), clientA: is(404), clientB: is(404) },
  },
  // The client's comparison and decision: their own brief only.
  {
    name: "GET client A's proposals",
    route: "my-briefs/briefs/:briefId",
    path: () => `/my-briefs/briefs/${threadA().briefId}`,
    expect: {
      ...everyone(toMyBriefs),
      clientA: is(200),
      clientB: is(404),
    },
  },
  {
    name: "POST 'Close the brief' (no reason) on client A's brief",
    route: "my-briefs/briefs/:briefId",
    method: "POST",
    path: () => `/my-briefs/briefs/${threadA().briefId}`,
    form: () => ({ intent: "close-brief" }),
    expect: {
      ...everyone(toMyBriefs),
      clientA: is(302, { location: () => `/my-briefs/briefs/${threadA().briefId}` }),
      clientB: is(404),
    },
  },
  {
    name: "POST the agency's 'Accept' on client A's thread",
    route: "my-briefs/threads/:matchId",
    method: "POST",
    path: () => `/my-briefs/threads/${threadA().matchId}`,
    form: () => ({ intent: "accept-match" }),
    expect: { ...everyone(toMyBriefs), clientA: is(404), clientB: is(404) },
  },
  {
    name: "GET a file of thread A (its signed link)",
    route: "files/:fileId",
    path: () => threadA().fileHref,
    expect: {
      ...everyone(is(404, { hides: () => threadA().fileText })),
      clientA: is(200, { shows: () => threadA().fileText }),
      agencyA: is(200, { shows: () => threadA().fileText }),
      admin: is(200, { shows: () => threadA().fileText }),
    },
  },
  {
    name: "GET /admin/threads",
    route: "admin/threads",
    path: () => "/admin/threads",
    expect: adminOnly(
      is(200, { shows: () => threadA().company }),
      toLogin(() => "/admin/threads"),
    ),
  },
  {
    name: "GET a thread in the console",
    route: "admin/threads/:matchId",
    path: () => `/admin/threads/${threadA().matchId}`,
    expect: adminOnly(
      is(200, { shows: () => threadA().text }),
      toLogin(() => `/admin/threads/${threadA().matchId}`),
    ),
  },
  {
    name: "POST 'Hide' on a message of thread B",
    route: "admin/threads/:matchId",
    method: "POST",
    path: () => `/admin/threads/${f.threads.B.matchId}`,
    form: () => ({ intent: "hide-message", messageId: String(f.threads.B.messageId) }),
    expect: adminOnly(
      is(302, { location: () => `/admin/threads/${f.threads.B.matchId}` }),
      toLogin(() => `/admin/threads/${f.threads.B.matchId}`),
    ),
  },
  {
    name: "POST 'Replace this agency' on thread B",
    route: "admin/threads/:matchId",
    method: "POST",
    path: () => `/admin/threads/${f.threads.B.matchId}`,
    form: () => ({ intent: "replace-match" }),
    expect: adminOnly(
      is(302, { location: () => `/admin/threads/${f.threads.B.matchId}` }),
      toLogin(() => `/admin/threads/${f.threads.B.matchId}`),
    ),
  },
];

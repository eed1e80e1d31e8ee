import { data, type AppLoadContext } from "react-router";
import { parseId } from "~/domain/ids";
import { signInWithNext } from "~/domain/sign-in-next";
import { readThread, type RoomViewer } from "~/services/project-room.server";
import { readThreadProposal } from "~/services/proposals.server";
import { redirect } from "../redirect.server";
import { requireAdminPage } from "../sessions/admin-session.server";
import { getAgencyId } from "../sessions/agency-session.server";
import { getClientEmail } from "../sessions/client-session.server";
import { threadAction } from "./thread-actions.server";

/** Which of the three thread pages: whose it is, where its reader signs in, where it lives. */
export type ThreadPageSide = "client" | "agency" | "operator";

const pages = {
  client: { signIn: "/my-briefs", base: "/my-briefs/threads" },
  agency: { signIn: "/dashboard", base: "/dashboard/threads" },
  operator: { signIn: "/admin", base: "/admin/threads" },
} as const;

type Args = { request: Request; params: { matchId?: string }; context: AppLoadContext };

/** Where a signed-out reader of a thread signs in, coming back to the thread after. */
function signInFor(side: ThreadPageSide, matchId: number | undefined): string {
  const { signIn, base } = pages[side];
  return matchId === undefined ? signIn : signInWithNext(signIn, `${base}/${matchId}`);
}

/** The reader of a thread page of `side`, or undefined when not signed in as one. */
async function viewerOf(
  side: ThreadPageSide,
  { request, context }: Args,
): Promise<RoomViewer | undefined> {
  if (side === "client") {
    const email = await getClientEmail(request, context);
    return email ? { kind: "client", email } : undefined;
  }
  if (side === "agency") {
    const agencyId = await getAgencyId(request, context);
    return agencyId ? { kind: "agency", agencyId } : undefined;
  }
  // Without an admin session, the console's login, which comes back to the page after.
  await requireAdminPage(request, context);
  return { kind: "operator" };
}

/**
 * A thread page's loader (docs/decisions/018-project-room.md): the thread as its reader sees it,
 * its newest messages or an older page (`?before=`), and the match's proposal and the brief's
 * decision (issue 31); 404 for a thread that is not the reader's.
 */
export async function loadThreadPage(
  side: ThreadPageSide,
  args: Args,
  /** The reader, when the route has already found them (the console's loader). */
  known?: RoomViewer,
) {
  const viewer = known ?? (await viewerOf(side, args));
  const matchId = parseId(args.params.matchId);
  if (!viewer) throw redirect(signInFor(side, matchId));
  const before = parseId(new URL(args.request.url).searchParams.get("before"));
  const thread =
    matchId &&
    (await readThread(args.context.db, matchId, viewer, {
      before,
      links: args.context.config,
      // A page rendered in answer to a post (a form refused without JavaScript) changes nothing:
      // only a visit marks messages read.
      markAsRead: !posted.has(args.context),
    }));
  if (!thread) throw data(null, { status: 404 });
  const proposal = await readThreadProposal(args.context.db, matchId, viewer.kind);
  return { thread, proposal };
}

/**
 * The requests whose action ran: React Router renders the page in answer to a post by calling
 * its loaders with the same context (and a request made into a GET), so the context tells.
 */
const posted = new WeakSet<AppLoadContext>();

/** A thread page's action: the message form, and the operator's 'Hide' (thread-actions). */
export async function threadPageAction(side: ThreadPageSide, args: Args) {
  posted.add(args.context);
  const viewer = await viewerOf(side, args);
  const matchId = parseId(args.params.matchId);
  if (!viewer) return redirect(signInFor(side, matchId));
  return threadAction(
    args.request,
    args.context,
    matchId,
    viewer,
    `${pages[side].base}/${matchId}`,
  );
}

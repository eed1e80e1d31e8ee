import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { briefs, matches, threadFiles, threadMessages } from "~/db/schema";
import { FILE_LINK_MINUTES } from "~/domain/thread-files";
import { readSignedToken, signToken, type SignerConfig } from "./hmac-signer.server";
import type { RoomViewer } from "~/domain/views/project-room";

/**
 * The files of the project room's messages (docs/decisions/018-project-room.md): the links that
 * download them (signed, FILE_LINK_MINUTES long), and who may.
 */

/** A file's download address for a page that shows it: `/files/{id}?t={signed id and expiry}`. */
export function fileHref(config: SignerConfig, fileId: number, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + FILE_LINK_MINUTES * 60;
  return `/files/${fileId}?t=${signToken(config, "thread-file", `${fileId}-${expires}`)}`;
}

/** Whether `token` is a live link to the file `fileId` (signed by us, not expired). */
export function isFileLink(
  config: SignerConfig,
  fileId: number,
  token: unknown,
  now = new Date(),
): boolean {
  const payload = readSignedToken(config, "thread-file", token);
  const [id, expires] = (payload ?? "").split("-").map(Number);
  return id === fileId && expires !== undefined && expires * 1000 > now.getTime();
}

export type ThreadFileRecord = {
  storageKey: string;
  name: string;
  contentType: string;
  byteLength: number;
};

/**
 * A file, when one of `viewers` (the sessions the request carries) may read its thread: the
 * brief's client, the matched agency (unless its message was hidden), the operator. Undefined
 * otherwise, as for no such file.
 */
export async function findThreadFile(
  db: Db,
  fileId: number,
  viewers: RoomViewer[],
): Promise<ThreadFileRecord | undefined> {
  if (viewers.length === 0) return undefined;
  // A hidden message's files are hidden with it, but from the operator.
  const visible = sql`${threadMessages.hiddenAt} is null`;
  const may = viewers.map((viewer) =>
    viewer.kind === "operator"
      ? sql`true`
      : viewer.kind === "agency"
        ? sql`(${matches.agencyId} = ${viewer.agencyId} and ${visible})`
        : sql`(lower(${briefs.email}) = ${viewer.email.toLowerCase()} and ${visible})`,
  );
  const [file] = await db
    .select({
      storageKey: threadFiles.storageKey,
      name: threadFiles.name,
      contentType: threadFiles.contentType,
      byteLength: threadFiles.byteLength,
    })
    .from(threadFiles)
    .innerJoin(threadMessages, eq(threadMessages.id, threadFiles.messageId))
    .innerJoin(matches, eq(matches.id, threadFiles.matchId))
    .innerJoin(briefs, eq(briefs.id, matches.briefId))
    .where(and(eq(threadFiles.id, fileId), sql`(${sql.join(may, sql` or `)})`))
    .limit(1);
  return file;
}

/** The bytes a brief's threads hold in files (BRIEF_FILES_MAX_BYTES bounds them). */
export async function briefFileBytes(db: Db, matchId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${threadFiles.byteLength}), 0)::bigint` })
    .from(threadFiles)
    .where(
      eq(
        threadFiles.briefId,
        sql`(select ${matches.briefId} from ${matches} where ${matches.id} = ${matchId})`,
      ),
    );
  return Number(row?.bytes ?? 0);
}

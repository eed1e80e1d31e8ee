import { stripBidiControls } from "./bidi-controls";

/**
 * Files in the project room's messages (docs/decisions/018-project-room.md): how many, how large,
 * which types (read from the content, never from the name or the browser's word), and the name
 * they are kept and offered under.
 */

export const FILES_PER_MESSAGE = 5;
export const FILE_MAX_BYTES = 25 * 1024 * 1024;
export const BRIEF_FILES_MAX_BYTES = 200 * 1024 * 1024;
/** How long a download link works (a page makes fresh ones each time it loads). */
export const FILE_LINK_MINUTES = 15;

/**
 * The types a file may be, by what its content says it is (file-type's names for the formats it
 * recognises; `text` for plain UTF-8 text), with the content type it is stored and served as.
 * Never HTML or SVG: a file is always offered as an attachment.
 */
export const ALLOWED_FILE_TYPES = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  zip: "application/zip",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  // Word, Excel and PowerPoint before 2007: a compound file.
  cfb: "application/x-cfb",
  text: "text/plain; charset=utf-8",
} as const;
export type AllowedFileType = keyof typeof ALLOWED_FILE_TYPES;

export const isAllowedFileType = (ext: string | undefined): ext is AllowedFileType =>
  ext !== undefined && Object.hasOwn(ALLOWED_FILE_TYPES, ext);

/** The file input's hint to the browser's picker (the server decides by content). */
export const FILE_INPUT_ACCEPT =
  ".pdf,.png,.jpg,.jpeg,.webp,.zip,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.csv";

/** How many bytes of a file's start are read to tell its type. */
export const SNIFF_BYTES = 4100;

/**
 * Whether the start of a file is plain text: valid UTF-8 (a character cut at the end of the
 * sample aside) with no control characters but tab, line breaks and form feed.
 */
export function looksLikeText(head: Uint8Array): boolean {
  if (head.byteLength === 0) return false;
  let text: string;
  try {
    text = decodeUtf8(head);
  } catch {
    return false;
  }
  return [...text].every((char) => !isControl(char) || "\t\n\f\r".includes(char));
}

function decodeUtf8(head: Uint8Array): string {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  // A sample cut at SNIFF_BYTES may end inside a character: try without its last 1 to 3 bytes.
  const cuts = head.byteLength >= SNIFF_BYTES ? [0, 1, 2, 3] : [0];
  for (const cut of cuts) {
    try {
      return decoder.decode(head.subarray(0, head.byteLength - cut));
    } catch {
      // Try a shorter cut.
    }
  }
  throw new Error("not UTF-8");
}

/** C0 and C1 controls and DEL. */
const isControl = (char: string) => {
  const code = char.codePointAt(0)!;
  return code < 32 || (code >= 0x7f && code < 0xa0);
};

const NAME_MAX = 120;

/**
 * The name a file is kept and offered under: the last segment of what the browser sent (no
 * folders, either slash), without control or bidirectional characters, trimmed of dots and
 * spaces at its ends, at most 120 characters with its extension kept; "file" when nothing is left.
 */
export function cleanFileName(given: string): string {
  const last = given.split(/[/\\]/).at(-1) ?? "";
  let name = [...stripBidiControls(last)]
    .filter((char) => !isControl(char))
    .join("")
    .replace(/\s+/gu, " ");
  // Dots and spaces at either end ("..", " .bashrc", "name. "): cut without a regex.
  let start = 0;
  let end = name.length;
  while (start < end && ". ".includes(name[start]!)) start++;
  while (end > start && ". ".includes(name[end - 1]!)) end--;
  name = name.slice(start, end);
  if ([...name].length > NAME_MAX) {
    const dot = name.lastIndexOf(".");
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : "";
    name = [...name].slice(0, NAME_MAX - ext.length).join("") + ext;
  }
  return name || "file";
}

/** A size as people read it: "820 KB", "3.4 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

import { messagePieces } from "~/domain/project-room";

/**
 * A message's text as written, in its own direction: line breaks kept, web addresses shown as
 * themselves (their domain visible) and linked with `rel="nofollow ugc noopener"`; nothing else in
 * it is markup.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p dir="auto" className="text-start break-words whitespace-pre-wrap">
      {messagePieces(text).map((piece, i) =>
        piece.kind === "text" ? (
          piece.text
        ) : (
          <a
            key={i}
            href={piece.href}
            rel="nofollow ugc noopener noreferrer"
            target="_blank"
            dir="ltr"
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            {piece.href}
          </a>
        ),
      )}
    </p>
  );
}

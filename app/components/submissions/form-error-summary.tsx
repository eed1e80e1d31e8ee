import { CircleAlert } from "lucide-react";

/** A message of the summary: text, or text linking to the field it is about. */
export type FormErrorMessage = string | { text: string; href: string };

const textOf = (message: FormErrorMessage) =>
  typeof message === "string" ? message : message.text;

/**
 * Messages about the whole form (too many attempts, a failure, fields to correct),
 * above the fields. Announced when it appears, also after a full page load without JavaScript.
 */
export function FormErrorSummary({
  id,
  messages,
}: {
  id: string;
  messages: FormErrorMessage[] | undefined;
}) {
  const shown = messages?.filter((message) => textOf(message)) ?? [];
  return (
    <div id={id} role="alert" aria-atomic="true">
      {shown.length > 0 && (
        <div className="mb-6 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          <ul className="space-y-1">
            {shown.map((message) => (
              <li key={textOf(message)}>
                {typeof message === "string" ? (
                  message
                ) : (
                  <a href={message.href} className="font-medium underline underline-offset-2">
                    {message.text}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

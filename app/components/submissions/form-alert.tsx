import { CircleAlert } from "lucide-react";

/**
 * Messages about the whole form (sent too fast, too many attempts, a failure, fields to correct),
 * above the fields. Announced when it appears, also after a full page load without JavaScript.
 */
export function FormAlert({ id, messages }: { id: string; messages: string[] | undefined }) {
  const shown = messages?.filter(Boolean) ?? [];
  return (
    <div id={id} role="alert" aria-atomic="true">
      {shown.length > 0 && (
        <div className="mb-6 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          <ul className="space-y-1">
            {shown.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

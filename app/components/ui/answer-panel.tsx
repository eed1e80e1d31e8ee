import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "./button-link";

/**
 * A whole page's answer after a form or a mailed link: done (a green tick) or refused (an amber
 * mark), a title, a sentence, and links on. Used by the review page and the saved-search pages.
 */
export function AnswerPanel({
  icon,
  title,
  body,
  actions,
  children,
}: {
  icon: "done" | "refused";
  title: string;
  body: ReactNode;
  actions: { to: string; label: string }[];
  children?: ReactNode;
}) {
  const Icon = icon === "done" ? CircleCheck : CircleAlert;
  return (
    <div className="page-band">
      <div className="mx-auto max-w-2xl px-4 py-14 text-center sm:px-6 sm:py-20 lg:px-8">
        <Icon
          aria-hidden="true"
          className={`mx-auto size-14 ${icon === "done" ? "text-green-600" : "text-amber-600"}`}
        />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-4 text-lg text-pretty text-slate-600">{body}</p>
        {children}
        {actions.length > 0 && (
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            {actions.map((action, index) => (
              <ButtonLink
                key={action.to}
                to={action.to}
                variant={index === 0 ? "primary" : "secondary"}
              >
                {action.label}
              </ButtonLink>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

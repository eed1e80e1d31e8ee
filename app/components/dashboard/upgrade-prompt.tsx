import { Crown } from "lucide-react";
import { useMessages } from "../i18n";
import { ButtonLink } from "../ui/button-link";

/** What non-Pro agencies see instead of the subscription card. */
export function UpgradePrompt() {
  const upgradePromptMessages = useMessages().dashboard.upgradePrompt;
  return (
    <section
      aria-labelledby="upgrade-prompt-title"
      className="rounded-2xl border border-amber-200 bg-gradient-to-br from-amber-50 rtl:bg-gradient-to-bl to-white p-6"
    >
      <div className="flex items-center gap-2 text-amber-900">
        <Crown aria-hidden="true" className="size-5" />
        <h2 id="upgrade-prompt-title" className="text-lg font-semibold">
          {upgradePromptMessages.title}
        </h2>
      </div>
      <p className="mt-2 text-slate-700">{upgradePromptMessages.body}</p>
      <ButtonLink to="/dashboard/upgrade" variant="primary" className="mt-4">
        {upgradePromptMessages.cta}
      </ButtonLink>
    </section>
  );
}

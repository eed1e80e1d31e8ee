import { KeyRound } from "lucide-react";
import { roomTexts } from "~/domain/messages/room-texts";
import { useLocale, useMessages } from "../i18n";
import { TokenPostButton } from "./token-post-button";

/** The sign-in link's page: one button that uses the link on this device. */
export function SignInConfirm({
  token,
  audience = "agency",
}: {
  token: string;
  audience?: "agency" | "client";
}) {
  const messages = useMessages();
  const locale = useLocale();
  const signInMessages =
    audience === "agency" ? messages.dashboard.signIn : roomTexts(locale).signIn;
  return (
    <section className="mx-auto max-w-md px-4 py-16 sm:py-24">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <KeyRound aria-hidden="true" className="size-6" />
        </div>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{signInMessages.title}</h1>
        <p className="mt-2 text-slate-600">{signInMessages.body}</p>
        <TokenPostButton token={token} label={signInMessages.submit} />
      </div>
    </section>
  );
}

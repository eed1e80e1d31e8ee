import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { PendingButton } from "../forms/pending-button";
import { useMessages } from "../i18n";
import { buttonClasses } from "../ui/button-link";

/** The form's submit button: 'Submitting...' and disabled while the form is on its way. */
export function SubmitButton({ children, disabled }: { children: ReactNode; disabled?: boolean }) {
  const formMessages = useMessages().submissions.form;
  const submitting = useNavigation().state === "submitting";
  return (
    <PendingButton
      pending={submitting}
      pendingLabel={formMessages.submitting}
      disabled={disabled}
      className={clsx(
        buttonClasses("primary", "lg"),
        "w-full disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto",
      )}
    >
      {children}
    </PendingButton>
  );
}

import { useEffect } from "react";
import { toast as showToast } from "sonner";

/** What an action returns when storing a submission failed unexpectedly. */
export type FailureToast = { id: string; title: string; description: string };

/** Shows the action's failure as an error toast, once per response (the id dedupes re-renders). */
export function useFailureToast(failure: FailureToast | undefined) {
  useEffect(() => {
    if (failure)
      showToast.error(failure.title, { id: failure.id, description: failure.description });
  }, [failure]);
}

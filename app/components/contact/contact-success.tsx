import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { useMessages } from "../i18n";
import { showToast } from "../toasts";
import { ButtonLink } from "../ui/button-link";

/**
 * What replaces the form once a message is sent. 'Send Another Message' loads a fresh, empty form
 * (a link, so it works without JavaScript too).
 */
export function ContactSuccess({ titleId, message }: { titleId: string; message?: string }) {
  const successMessages = useMessages().publicPages.contact.success;
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the person was in is gone: move focus to the news that replaced it.
  useEffect(() => heading.current?.focus(), []);
  // The server's message in the 'Message Sent!' toast (docs/product.md#api), once per message sent.
  useEffect(() => {
    if (message) {
      showToast({
        id: "contact-sent",
        type: "success",
        title: successMessages.toastTitle,
        description: message,
      });
    }
  }, [message, successMessages.toastTitle]);
  return (
    <div className="py-8 text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
      <h2
        id={titleId}
        ref={heading}
        tabIndex={-1}
        className="mt-4 scroll-mt-24 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {successMessages.title}
      </h2>
      <p className="mt-2 text-lg text-slate-600">{successMessages.body}</p>
      <ButtonLink to="/contact" variant="secondary" size="lg" className="mt-8">
        {successMessages.again}
      </ButtonLink>
    </div>
  );
}

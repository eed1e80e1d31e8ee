import { useEffect } from "react";
import { Toaster, toast as showToast } from "sonner";
import { useDirection, useMessages } from "./i18n";

/** A toast flashed by the server through a cookie (see app/services/toast.server.ts). */
export type FlashToast = {
  id: string;
  type: "message" | "success" | "error" | "info" | "warning";
  title: string;
  description?: string;
};

/** Spec section 9: one toast at a time, shown for 5 s, at most 420 px wide from md up. */
const DURATION_MS = 5000;
const MAX_WIDTH = "420px";
/** sonner's rich colours, darkened until their text passes WCAG AA contrast on their backgrounds. */
const ACCESSIBLE_COLOURS = {
  "--success-text": "hsl(140, 100%, 20%)",
  "--info-text": "hsl(210, 92%, 35%)",
  "--warning-text": "hsl(31, 92%, 28%)",
  "--error-text": "hsl(360, 100%, 35%)",
};

/** The one toast outlet of the app; also shows the toast the server flashed, if any. */
export function Toasts({ flash }: { flash: FlashToast | null | undefined }) {
  const messages = useMessages();
  const direction = useDirection();
  useEffect(() => {
    if (!flash) return;
    const show = flash.type === "message" ? showToast : showToast[flash.type];
    // The id makes a second render (Strict Mode, revalidation) update the toast, not add one.
    show(flash.title, { id: flash.id, description: flash.description });
  }, [flash]);
  return (
    <Toaster
      visibleToasts={1}
      duration={DURATION_MS}
      dir={direction}
      position={direction === "rtl" ? "bottom-left" : "bottom-right"}
      containerAriaLabel={messages.toast.notifications}
      toastOptions={{ closeButtonAriaLabel: messages.toast.close }}
      closeButton
      richColors
      style={{ "--width": MAX_WIDTH, ...ACCESSIBLE_COLOURS } as React.CSSProperties}
    />
  );
}

import { clsx } from "clsx";
import { format } from "~/domain/i18n";
import { agencyInitial } from "~/domain/agency-display";
import { useMessages } from "../i18n";

const sizes = { md: "size-14 text-xl", lg: "size-20 text-3xl" };

/** The agency's logo, or the first letter of its name in a circle (fallback 'A'). */
export function AgencyLogo({
  name,
  logoUrl,
  size = "md",
}: {
  name: string;
  logoUrl: string | null;
  size?: keyof typeof sizes;
}) {
  const cardMessages = useMessages().directory.card;
  if (logoUrl) {
    return (
      <img
        src={logoUrl}
        alt={format(cardMessages.logoAlt, { name })}
        loading="lazy"
        decoding="async"
        className={clsx(
          sizes[size],
          "shrink-0 rounded-xl border border-slate-200 bg-white object-contain",
        )}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(
        sizes[size],
        "inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700",
      )}
    >
      {agencyInitial(name, cardMessages.initialFallback)}
    </span>
  );
}

import { format } from "~/domain/i18n";
import { agencyInitial } from "~/domain/agency-display";
import { useMessages } from "../i18n";

/** Component classes of app.css, with the pixel size an image gets as its width and height. */
const sizes = { md: { className: "logo-md", px: 56 }, lg: { className: "logo-lg", px: 80 } };

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
        width={sizes[size].px}
        height={sizes[size].px}
        loading="lazy"
        decoding="async"
        className={`logo-image ${sizes[size].className}`}
      />
    );
  }
  return (
    <span aria-hidden="true" className={`logo-initial ${sizes[size].className}`}>
      {agencyInitial(name, cardMessages.initialFallback)}
    </span>
  );
}

import { format } from "~/domain/i18n";
import { agencyInitial } from "~/domain/agency-display";
import { logoSources } from "~/domain/agency-images";
import { useMessages } from "../i18n";

/** Component classes of app.css, with the pixel size an image gets as its width and height. */
const sizes = { md: { className: "logo-md", px: 56 }, lg: { className: "logo-lg", px: 80 } };

/**
 * The agency's logo: the uploaded one (`logoKey`, decision 016) in the size the screen needs, else
 * the logo address of the listing, else the first letter of its name in a circle (fallback 'A').
 */
export function AgencyLogo({
  name,
  logoUrl,
  logoKey,
  size = "md",
}: {
  name: string;
  logoUrl: string | null;
  /** agencies.logo_key: the uploaded logo's stored sizes. */
  logoKey?: string | null;
  size?: keyof typeof sizes;
}) {
  const cardMessages = useMessages().directory.card;
  const uploaded = logoSources(logoKey);
  // The uploaded squares are 64, 128 and 256 px (never larger than the upload): the 56 px card
  // logo takes 64 and, on a dense screen, 128; the 80 px profile logo 128 and 256. Two addresses
  // per logo, not three with `sizes`: the directory repeats it on every card.
  const [oneX, twoX] = uploaded
    ? size === "md"
      ? [uploaded.small, uploaded.medium]
      : [uploaded.medium, uploaded.large]
    : [logoUrl, undefined];
  if (oneX) {
    return (
      <img
        src={oneX}
        srcSet={twoX ? `${twoX} 2x` : undefined}
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

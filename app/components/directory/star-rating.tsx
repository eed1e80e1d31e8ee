import { clsx } from "clsx";
import { Star, StarHalf } from "lucide-react";
import { format } from "~/domain/i18n";
import { STARS } from "~/domain/reviews";
import { useMessages } from "../i18n";
import { useFormatters } from "../use-formatters";

/**
 * Five stars for a rating of 1 to 5 (an average shows to the nearest half star), read as one
 * image: '4.7 of 5 stars'. The half star fills the start side, so it mirrors on Arabic pages.
 */
export function StarRating({
  value,
  size = "md",
  className,
}: {
  value: number;
  size?: "sm" | "md";
  className?: string;
}) {
  const starsLabel = useMessages().reviews.starsLabel;
  const formatters = useFormatters();
  const halves = Math.round(value * 2);
  const icon = size === "sm" ? "size-4" : "size-5";
  const label = Number.isInteger(value) ? formatters.number(value) : formatters.rating(value);
  return (
    <span
      role="img"
      aria-label={format(starsLabel, { stars: label })}
      className={clsx("inline-flex shrink-0 items-center text-amber-500", className)}
    >
      {STARS.map((star) =>
        halves >= star * 2 ? (
          <Star key={star} aria-hidden="true" className={clsx(icon, "fill-current")} />
        ) : halves === star * 2 - 1 ? (
          <span key={star} className="relative inline-flex">
            <Star aria-hidden="true" className={clsx(icon, "text-slate-300")} />
            <StarHalf
              aria-hidden="true"
              className={clsx(icon, "absolute inset-0 fill-current rtl:-scale-x-100")}
            />
          </span>
        ) : (
          <Star key={star} aria-hidden="true" className={clsx(icon, "text-slate-300")} />
        ),
      )}
    </span>
  );
}

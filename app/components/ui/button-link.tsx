import { clsx } from "clsx";
import { Link, type LinkProps } from "react-router";

export type ButtonVariant = "primary" | "secondary";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  secondary: "border border-brand-600 bg-white text-brand-700 hover:bg-brand-50",
};
const sizes = {
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  /** Large, and grows to two lines when its label does not fit a phone's width. */
  lgWrap: "min-h-12 px-6 py-2 text-base text-center",
};

/** The classes of a button, for links and buttons alike. */
export function buttonClasses(variant: ButtonVariant, size: keyof typeof sizes = "md") {
  return clsx(base, variants[variant], sizes[size]);
}

/** A link that looks like a button (navigation, so it stays a link for assistive technology). */
export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: LinkProps & { variant: ButtonVariant; size?: keyof typeof sizes }) {
  return <Link {...props} className={clsx(buttonClasses(variant, size), className)} />;
}

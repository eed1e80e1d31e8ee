import { clsx } from "clsx";
import type { LinkProps } from "react-router";
import { Link } from "./link";

export type ButtonVariant = "primary" | "secondary";

/** Component classes of app.css: short, because a directory page repeats them 50 times. */
const variants: Record<ButtonVariant, string> = {
  primary: "btn-primary",
  secondary: "btn-secondary",
};
const sizes = {
  md: "btn-md",
  lg: "btn-lg",
  /** Large, and grows to two lines when its label does not fit a phone's width. */
  lgWrap: "btn-lg-wrap",
};

/** The classes of a button, for links and buttons alike. */
export function buttonClasses(variant: ButtonVariant, size: keyof typeof sizes = "md") {
  return `btn ${variants[variant]} ${sizes[size]}`;
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

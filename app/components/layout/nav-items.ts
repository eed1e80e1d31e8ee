import type { Messages } from "~/domain/messages/en";

/**
 * The header's page links, in order (docs/product.md#routes-and-screens); the menu sheet shows the
 * same list.
 */
export const navItems = [
  { to: "/agencies", label: "agencies" },
  { to: "/how-it-works", label: "howItWorks" },
  { to: "/pricing", label: "pricing" },
  { to: "/about", label: "about" },
  { to: "/contact", label: "contact" },
] as const satisfies ReadonlyArray<{ to: string; label: keyof Messages["nav"] }>;

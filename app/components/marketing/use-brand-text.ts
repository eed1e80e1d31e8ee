import { format } from "~/domain/i18n";
import { useSite } from "../i18n";

/** Fills {brand} and {email} in a catalogue text with the configured site name and address. */
export function useBrandText(): (text: string) => string {
  const site = useSite();
  const values = { brand: site?.name ?? "", email: site?.supportEmail ?? "" };
  return (text) => format(text, values);
}

import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { AED, UBL_NAMESPACE } from "./pint-ae.server";
import { amountText, xmlText } from "./ubl-values.server";

/**
 * Adding UBL's two kinds of component: aggregates (cac:, elements of elements) and basic ones
 * (cbc:, a value). Each call appends, so a caller writes a parent's children in the order of the
 * UBL 2.1 schema's sequence, which XSD validation enforces.
 */

/** An aggregate component, empty, to fill. */
export function cac(parent: XMLBuilder, name: string): XMLBuilder {
  return parent.ele(UBL_NAMESPACE.cac, `cac:${name}`);
}

/**
 * A basic component holding `value`. Peppol forbids empty elements, so a value that is only
 * whitespace is refused here rather than written as one.
 */
export function cbc(
  parent: XMLBuilder,
  name: string,
  value: string,
  attributes: Record<string, string> = {},
): XMLBuilder {
  const text = xmlText(value).trim();
  if (text === "") throw new Error(`An e-invoice cannot hold an empty cbc:${name}`);
  return parent.ele(UBL_NAMESPACE.cbc, `cbc:${name}`, attributes).txt(text);
}

/** A basic component holding an amount in fils, in dirhams with its currency. */
export function cbcAmount(parent: XMLBuilder, name: string, fils: number): XMLBuilder {
  return cbc(parent, name, amountText(fils), { currencyID: AED });
}

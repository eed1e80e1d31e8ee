import type { DirectoryFilters } from "./directory";
import { emirates, industries, services, type ValueSet } from "./value-sets";

/**
 * The directory's filter values as bits of `agencies.facet_bits` (migration 0017's
 * `directory_facet_bits`, the same layout): bit 0 Pro, then the emirates, the services and the
 * industries, each in its value set's order. Filtering and counting compare bits, which the
 * directory indexes carry (docs/decisions/006-directory-at-scale.md).
 */
export const FACET_GROUPS = ["pro", "locations", "services", "industries"] as const;
export type FacetGroup = (typeof FACET_GROUPS)[number];

const firstBit = { locations: 1, services: 8, industries: 18 } as const;
const sets = { locations: emirates, services, industries } as const;

/** The bit of one value (a power of two up to 2^32: exact in a JavaScript number). */
export function facetBit(group: FacetGroup, value?: string): number {
  if (group === "pro") return 1;
  const index = (sets[group] as ValueSet<string>).values.indexOf(value ?? "");
  if (index < 0) throw new Error(`${value} is not a value of ${group}`);
  return 2 ** (firstBit[group] + index);
}

/** Every value of a group with its bit ('' for Pro). */
export function facetValues(group: FacetGroup): { value: string; bit: number }[] {
  if (group === "pro") return [{ value: "", bit: 1 }];
  return (sets[group] as ValueSet<string>).values.map((value) => ({
    value,
    bit: facetBit(group, value),
  }));
}

/**
 * The bits a group's filter asks for (any of them matches: OR within a group), or undefined when
 * the group filters nothing.
 */
export function facetMask(filters: DirectoryFilters, group: FacetGroup): number | undefined {
  if (group === "pro") return filters.pro ? 1 : undefined;
  const chosen: readonly string[] = filters[group];
  if (chosen.length === 0) return undefined;
  return chosen.reduce((mask, value) => mask + facetBit(group, value), 0);
}

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

/**
 * The facet_bits of a set of agencies, split in 32-bit halves (bits 0-31 and 32-63) so counting
 * runs on plain integers. Read from the database as the big-endian 8-byte values of `int8send`.
 */
export type FacetBitsColumn = { low: Uint32Array; high: Uint32Array };

export function facetBitsFromBigEndian(bytes: Uint8Array): FacetBitsColumn {
  const length = Math.floor(bytes.length / 8);
  const view = new DataView(bytes.buffer, bytes.byteOffset, length * 8);
  const low = new Uint32Array(length);
  const high = new Uint32Array(length);
  for (let i = 0; i < length; i++) {
    high[i] = view.getUint32(i * 8);
    low[i] = view.getUint32(i * 8 + 4);
  }
  return { low, high };
}

const TWO_32 = 2 ** 32;
const lowHalf = (bits: number) => (bits % TWO_32) >>> 0;
const highHalf = (bits: number) => Math.floor(bits / TWO_32) >>> 0;

export type FacetTally = {
  /** Agencies passing every active group. */
  matching: number;
  /** Per counted group, each value's count with every other active group applied. */
  counts: Map<FacetGroup, Map<string, number>>;
};

/**
 * Counts, in one pass over `column`, how many agencies pass every active group of `filters`
 * (AND across groups, OR within one) and, for each value of the `counted` groups, how many carry
 * it and pass every active group but the value's own: its count beside the choice. An agency
 * passing all groups counts for each of its bits; one failing exactly one group counts only in
 * that group. The search text is not a group: `column` holds the agencies it found.
 */
export function tallyFacets(
  column: FacetBitsColumn,
  filters: DirectoryFilters,
  counted: readonly FacetGroup[],
): FacetTally {
  const active = FACET_GROUPS.flatMap((group) => {
    const mask = facetMask(filters, group);
    return mask === undefined ? [] : [{ group, low: lowHalf(mask), high: highHalf(mask) }];
  });
  // Bit counts of agencies passing everything, and of those failing only active group g.
  const passing = new Float64Array(64);
  const failingOnly = active.map(() => new Float64Array(64));
  let matching = 0;
  const { low, high } = column;
  for (let i = 0; i < low.length; i++) {
    const l = low[i]!;
    const h = high[i]!;
    let failed = -1;
    let failures = 0;
    for (let g = 0; g < active.length; g++) {
      const mask = active[g]!;
      if ((l & mask.low) === 0 && (h & mask.high) === 0) {
        failed = g;
        if (++failures > 1) break;
      }
    }
    if (failures > 1) continue;
    const into = failures === 0 ? passing : failingOnly[failed]!;
    if (failures === 0) matching++;
    for (let rest = l; rest !== 0; rest &= rest - 1) into[31 - Math.clz32(rest & -rest)]!++;
    for (let rest = h; rest !== 0; rest &= rest - 1) into[63 - Math.clz32(rest & -rest)]!++;
  }
  const counts = new Map<FacetGroup, Map<string, number>>();
  for (const group of counted) {
    const g = active.findIndex((a) => a.group === group);
    const bitIndex = (bit: number) => Math.round(Math.log2(bit));
    counts.set(
      group,
      new Map(
        facetValues(group).map(({ value, bit }) => {
          const index = bitIndex(bit);
          return [value, passing[index]! + (g < 0 ? 0 : failingOnly[g]![index]!)] as const;
        }),
      ),
    );
  }
  return { matching, counts };
}

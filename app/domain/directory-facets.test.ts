import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { noFilters, type DirectoryFilters } from "./directory";
import {
  FACET_GROUPS,
  facetBitsFromBigEndian,
  facetMask,
  facetValues,
  tallyFacets,
  type FacetGroup,
} from "./directory-facets";
import {
  emirates,
  industries,
  services,
  type Emirate,
  type Industry,
  type Service,
} from "./value-sets";

/** An agency's facet_bits as a number, built from its choices as directory_facet_bits does. */
const agencyBits = fc
  .record({
    pro: fc.boolean(),
    location: fc.option(fc.constantFrom(...emirates.values), { nil: undefined }),
    services: fc.subarray([...services.values]),
    industries: fc.subarray([...industries.values]),
  })
  .map(bitsOf);

function bitsOf(agency: {
  pro: boolean;
  location?: Emirate;
  services: Service[];
  industries: Industry[];
}): number {
  const filters: DirectoryFilters = {
    ...noFilters,
    pro: agency.pro,
    locations: agency.location ? [agency.location] : [],
    services: agency.services,
    industries: agency.industries,
  };
  return FACET_GROUPS.reduce((sum, group) => sum + (facetMask(filters, group) ?? 0), 0);
}

/** The 8-byte big-endian values int8send gives, for a list of facet_bits. */
function bigEndian(values: number[]): Uint8Array {
  const bytes = new Uint8Array(values.length * 8);
  const view = new DataView(bytes.buffer);
  values.forEach((value, i) => view.setBigUint64(i * 8, BigInt(value)));
  return bytes;
}

const filtersArbitrary = fc.record({
  pro: fc.boolean(),
  services: fc.subarray([...services.values], { maxLength: 3 }),
  locations: fc.subarray([...emirates.values], { maxLength: 3 }),
  industries: fc.subarray([...industries.values], { maxLength: 3 }),
});

/** Does an agency pass a group's filter (any of its bits), or every group but `except`? */
function passes(bits: number, filters: DirectoryFilters, except?: FacetGroup): boolean {
  return FACET_GROUPS.every((group) => {
    if (group === except) return true;
    const mask = facetMask(filters, group);
    return mask === undefined || (BigInt(bits) & BigInt(mask)) !== 0n;
  });
}

describe("tallyFacets", () => {
  it("counts what a row-by-row check of the same filters counts, for every choice", () => {
    fc.assert(
      fc.property(fc.array(agencyBits, { maxLength: 60 }), filtersArbitrary, (rows, chosen) => {
        const filters = { ...noFilters, ...chosen };
        const tally = tallyFacets(facetBitsFromBigEndian(bigEndian(rows)), filters, FACET_GROUPS);
        expect(tally.matching).toBe(rows.filter((bits) => passes(bits, filters)).length);
        for (const group of FACET_GROUPS) {
          for (const { value, bit } of facetValues(group)) {
            const expected = rows.filter(
              (bits) => passes(bits, filters, group) && (BigInt(bits) & BigInt(bit)) !== 0n,
            ).length;
            expect({ group, value, count: tally.counts.get(group)!.get(value) }).toEqual({
              group,
              value,
              count: expected,
            });
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("reads the highest bit (Non-Profit, 2^32) and counts only the groups asked for", () => {
    const nonProfit = bitsOf({ pro: false, services: [], industries: ["Non-Profit"] });
    expect(nonProfit).toBe(2 ** 32);
    const column = facetBitsFromBigEndian(bigEndian([nonProfit, nonProfit + 1, 2]));
    const tally = tallyFacets(column, { ...noFilters, industries: ["Non-Profit"] }, ["pro"]);
    expect(tally.matching).toBe(2);
    expect([...tally.counts.keys()]).toEqual(["pro"]);
    expect(tally.counts.get("pro")!.get("")).toBe(1);
  });

  it("reads nothing from an empty column", () => {
    const tally = tallyFacets(facetBitsFromBigEndian(new Uint8Array()), noFilters, ["locations"]);
    expect(tally.matching).toBe(0);
    expect([...tally.counts.get("locations")!.values()].every((n) => n === 0)).toBe(true);
  });
});

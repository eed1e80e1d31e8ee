import { describe, expect, it } from "vitest";
import { servicesForProjectType } from "./project-services";
import { projectTypes, services } from "./value-sets";

describe("servicesForProjectType", () => {
  it("maps every project type, and nothing else, to known services without repeats", () => {
    expect(Object.keys(servicesForProjectType).sort()).toEqual([...projectTypes.values].sort());
    for (const type of projectTypes.values) {
      const fitting = servicesForProjectType[type];
      expect(fitting.length, type).toBeGreaterThan(0);
      expect(new Set(fitting).size, type).toBe(fitting.length);
      for (const service of fitting) expect(services.is(service), `${type}: ${service}`).toBe(true);
    }
  });

  it("gives every service a project type it fits", () => {
    const covered = new Set(Object.values(servicesForProjectType).flat());
    expect(services.values.filter((service) => !covered.has(service))).toEqual([]);
  });
});

import { eq } from "drizzle-orm";
import sharp from "sharp";
import { expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { agencies, agencyImages } from "~/db/schema";
import { logoSources } from "~/domain/agency-images";
import { databaseStorage } from "~/storage/database-storage.server";
import { DEMO_IMAGE_AGENCIES, initialsOf, seedDemoImages } from "./demo-images.server";
import { seedDemoIfEmpty } from "./seed.server";

const t = useTestDatabase();

it("gives a few approved demo agencies a drawn logo and two or three portfolio images", async () => {
  expect(await seedDemoIfEmpty(t.db, { enabled: true })).not.toBeNull();
  const storage = databaseStorage(t.db);
  const stored = await seedDemoImages(t.db, storage);

  const withLogo = await t.db.select().from(agencies).where(eq(agencies.approved, true));
  const logos = withLogo.filter((a) => a.logoKey !== null);
  expect(logos).toHaveLength(DEMO_IMAGE_AGENCIES);
  const images = await t.db.select().from(agencyImages);
  expect(images).toHaveLength(stored);
  for (const agency of logos) {
    const portfolio = images.filter((i) => i.agencyId === agency.id && i.role === "portfolio");
    expect(portfolio.length).toBeGreaterThanOrEqual(2);
    expect(portfolio.length).toBeLessThanOrEqual(3);
    // Every size is stored, as WebP, never as the SVG it was drawn from.
    const sources = logoSources(agency.logoKey)!;
    for (const url of [sources.small, sources.large]) {
      const object = await storage.get(url.slice("/media/".length));
      expect(object?.contentType).toBe("image/webp");
      expect((await sharp(object!.body).metadata()).format).toBe("webp");
    }
    for (const variant of portfolio.flatMap((p) => p.variants)) {
      expect((await storage.get(variant.key))?.byteLength).toBe(variant.bytes);
    }
  }
});

it("takes the initials of the first two words", () => {
  expect(initialsOf("Pixel Souk Studio")).toBe("PS");
  expect(initialsOf("  dune  ")).toBe("D");
  expect(initialsOf("& Co")).toBe("C");
  expect(initialsOf("")).toBe("A");
});

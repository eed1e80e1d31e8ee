import "#tests/production-react";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import { dataFingerprint, startTestApp, type TestApp } from "#tests/http-app";
import {
  htmlFile,
  jpegImage,
  phoneJpeg,
  pngImage,
  svgFile,
  truncated,
  webpImage,
} from "#tests/images";
import { startS3Server } from "#tests/s3-server";
import sharp from "sharp";
import type { Config } from "~/config.server";
import { agencies, agencyImages, pageDataVersion, storedObjects } from "~/db/schema";
import { IMAGE_MAX_BYTES, PORTFOLIO_MAX } from "~/domain/agency-images";
import { format, getMessages } from "~/domain/i18n";
import { sessionCookie } from "~/http/sessions/session-cookie.server";
import { getToast } from "~/http/sessions/toast.server";
import { AGENCY_SESSION_TTL_MS, createSession } from "~/services/sessions.server";
import { MEDIA_CACHE_CONTROL } from "#server/media";
import { deleteAgency } from "~/services/deletions.server";

/**
 * The dashboard's image forms and the /media route through the whole Express app (decision 016):
 * uploads and their limits, who may change what, the answers' headers, and both storage back ends.
 */
const t = useTestDatabase();
const config = testConfig();
let app: TestApp;
const en = getMessages("en").dashboard.images;
const ar = getMessages("ar").dashboard.images;

beforeAll(async () => {
  app = await startTestApp(t.database, config);
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await t.db.delete(agencies);
  await t.db.delete(storedObjects);
});

const cookieFor = async (agencyId: number, appConfig: Config = config) => {
  const { token } = await createSession(t.db, { agencyId }, AGENCY_SESSION_TTL_MS);
  return (await sessionCookie(appConfig, "agency").serialize(token)).split(";")[0]!;
};

async function signedInAgency(overrides: Partial<typeof agencies.$inferInsert> = {}) {
  const agency = await makeAgency(t.db, { approved: true, ...overrides });
  return { agency, cookie: await cookieFor(agency.id) };
}

type Fields = Record<string, string | { bytes: Uint8Array; name: string; type?: string }>;

/** Posts a form to /dashboard/images (multipart when it holds a file) without following. */
async function post(
  fields: Fields,
  {
    cookie,
    path = "/dashboard/images",
    origin,
    base = app.url,
  }: {
    cookie?: string;
    path?: string;
    origin?: string;
    base?: string;
  } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else
      form.append(
        name,
        new Blob([value.bytes as Uint8Array<ArrayBuffer>], { type: value.type ?? "image/jpeg" }),
        value.name,
      );
  }
  return fetch(base + path, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...(origin ? { Origin: origin } : {}) },
  });
}

async function toastOf(response: Response) {
  const set = response.headers.getSetCookie().find((c) => c.startsWith("toast="));
  if (!set) return null;
  const request = new Request("http://localhost:3000/", {
    headers: { Cookie: set.split(";")[0]! },
  });
  return (await getToast(request, config)).toast;
}

const file = (bytes: Uint8Array, name = "picture.jpg", type?: string) => ({ bytes, name, type });
const imagesOf = (agencyId: number, role: "logo" | "portfolio") =>
  t.db
    .select()
    .from(agencyImages)
    .where(and(eq(agencyImages.agencyId, agencyId), eq(agencyImages.role, role)))
    .orderBy(agencyImages.position);
const storedKeys = async () =>
  (await t.db.select({ key: storedObjects.key }).from(storedObjects)).map((r) => r.key).sort();
const agencyRow = async (id: number) =>
  (await t.db.select().from(agencies).where(eq(agencies.id, id)))[0]!;
const version = async () => (await t.db.select().from(pageDataVersion))[0]!.version;

describe("the logo", () => {
  it("uploads, serves, replaces and removes a logo, flagging the listing each time", async () => {
    const { agency, cookie } = await signedInAgency();
    const before = await version();
    // A PNG named .jpg and sent as image/jpeg: read by its bytes, accepted as the PNG it is.
    const uploaded = await post(
      {
        intent: "upload-logo",
        image: file(await pngImage({ width: 400, height: 300 }), "logo.jpg"),
      },
      { cookie },
    );
    expect(uploaded.status).toBe(302);
    expect(uploaded.headers.get("Location")).toBe("/dashboard#images");
    expect(await toastOf(uploaded)).toMatchObject({ type: "success", title: en.logoSaved });

    const row = await agencyRow(agency.id);
    expect(row.logoKey).toMatch(new RegExp(`^agencies/${agency.id}/l-[0-9a-f]{16}$`));
    expect(row.needsReview).toBe(true);
    // The public pages' data version moved on, as for a listing edit.
    expect(await version()).toBeGreaterThan(before);
    expect(await storedKeys()).toEqual(
      ["128", "256", "64"].map((size) => `${row.logoKey}-${size}.webp`),
    );

    const served = await fetch(`${app.url}/media/${row.logoKey}-256.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(served.headers.get("Cache-Control")).toBe(MEDIA_CACHE_CONTROL);
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const etag = served.headers.get("ETag");
    expect(etag).toMatch(/^"l-[0-9a-f]{16}-256"$/);
    const body = new Uint8Array(await served.arrayBuffer());
    expect(await sharp(body).metadata()).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(Number(served.headers.get("Content-Length"))).toBe(body.byteLength);

    // The same public answer for a signed-in visitor (whose cookie makes pages private).
    const withSession = await fetch(`${app.url}/media/${row.logoKey}-64.webp`, {
      headers: { Cookie: cookie },
    });
    expect(withSession.headers.get("Cache-Control")).toBe(MEDIA_CACHE_CONTROL);
    const again = await fetch(`${app.url}/media/${row.logoKey}-256.webp`, {
      headers: { "If-None-Match": etag! },
    });
    expect(again.status).toBe(304);
    const head = await fetch(`${app.url}/media/${row.logoKey}-64.webp`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Type")).toBe("image/webp");

    // The same file again changes nothing.
    const same = await post(
      { intent: "upload-logo", image: file(await pngImage({ width: 400, height: 300 }), "x.png") },
      { cookie },
    );
    expect(await toastOf(same)).toMatchObject({ title: en.unchanged });

    // Replaced: the new files only, the old address is gone.
    const oldKey = row.logoKey!;
    await post(
      { intent: "upload-logo", image: file(await jpegImage({ width: 300, height: 300 })) },
      { cookie },
    );
    const replaced = await agencyRow(agency.id);
    expect(replaced.logoKey).not.toBe(oldKey);
    expect((await storedKeys()).every((key) => key.startsWith(replaced.logoKey!))).toBe(true);
    expect((await imagesOf(agency.id, "logo")).length).toBe(1);
    expect((await fetch(`${app.url}/media/${oldKey}-64.webp`)).status).toBe(404);

    const removed = await post({ intent: "remove-logo" }, { cookie });
    expect(await toastOf(removed)).toMatchObject({ title: en.logoRemoved });
    expect((await agencyRow(agency.id)).logoKey).toBeNull();
    expect(await storedKeys()).toEqual([]);
    expect((await fetch(`${app.url}/media/${replaced.logoKey}-64.webp`)).status).toBe(404);
  });

  it("shows the uploaded logo on the directory card and the profile, with its sizes", async () => {
    const { agency, cookie } = await signedInAgency();
    await post(
      { intent: "upload-logo", image: file(await pngImage({ width: 300, height: 300 })) },
      { cookie },
    );
    const { logoKey } = await agencyRow(agency.id);
    const card = await (await fetch(`${app.url}/agencies`)).text();
    expect(card).toContain(
      `src="/media/${logoKey}-64.webp" srcSet="/media/${logoKey}-128.webp 2x"`,
    );
    for (const path of [`/agencies/${agency.slug}`, `/ar/agencies/${agency.slug}`]) {
      const html = await (await fetch(app.url + path)).text();
      expect(html).toContain(
        `src="/media/${logoKey}-128.webp" srcSet="/media/${logoKey}-256.webp 2x"`,
      );
      expect(html).toContain('width="80" height="80"');
    }
  });
});

describe("the portfolio", () => {
  it("adds up to eight images, refuses a ninth, and shows them on the profile in order", async () => {
    const { agency, cookie } = await signedInAgency();
    for (let i = 0; i < PORTFOLIO_MAX; i++) {
      const colour = `#${(i * 30).toString(16).padStart(2, "0")}4080`;
      const answer = await post(
        {
          intent: "add-image",
          caption: i === 0 ? "  Rebrand for\na café  " : "",
          image: file(await jpegImage({ width: 1600, height: 1200, colour })),
        },
        { cookie },
      );
      expect(await toastOf(answer)).toMatchObject({ type: "success", title: en.imageAdded });
    }
    const images = await imagesOf(agency.id, "portfolio");
    expect(images.map((image) => image.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(images[0]!.caption).toBe("Rebrand for a café");
    expect(images[0]!.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 360],
      [1280, 960],
    ]);

    const before = await dataFingerprint(t.db);
    const ninth = await post(
      { intent: "add-image", image: file(await webpImage({ width: 500, height: 500 })) },
      { cookie },
    );
    expect(await toastOf(ninth)).toMatchObject({
      type: "error",
      description: format(en.full, { max: PORTFOLIO_MAX }),
    });
    expect(await dataFingerprint(t.db)).toEqual(before);

    const html = await (await fetch(`${app.url}/agencies/${agency.slug}`)).text();
    const thumbs = [
      ...html.matchAll(/src="\/media\/(agencies\/\d+\/p-[0-9a-f]{16})-thumb\.webp"/g),
    ];
    expect(thumbs.map((m) => m[1])).toEqual(
      images.map((image) => image.variants[0]!.key.slice(0, -11)),
    );
    expect(html).toContain('alt="Rebrand for a café"');
    expect(html).toContain('width="480" height="360"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain(`href="/media/${images[1]!.variants[1]!.key}"`);
  });

  it("moves, captions and removes images", async () => {
    const { agency, cookie } = await signedInAgency();
    for (const colour of ["#ff0000", "#00ff00", "#0000ff"]) {
      await post(
        { intent: "add-image", image: file(await pngImage({ width: 200, height: 150, colour })) },
        { cookie },
      );
    }
    const [a, b, c] = await imagesOf(agency.id, "portfolio");
    const order = async () => (await imagesOf(agency.id, "portfolio")).map((image) => image.id);

    await post({ intent: "move-earlier", imageId: String(c!.id) }, { cookie });
    expect(await order()).toEqual([a!.id, c!.id, b!.id]);
    const edge = await post({ intent: "move-earlier", imageId: String(a!.id) }, { cookie });
    expect(await toastOf(edge)).toMatchObject({ title: en.unchanged });
    await post({ intent: "move-later", imageId: String(a!.id) }, { cookie });
    expect(await order()).toEqual([c!.id, a!.id, b!.id]);

    const captioned = await post(
      { intent: "caption", imageId: String(b!.id), caption: "Shop front" },
      { cookie },
    );
    expect(await toastOf(captioned)).toMatchObject({ title: en.captionSaved });
    expect((await imagesOf(agency.id, "portfolio")).find((i) => i.id === b!.id)?.caption).toBe(
      "Shop front",
    );

    const removed = await post({ intent: "remove-image", imageId: String(a!.id) }, { cookie });
    expect(await toastOf(removed)).toMatchObject({ title: en.imageRemoved });
    expect(await order()).toEqual([c!.id, b!.id]);
    expect((await imagesOf(agency.id, "portfolio")).map((i) => i.position)).toEqual([0, 1]);
    expect((await storedKeys()).some((key) => key.includes(a!.contentHash))).toBe(false);
    const duplicate = await post(
      {
        intent: "add-image",
        image: file(await pngImage({ width: 200, height: 150, colour: "#0000ff" })),
      },
      { cookie },
    );
    expect(await toastOf(duplicate)).toMatchObject({ description: en.duplicate });
  });
});

describe("bad input", () => {
  const cases: [string, () => Promise<Fields>, string][] = [
    [
      "an SVG named .png",
      async () => ({ intent: "add-image", image: file(svgFile(), "logo.png", "image/png") }),
      en.refused.type,
    ],
    [
      "a web page named .jpg",
      async () => ({ intent: "upload-logo", image: file(htmlFile(), "a.jpg") }),
      en.refused.type,
    ],
    [
      "an empty file",
      async () => ({ intent: "add-image", image: file(new Uint8Array(), "empty.jpg") }),
      en.refused.empty,
    ],
    ["no file", async () => ({ intent: "upload-logo" }), en.noFile],
    [
      "a truncated image",
      async () => ({
        intent: "add-image",
        image: file(truncated(await jpegImage({ width: 900, height: 700 }))),
      }),
      en.refused.unreadable,
    ],
    [
      "a tiny image",
      async () => ({
        intent: "upload-logo",
        image: file(await pngImage({ width: 10, height: 10 })),
      }),
      en.refused.tooSmall,
    ],
    ["an unknown intent", async () => ({ intent: "make-pro" }), en.unreadable],
    ["an undeclared field", async () => ({ intent: "remove-logo", isPro: "true" }), en.unreadable],
    [
      "an image in another field",
      async () => ({ intent: "add-image", file: file(await pngImage()) }),
      en.unreadable,
    ],
  ];
  for (const [name, fields, message] of cases) {
    it(`refuses ${name} with a message, storing nothing`, async () => {
      const { cookie } = await signedInAgency();
      const form = await fields();
      const before = await dataFingerprint(t.db);
      const answer = await post(form, { cookie });
      expect(answer.status).toBe(302);
      expect(await toastOf(answer)).toMatchObject({
        type: "error",
        title: en.notSaved,
        description: message,
      });
      expect(await dataFingerprint(t.db)).toEqual(before);
    });
  }

  it("refuses two files in one form", async () => {
    const { cookie } = await signedInAgency();
    const form = new FormData();
    form.append("intent", "add-image");
    form.append("image", new Blob([await pngImage()]), "a.png");
    form.append("image", new Blob([await pngImage({ colour: "#000" })]), "b.png");
    const answer = await fetch(`${app.url}/dashboard/images`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { Cookie: cookie },
    });
    expect(await toastOf(answer)).toMatchObject({ description: en.tooMany });
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses a file over 10 MB with the dashboard's message, storing nothing", async () => {
    const { cookie } = await signedInAgency();
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1024);
    big.set(await jpegImage());
    const answer = await post({ intent: "add-image", image: file(big) }, { cookie });
    expect(answer.status).toBe(302);
    expect(await toastOf(answer)).toMatchObject({ description: en.refused.tooLarge });
    expect(await storedKeys()).toEqual([]);
  });

  it("keeps every other form at 64 KB", async () => {
    const { cookie } = await signedInAgency();
    const form = new FormData();
    form.append("intent", "update-listing");
    form.append("image", new Blob([new Uint8Array(100 * 1024)]), "a.png");
    const answer = await fetch(`${app.url}/dashboard`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { Cookie: cookie },
    });
    expect(answer.status).toBe(413);
  });

  it("answers in Arabic on the Arabic dashboard", async () => {
    const { cookie } = await signedInAgency();
    const answer = await post(
      { intent: "add-image", image: file(svgFile(), "logo.png") },
      { cookie, path: "/ar/dashboard/images" },
    );
    expect(answer.headers.get("Location")).toBe("/ar/dashboard#images");
    expect(await toastOf(answer)).toMatchObject({
      title: ar.notSaved,
      description: ar.refused.type,
    });
  });
});

describe("access", () => {
  it("lets no signed-out visitor upload or remove anything", async () => {
    const { agency, cookie } = await signedInAgency();
    await post(
      { intent: "upload-logo", image: file(await pngImage({ width: 100, height: 100 })) },
      { cookie },
    );
    const before = await dataFingerprint(t.db);
    const forms: Fields[] = [
      { intent: "upload-logo", image: file(await pngImage({ width: 90, height: 90 })) },
      { intent: "remove-logo" },
    ];
    for (const fields of forms) {
      const answer = await post(fields);
      expect(answer.status).toBe(302);
      expect(await toastOf(answer)).toMatchObject({ type: "error" });
    }
    expect(await dataFingerprint(t.db)).toEqual(before);
    expect((await agencyRow(agency.id)).logoKey).not.toBeNull();
  });

  it("lets another agency neither remove, move nor caption an agency's images", async () => {
    const { agency, cookie } = await signedInAgency();
    const other = await signedInAgency();
    await post(
      { intent: "add-image", image: file(await pngImage({ width: 100, height: 100 })) },
      { cookie },
    );
    await post(
      {
        intent: "add-image",
        image: file(await pngImage({ width: 100, height: 100, colour: "#000" })),
      },
      { cookie },
    );
    const [image] = await imagesOf(agency.id, "portfolio");
    const before = await dataFingerprint(t.db);
    for (const intent of ["remove-image", "move-later", "caption"]) {
      const answer = await post(
        { intent, imageId: String(image!.id), caption: "mine" },
        { cookie: other.cookie },
      );
      expect(await toastOf(answer)).toMatchObject({ type: "error", description: en.notFound });
    }
    // Its own logo removal touches only its own row.
    await post({ intent: "remove-logo" }, { cookie: other.cookie });
    expect(await dataFingerprint(t.db)).toEqual(before);
  });

  it("refuses a post from another site", async () => {
    const { cookie } = await signedInAgency();
    const answer = await post(
      { intent: "upload-logo", image: file(await pngImage({ width: 100, height: 100 })) },
      { cookie, origin: "https://evil.example" },
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await storedKeys()).toEqual([]);
  });
});

it("deletes an agency's images with the agency", async () => {
  const { agency, cookie } = await signedInAgency();
  await post(
    { intent: "add-image", image: file(await pngImage({ width: 100, height: 100 })) },
    { cookie },
  );
  const other = await signedInAgency();
  await post(
    { intent: "upload-logo", image: file(await pngImage({ width: 100, height: 100 })) },
    { cookie: other.cookie },
  );
  const [image] = await imagesOf(agency.id, "portfolio");
  await deleteAgency(t.db, agency.id);
  expect(await imagesOf(agency.id, "portfolio")).toEqual([]);
  expect((await storedKeys()).every((key) => key.startsWith(`agencies/${other.agency.id}/`))).toBe(
    true,
  );
  expect((await storedKeys()).length).toBe(3);
  expect((await fetch(`${app.url}/media/${image!.variants[0]!.key}`)).status).toBe(404);
});

describe("/media", () => {
  it("answers 404, never an error, for unknown keys and hostile paths", async () => {
    const { cookie, agency } = await signedInAgency();
    await post(
      { intent: "upload-logo", image: file(await pngImage({ width: 100, height: 100 })) },
      { cookie },
    );
    const { logoKey } = await agencyRow(agency.id);
    await t.db.insert(storedObjects).values({
      key: "messages/1/secret.txt",
      contentType: "text/plain",
      byteLength: 6,
      body: new TextEncoder().encode("secret"),
    });
    for (const path of [
      `/media/${logoKey}-512.webp`,
      `/media/${logoKey}-64.png`,
      `/media/${logoKey!.replace(/[0-9a-f]{4}$/, "0000")}-64.webp`,
      `/media/agencies/${agency.id + 1}/${logoKey!.split("/")[2]}-64.webp`,
      "/media/messages/1/secret.txt",
      "/media/",
      "/media/..%2F..%2Fpackage.json",
      "/media/%ZZ",
      "/media/%00",
      `/media/${"a/".repeat(2000)}`,
      "/media/agencies/99999999999999999999/l-0123456789abcdef-64.webp",
    ]) {
      const answer = await fetch(app.url + path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get("Content-Type"), path).not.toMatch(/image|svg/);
    }
    expect(app.lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe("S3-compatible storage", () => {
  it("keeps the files in the bucket and serves them the same way", async () => {
    const s3 = await startS3Server();
    const s3Config = testConfig(s3.env);
    const s3App = await startTestApp(t.database, s3Config);
    try {
      const agency = await makeAgency(t.db, { approved: true });
      const cookie = await cookieFor(agency.id, s3Config);
      const answer = await post(
        { intent: "add-image", image: file(await phoneJpeg({ width: 800, height: 600 })) },
        { cookie, base: s3App.url },
      );
      expect(await toastOf(answer)).toMatchObject({ type: "success" });
      expect(await storedKeys()).toEqual([]);
      const [image] = await imagesOf(agency.id, "portfolio");
      const served = await fetch(`${s3App.url}/media/${image!.variants[1]!.key}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe("image/webp");
      const metadata = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
      // Upright (the EXIF said to turn it), and without the EXIF.
      expect([metadata.width, metadata.height, metadata.exif]).toEqual([600, 800, undefined]);
    } finally {
      await s3App.close();
      await s3.close();
    }
  });
});

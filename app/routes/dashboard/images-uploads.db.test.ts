import { getMessages } from "~/domain/i18n";
import "#tests/production-react";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { makeAgency } from "#tests/factories";
import { dataFingerprint, startTestApp } from "#tests/http-app";
import { jpegImage, phoneJpeg, pngImage, webpImage } from "#tests/images";
import { startS3Server } from "#tests/s3-server";
import { PORTFOLIO_MAX } from "~/domain/agency-images";
import { format } from "~/domain/i18n";
import { MEDIA_CACHE_CONTROL } from "#server/media";
import { deleteAgency } from "~/services/deletions.server";
import {
  agencyRow,
  cookieFor,
  en,
  file,
  imagesOf,
  post,
  signedInAgency,
  storedKeys,
  toastOf,
  useImagesApp,
  version,
} from "./images-test-setup";

/**
 * The dashboard's image forms and the /media route through the whole Express app (decision 016):
 * what an upload stores and how it is served, the logo and the portfolio, the files going with
 * the agency, and the S3-compatible storage back end.
 */
const t = useImagesApp();

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

    const served = await fetch(`${t.app.url}/media/${row.logoKey}-256.webp`);
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
    const withSession = await fetch(`${t.app.url}/media/${row.logoKey}-64.webp`, {
      headers: { Cookie: cookie },
    });
    expect(withSession.headers.get("Cache-Control")).toBe(MEDIA_CACHE_CONTROL);
    const again = await fetch(`${t.app.url}/media/${row.logoKey}-256.webp`, {
      headers: { "If-None-Match": etag! },
    });
    expect(again.status).toBe(304);
    const head = await fetch(`${t.app.url}/media/${row.logoKey}-64.webp`, { method: "HEAD" });
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
    expect((await fetch(`${t.app.url}/media/${oldKey}-64.webp`)).status).toBe(404);

    const removed = await post({ intent: "remove-logo" }, { cookie });
    expect(await toastOf(removed)).toMatchObject({ title: en.logoRemoved });
    expect((await agencyRow(agency.id)).logoKey).toBeNull();
    expect(await storedKeys()).toEqual([]);
    expect((await fetch(`${t.app.url}/media/${replaced.logoKey}-64.webp`)).status).toBe(404);
  });

  it("shows the uploaded logo on the directory card and the profile, with its sizes", async () => {
    const { agency, cookie } = await signedInAgency();
    await post(
      { intent: "upload-logo", image: file(await pngImage({ width: 300, height: 300 })) },
      { cookie },
    );
    const { logoKey } = await agencyRow(agency.id);
    const card = await (await fetch(`${t.app.url}/agencies`)).text();
    expect(card).toContain(
      `src="/media/${logoKey}-64.webp" srcSet="/media/${logoKey}-128.webp 2x"`,
    );
    for (const path of [`/agencies/${agency.slug}`, `/ar/agencies/${agency.slug}`]) {
      const html = await (await fetch(t.app.url + path)).text();
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

    const html = await (await fetch(`${t.app.url}/agencies/${agency.slug}`)).text();
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
  expect((await fetch(`${t.app.url}/media/${image!.variants[0]!.key}`)).status).toBe(404);
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

  it("says the image was not stored when the bucket refuses it, and keeps nothing", async () => {
    const s3 = await startS3Server();
    // A bucket the server does not have: every put fails (NoSuchBucket).
    const s3Config = testConfig({ ...s3.env, S3_BUCKET: "no-such-bucket" });
    const s3App = await startTestApp(t.database, s3Config);
    try {
      const agency = await makeAgency(t.db, { approved: true });
      const cookie = await cookieFor(agency.id, s3Config);
      for (const intent of ["add-image", "upload-logo"]) {
        const answer = await post(
          { intent, image: file(await pngImage({ width: 100, height: 100 })) },
          { cookie, base: s3App.url },
        );
        expect(answer.status).toBe(302);
        expect(await toastOf(answer)).toMatchObject({
          type: "error",
          description: getMessages().dashboard.images.notStored,
        });
      }
      expect(await imagesOf(agency.id, "portfolio")).toEqual([]);
      expect(await imagesOf(agency.id, "logo")).toEqual([]);
    } finally {
      await s3App.close();
      await s3.close();
    }
  });
});

import "#tests/production-react";
import { describe, expect, it } from "vitest";
import { dataFingerprint } from "#tests/http-app";
import { htmlFile, jpegImage, pngImage, svgFile, truncated } from "#tests/images";
import { storedObjects } from "~/db/schema";
import { IMAGE_MAX_BYTES } from "~/domain/agency-images";
import { format, getMessages } from "~/domain/i18n";
import { agencyImageUploadLimit } from "~/domain/rate-limits";
import { consumeRateLimits } from "~/services/rate-limit.server";
import {
  agencyRow,
  ar,
  en,
  file,
  imagesOf,
  post,
  signedInAgency,
  storedKeys,
  toastOf,
  useImagesApp,
  type Fields,
} from "./images-test-setup";

/**
 * The dashboard's image forms and the /media route through the whole Express app (decision 016):
 * what they refuse, and with what answer, storing nothing: bad files and forms, visitors and
 * agencies that may not change the images, and unknown or hostile /media paths.
 */
const t = useImagesApp();

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
    const answer = await fetch(`${t.app.url}/dashboard/images`, {
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
    const answer = await fetch(`${t.app.url}/dashboard`, {
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

describe("uploads per agency", () => {
  it("refuses an upload past the hourly limit, storing nothing, and still allows other edits", async () => {
    const { agency, cookie } = await signedInAgency();
    const other = await signedInAgency();
    const image = file(await pngImage({ width: 100, height: 100 }));
    const used = Array.from({ length: agencyImageUploadLimit.limit }, () => ({
      rule: agencyImageUploadLimit,
      subject: String(agency.id),
    }));
    expect((await consumeRateLimits(t.db, used)).allowed).toBe(true);
    const answer = await post({ intent: "add-image", image }, { cookie });
    // The window is fixed (decision 004), so the wait is what is left of it: 1 to 60 minutes.
    const rateLimited = getMessages().forms.rateLimited;
    const [before, after] = format(rateLimited, { minutes: "\u0000" }).split("\u0000");
    const toast = await toastOf(answer);
    expect(toast).toMatchObject({ type: "error", title: en.notSaved });
    const description = toast?.description ?? "";
    const minutes = Number(description.slice(before!.length, -after!.length));
    expect(description).toBe(format(rateLimited, { minutes }));
    expect(minutes).toBeGreaterThanOrEqual(1);
    expect(minutes).toBeLessThanOrEqual(60);
    expect(await imagesOf(agency.id, "portfolio")).toEqual([]);
    expect(await storedKeys()).toEqual([]);
    // The count is the agency's own: another agency uploads as before.
    const others = await post({ intent: "add-image", image }, { cookie: other.cookie });
    expect(await toastOf(others)).toMatchObject({ type: "success" });
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
      const answer = await fetch(t.app.url + path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get("Content-Type"), path).not.toMatch(/image|svg/);
    }
    expect(t.app.lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});

import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  avifImage,
  gifImage,
  htmlFile,
  jpegImage,
  pdfFile,
  phoneJpeg,
  pngImage,
  pngSignedHtml,
  pngWithHtmlTail,
  svgFile,
  tiffImage,
  truncated,
  webpImage,
} from "#tests/images";
import { IMAGE_MAX_BYTES, LOGO_SIZES } from "~/domain/agency-images";
import { ImageRefusal, pipelineLoad, processImage, sniffImageType } from "./pipeline.server";

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "accepted",
    (error: unknown) => (error instanceof ImageRefusal ? error.reason : String(error)),
  );

const sizesOf = (image: Awaited<ReturnType<typeof processImage>>) =>
  image.variants.map((v) => [v.size, v.width, v.height]);

describe("the type is read from the content", () => {
  it("knows JPEG, PNG, WebP and AVIF by their first bytes, and nothing else", async () => {
    expect(sniffImageType(await jpegImage())).toBe("image/jpeg");
    expect(sniffImageType(await pngImage())).toBe("image/png");
    expect(sniffImageType(await webpImage())).toBe("image/webp");
    expect(sniffImageType(await avifImage())).toBe("image/avif");
    for (const other of [await gifImage(), await tiffImage(), svgFile(), htmlFile(), pdfFile()]) {
      expect(sniffImageType(other)).toBeUndefined();
    }
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });

  it("accepts each accepted type, whatever it would be called, as what its bytes are", async () => {
    // There is no name to trust: a PNG sent as "photo.jpg" is simply a PNG.
    for (const [bytes, type] of [
      [await jpegImage(), "image/jpeg"],
      [await pngImage(), "image/png"],
      [await webpImage(), "image/webp"],
      [await avifImage(), "image/avif"],
    ] as const) {
      const image = await processImage(bytes, "portfolio");
      expect(image.sourceType).toBe(type);
      for (const variant of image.variants) {
        expect((await sharp(variant.bytes).metadata()).format).toBe("webp");
      }
    }
  });

  it("refuses SVG, HTML, PDF, GIF and TIFF, and files that only begin like an image", async () => {
    for (const bytes of [svgFile(), htmlFile(), pdfFile(), await gifImage(), await tiffImage()]) {
      expect(await refusal(processImage(bytes, "logo"))).toBe("type");
    }
    expect(await refusal(processImage(pngSignedHtml(), "logo"))).toBe("unreadable");
  });

  it("re-encodes an image with a page stuck to its end, and the page is gone", async () => {
    const image = await processImage(await pngWithHtmlTail(), "portfolio");
    for (const variant of image.variants) {
      expect(Buffer.from(variant.bytes).includes("<script")).toBe(false);
    }
  });

  it("refuses an empty file, one over 10 MB, a truncated one, a tiny one and a pixel bomb", async () => {
    expect(await refusal(processImage(new Uint8Array(), "logo"))).toBe("empty");
    expect(await refusal(processImage(new Uint8Array(IMAGE_MAX_BYTES + 1), "logo"))).toBe(
      "too-large",
    );
    const photo = await jpegImage({ width: 800, height: 600 });
    expect(await refusal(processImage(truncated(photo), "portfolio"))).toBe("unreadable");
    const png = await pngImage({ width: 800, height: 600 });
    expect(await refusal(processImage(truncated(png), "portfolio"))).toBe("unreadable");
    expect(await refusal(processImage(await pngImage({ width: 20, height: 200 }), "logo"))).toBe(
      "too-small",
    );
    // 8,000 x 7,000 = 56 million pixels in a few hundred KB: refused from its header, undecoded.
    const bomb = await pngImage({ width: 8000, height: 7000 });
    expect(bomb.byteLength).toBeLessThan(IMAGE_MAX_BYTES);
    expect(await refusal(processImage(bomb, "portfolio"))).toBe("too-many-pixels");
  });
});

describe("sizes", () => {
  it("makes the logo's three squares from a large logo", async () => {
    const image = await processImage(await pngImage({ width: 1000, height: 400 }), "logo");
    expect(sizesOf(image)).toEqual(LOGO_SIZES.map((size) => [size, size, size]));
  });

  it("never enlarges a small logo: each square is at most its longest side", async () => {
    const image = await processImage(await pngImage({ width: 100, height: 40 }), "logo");
    expect(sizesOf(image)).toEqual([
      [64, 64, 64],
      [128, 100, 100],
      [256, 100, 100],
    ]);
  });

  it("cuts the portfolio's thumbnail to 480 x 360 and fits the large copy in 1280 x 1280", async () => {
    const wide = await processImage(await jpegImage({ width: 3000, height: 2000 }), "portfolio");
    expect(sizesOf(wide)).toEqual([
      ["thumb", 480, 360],
      ["large", 1280, 853],
    ]);
    const tall = await processImage(await jpegImage({ width: 1000, height: 4000 }), "portfolio");
    expect(sizesOf(tall)).toEqual([
      ["thumb", 480, 360],
      ["large", 320, 1280],
    ]);
  });

  it("never enlarges a small portfolio image", async () => {
    const small = await processImage(await webpImage({ width: 300, height: 200 }), "portfolio");
    expect(sizesOf(small)).toEqual([
      ["thumb", 300, 200],
      ["large", 300, 200],
    ]);
  });

  it("names the content: the same bytes hash alike, other bytes not", async () => {
    const a = await pngImage({ colour: "#111111" });
    const b = await pngImage({ colour: "#222222" });
    const [first, again, other] = await Promise.all([
      processImage(a, "logo"),
      processImage(a, "logo"),
      processImage(b, "logo"),
    ]);
    expect(first.contentHash).toMatch(/^[0-9a-f]{16}$/);
    expect(again.contentHash).toBe(first.contentHash);
    expect(other.contentHash).not.toBe(first.contentHash);
  });
});

describe("metadata", () => {
  it("turns a phone's photo upright and keeps none of its EXIF, GPS, XMP or ICC data", async () => {
    const photo = await phoneJpeg({ width: 120, height: 60 });
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();
    expect(Buffer.from(before.exif!).includes("PhoneMaker")).toBe(true);

    const image = await processImage(photo, "portfolio");
    const large = image.variants.find((v) => v.size === "large")!;
    // Stored on its side 120 x 60, shown upright 60 x 120.
    expect([large.width, large.height]).toEqual([60, 120]);
    for (const variant of image.variants) {
      const after = await sharp(variant.bytes).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      const bytes = Buffer.from(variant.bytes);
      for (const secret of ["PhoneMaker", "Secret Person", "EXIF", "Exif", "XMP ", "ICCP"]) {
        expect(bytes.includes(secret)).toBe(false);
      }
    }
  });
});

describe("memory and turns", () => {
  it("refuses an interlaced PNG over 16 million pixels, which would be decoded whole", async () => {
    const interlaced = await sharp({
      create: { width: 4100, height: 4000, channels: 3, background: "#ffffff" },
    })
      .png({ progressive: true, compressionLevel: 9 })
      .toBuffer();
    expect(await refusal(processImage(new Uint8Array(interlaced), "portfolio"))).toBe(
      "too-many-pixels-full",
    );
  });

  it("lets two images work at once and eight wait, refuses one more as busy, and ends with none", async () => {
    const image = await pngImage();
    const outcomes = await Promise.all(
      Array.from({ length: 11 }, () => refusal(processImage(image, "logo"))),
    );
    expect(outcomes.filter((o) => o === "busy")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "accepted")).toHaveLength(10);
    expect(pipelineLoad()).toEqual({ running: 0, waiting: 0 });
  });
});

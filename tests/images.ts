import sharp from "sharp";

/**
 * Test images, drawn with sharp when a test runs (no binary fixtures in the repository): a
 * gradient-free solid or two-colour picture of the given size in each format, plus files that
 * only pretend to be images.
 */
type Options = { width?: number; height?: number; colour?: string };

const canvas = ({ width = 64, height = 48, colour = "#3b82f6" }: Options = {}) =>
  sharp({ create: { width, height, channels: 3, background: colour } });

export const jpegImage = async (options?: Options) =>
  new Uint8Array(await canvas(options).jpeg().toBuffer());
export const pngImage = async (options?: Options) =>
  new Uint8Array(await canvas(options).png().toBuffer());
export const webpImage = async (options?: Options) =>
  new Uint8Array(await canvas(options).webp().toBuffer());
export const avifImage = async (options?: Options) =>
  new Uint8Array(await canvas(options).avif({ effort: 0 }).toBuffer());
export const gifImage = async (options?: Options) =>
  new Uint8Array(await canvas(options).gif().toBuffer());
export const tiffImage = async (options?: Options) =>
  new Uint8Array(await canvas(options).tiff().toBuffer());

/**
 * A JPEG as a phone writes it: EXIF with the camera, GPS position and an orientation of 6 (the
 * pixels are stored lying on their side: shown upright it is `height` wide and `width` high), an
 * XMP packet and an ICC profile.
 */
export async function phoneJpeg({
  width = 120,
  height = 60,
}: { width?: number; height?: number } = {}) {
  return new Uint8Array(
    await canvas({ width, height, colour: "#16a34a" })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: "PhoneMaker", Model: "Phone 15", Copyright: "Someone" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "25/1 11/1 2/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "55/1 16/1 26/1",
        },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Secret Person</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
      )
      .withIccProfile("p3")
      .toBuffer(),
  );
}

const text = (value: string) => new TextEncoder().encode(value);

export const svgFile = () =>
  text(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64" fill="red"/></svg>',
  );
export const htmlFile = () =>
  text("<!doctype html><html><body><script>alert(1)</script></body></html>");
export const pdfFile = () =>
  text("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");

/** PNG's eight signature bytes followed by a web page: not an image. */
export const pngSignedHtml = () =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...htmlFile()]);

/** A real PNG with a web page after its end: an image (whose re-encoding drops the page). */
export const pngWithHtmlTail = async () => new Uint8Array([...(await pngImage()), ...htmlFile()]);

/** The first `fraction` of an image's bytes: a file cut off mid-upload. */
export const truncated = (bytes: Uint8Array, fraction = 0.5) =>
  bytes.slice(0, Math.floor(bytes.byteLength * fraction));

import type { GalleryImage } from "~/domain/agency-images";
import { format } from "~/domain/i18n";
import { useMessages } from "../i18n";

/**
 * An agency's portfolio (decision 016): a grid of its thumbnails (two columns on a phone, three
 * from the sm breakpoint), each a link to the large copy, loaded lazily and with its width and
 * height so nothing moves as they arrive. No script: the large image opens as a page of its own.
 */
export function AgencyGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const galleryMessages = useMessages().directory.gallery;
  if (images.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {images.map((image, index) => {
        const alt = image.caption ?? format(galleryMessages.imageAlt, { name, number: index + 1 });
        return (
          <li key={image.id}>
            <a
              href={image.large.url}
              title={galleryMessages.openLarge}
              className="block overflow-hidden rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <img
                src={image.thumb.url}
                width={image.thumb.width}
                height={image.thumb.height}
                alt={alt}
                loading="lazy"
                decoding="async"
                className="w-full"
              />
            </a>
            {image.caption && (
              <p dir="auto" className="mt-1 text-sm break-words text-slate-600">
                {image.caption}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

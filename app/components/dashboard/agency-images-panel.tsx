import type { DashboardImageTexts, GalleryImage } from "~/domain/agency-images";
import { CAPTION_MAX, IMAGE_INPUT_ACCEPT, PORTFOLIO_MAX } from "~/domain/agency-images";
import { format } from "~/domain/i18n";
import { AgencyLogo } from "../directory/agency-logo";
import { buttonClasses } from "../ui/button-link";
import { useLocalePath } from "../ui/link";

const sectionClass = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
const labelClass = "text-sm font-medium text-slate-800";
const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30";

/**
 * The dashboard's Logo and Portfolio sections (decision 016): plain HTML forms posting to
 * /dashboard/images (multipart for a file), which answers with a redirect back here and a toast,
 * so they work the same with or without JavaScript.
 */
export function AgencyImagesPanel({
  agencyName,
  logoKey,
  portfolio,
  texts: m,
}: {
  agencyName: string;
  logoKey: string | null;
  portfolio: GalleryImage[];
  /** From the dashboard's loader: these texts are not in the browser's catalogue. */
  texts: DashboardImageTexts;
}) {
  const action = useLocalePath()("/dashboard/images");
  const full = portfolio.length >= PORTFOLIO_MAX;
  return (
    <div id="images" className="space-y-6">
      <section aria-labelledby="logo-title" className={sectionClass}>
        <h2 id="logo-title" className="text-xl font-bold text-slate-900">
          {m.logoTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {m.logoIntro} {m.formats}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          {logoKey ? (
            <AgencyLogo name={agencyName} logoUrl={null} logoKey={logoKey} size="lg" />
          ) : (
            <p className="text-sm text-slate-600">{m.noLogo}</p>
          )}
          {logoKey && (
            <form method="post" action={action}>
              <input type="hidden" name="intent" value="remove-logo" />
              <button type="submit" className={buttonClasses("secondary")}>
                {m.removeLogo}
              </button>
            </form>
          )}
        </div>
        <form
          method="post"
          action={action}
          encType="multipart/form-data"
          className="mt-4 flex flex-col gap-3"
        >
          <input type="hidden" name="intent" value="upload-logo" />
          <label htmlFor="logo-file" className={labelClass}>
            {m.chooseLogo}
          </label>
          <input
            id="logo-file"
            name="image"
            type="file"
            accept={IMAGE_INPUT_ACCEPT}
            required
            className="block w-full text-sm text-slate-700"
          />
          <button type="submit" className={`${buttonClasses("primary")} self-start`}>
            {logoKey ? m.replaceLogo : m.uploadLogo}
          </button>
        </form>
      </section>

      <section aria-labelledby="portfolio-title" className={sectionClass}>
        <h2 id="portfolio-title" className="text-xl font-bold text-slate-900">
          {m.portfolioTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {format(m.portfolioIntro, { max: PORTFOLIO_MAX })} {m.formats}
        </p>
        <p className="mt-1 text-sm font-medium text-slate-800">
          {format(m.portfolioCount, { count: portfolio.length, max: PORTFOLIO_MAX })}
        </p>
        {portfolio.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">{m.noImages}</p>
        ) : (
          <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {portfolio.map((image, index) => (
              <li key={image.id} className="flex flex-col gap-2">
                <img
                  src={image.thumb.url}
                  width={image.thumb.width}
                  height={image.thumb.height}
                  alt={image.caption ?? format(m.imageAlt, { number: index + 1 })}
                  loading="lazy"
                  decoding="async"
                  className="w-full rounded-xl border border-slate-200"
                />
                <form method="post" action={action} className="flex flex-col gap-2">
                  <input type="hidden" name="imageId" value={image.id} />
                  <label htmlFor={`caption-${image.id}`} className="sr-only">
                    {m.captionLabel}
                  </label>
                  <input
                    id={`caption-${image.id}`}
                    name="caption"
                    type="text"
                    maxLength={CAPTION_MAX}
                    defaultValue={image.caption ?? ""}
                    placeholder={m.captionLabel}
                    className={inputClass}
                  />
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="submit"
                      name="intent"
                      value="caption"
                      className={buttonClasses("secondary")}
                    >
                      {m.saveCaption}
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="move-earlier"
                      disabled={index === 0}
                      className={`${buttonClasses("secondary")} disabled:opacity-50`}
                    >
                      {m.moveEarlier}
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="move-later"
                      disabled={index === portfolio.length - 1}
                      className={`${buttonClasses("secondary")} disabled:opacity-50`}
                    >
                      {m.moveLater}
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="remove-image"
                      className={buttonClasses("secondary")}
                    >
                      {m.remove}
                    </button>
                  </div>
                </form>
              </li>
            ))}
          </ol>
        )}
        {full ? (
          <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            {format(m.portfolioFull, { max: PORTFOLIO_MAX })}
          </p>
        ) : (
          <form
            method="post"
            action={action}
            encType="multipart/form-data"
            className="mt-4 flex flex-col gap-3"
          >
            <input type="hidden" name="intent" value="add-image" />
            <label htmlFor="portfolio-file" className={labelClass}>
              {m.chooseImage}
            </label>
            <input
              id="portfolio-file"
              name="image"
              type="file"
              accept={IMAGE_INPUT_ACCEPT}
              required
              className="block w-full text-sm text-slate-700"
            />
            <label htmlFor="portfolio-caption" className={labelClass}>
              {m.captionLabel}
            </label>
            <input
              id="portfolio-caption"
              name="caption"
              type="text"
              maxLength={CAPTION_MAX}
              className={inputClass}
            />
            <button type="submit" className={`${buttonClasses("primary")} self-start`}>
              {m.addImage}
            </button>
          </form>
        )}
        <p className="mt-4 text-sm text-slate-600">{m.reviewNote}</p>
      </section>
    </div>
  );
}

import { SearchX } from "lucide-react";
import { useMessages } from "../i18n";
import { ButtonLink } from "../ui/button-link";

/**
 * A profile that does not exist or is not public (docs/product.md#routes-and-screens: 'Agency Not
 * Found'). One button, to the directory: the spec's two buttons both led there.
 */
export function AgencyNotFound() {
  const notFoundMessages = useMessages().directory.notFound;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <SearchX aria-hidden="true" className="size-7" />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">
        {notFoundMessages.title}
      </h1>
      <p className="mt-4 text-lg text-slate-600">{notFoundMessages.body}</p>
      <div className="mt-8 flex justify-center">
        <ButtonLink to="/agencies" variant="primary" size="lg">
          {notFoundMessages.browseAll}
        </ButtonLink>
      </div>
    </section>
  );
}

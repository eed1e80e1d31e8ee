import { ChevronDown } from "lucide-react";
import { Link } from "~/components/ui/link";
import type { Messages } from "~/domain/messages/en";
import { useMessages } from "../i18n";
import { SectionHeading } from "../marketing/section-heading";

type FaqKey = keyof Messages["publicPages"]["pricing"]["faq"]["items"];
const faqKeys: readonly FaqKey[] = ["upgrade", "cancel", "refund", "billing", "free", "enterprise"];

/**
 * The pricing questions as a disclosure list: <details>/<summary> open and close without
 * JavaScript and tell assistive technology whether each answer is shown.
 */
export function PricingFaq() {
  const faq = useMessages().publicPages.pricing.faq;
  return (
    <section aria-labelledby="faq-title" className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <SectionHeading id="faq-title" title={faq.title} />
      <div className="mx-auto mt-10 max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {faqKeys.map((key) => (
          <details key={key} className="group px-6 py-1">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-4 text-start font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
              <span>{faq.items[key].question}</span>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="pb-5 text-slate-600">
              <p>{faq.items[key].answer}</p>
              {key === "enterprise" && (
                <p className="mt-3">
                  <Link
                    to="/contact"
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    {faq.contactLink}
                  </Link>
                </p>
              )}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}

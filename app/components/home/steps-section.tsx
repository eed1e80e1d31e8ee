import { ArrowRight, FileText, Handshake, UserCheck } from "lucide-react";
import { Link } from "~/components/ui/link";
import { useMessages } from "../i18n";
import { SectionHeading } from "../marketing/section-heading";
import { StepList } from "../marketing/step-list";

/** The home page's three-step 'How It Works', with a link to the full page. */
export function StepsSection() {
  const stepsMessages = useMessages().publicPages.home.steps;
  const steps = [
    { key: "submit", icon: FileText, ...stepsMessages.items.submit },
    { key: "curate", icon: UserCheck, ...stepsMessages.items.curate },
    { key: "connect", icon: Handshake, ...stepsMessages.items.connect },
  ];
  return (
    <section
      aria-labelledby="steps-title"
      className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-24 lg:px-8"
    >
      <SectionHeading
        id="steps-title"
        eyebrow={stepsMessages.eyebrow}
        title={stepsMessages.title}
        intro={stepsMessages.intro}
      />
      <div className="mx-auto mt-12 max-w-7xl">
        <StepList steps={steps} />
      </div>
      <p className="mt-10 text-center">
        <Link
          to="/how-it-works"
          className="inline-flex items-center gap-2 rounded font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {stepsMessages.learnMore}
          <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      </p>
    </section>
  );
}

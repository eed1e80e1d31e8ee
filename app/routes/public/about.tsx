import { sharedPage } from "~/components/layout/page-scripts";
import { HeartHandshake, MapPin, Scale, ShieldCheck, type LucideIcon } from "lucide-react";
import { useMessages } from "~/components/i18n";
import { CtaBand } from "~/components/marketing/cta-band";
import { FeatureCard } from "~/components/marketing/feature-card";
import { PageHero } from "~/components/marketing/page-hero";
import { SectionHeading } from "~/components/marketing/section-heading";
import { useBrandText } from "~/components/marketing/use-brand-text";
import { ButtonLink } from "~/components/ui/button-link";
import type { Messages } from "~/domain/messages/en";
import { pageMeta } from "~/domain/seo";
import type { Route } from "./+types/about";

/** Plain HTML: nothing on this page needs React in the browser (page-scripts.ts). */
export const handle = sharedPage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ path: "/about", ...m.pages.about }));

type About = Messages["publicPages"]["about"];
const numberKeys = ["matchTime", "matches", "emirates", "cost"] as const;
const values: ReadonlyArray<{ key: keyof About["values"]["items"]; icon: LucideIcon }> = [
  { key: "local", icon: MapPin },
  { key: "quality", icon: ShieldCheck },
  { key: "human", icon: HeartHandshake },
  { key: "transparent", icon: Scale },
];

/** The mission page, with links to find an agency (/submit) and to list one (/list). */
export default function AboutPage() {
  const aboutMessages = useMessages().publicPages.about;
  const brandText = useBrandText();
  return (
    <>
      <PageHero
        eyebrow={aboutMessages.eyebrow}
        title={aboutMessages.title}
        intro={brandText(aboutMessages.intro)}
      />
      <section
        aria-labelledby="mission-title"
        className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-5 lg:px-8"
      >
        <div className="lg:col-span-3">
          <SectionHeading id="mission-title" title={aboutMessages.mission.title} align="start" />
          <div className="mt-6 space-y-5 text-lg text-slate-700">
            {aboutMessages.mission.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="lg:col-span-2">
          <h2 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {aboutMessages.numbers.title}
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-4">
            {numberKeys.map((key) => (
              <div
                key={key}
                // Reversed so the figure reads first; justify-end packs a reversed column at the
                // top, so every card's figure sits on one line whatever its label's length.
                className="flex flex-col-reverse justify-end rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <dt className="mt-1 text-sm text-slate-600">{aboutMessages.numbers[key].label}</dt>
                <dd className="text-3xl font-extrabold tracking-tight text-brand-700">
                  {aboutMessages.numbers[key].value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section
        aria-labelledby="values-title"
        className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
      >
        <SectionHeading id="values-title" title={aboutMessages.values.title} />
        <ul className="mx-auto mt-12 grid max-w-7xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map(({ key, icon }) => (
            <li key={key}>
              <FeatureCard
                icon={icon}
                title={aboutMessages.values.items[key].title}
                body={aboutMessages.values.items[key].body}
              />
            </li>
          ))}
        </ul>
      </section>
      <CtaBand
        id="about-closing-title"
        title={aboutMessages.closing.title}
        body={aboutMessages.closing.body}
      >
        <ButtonLink to="/submit" variant="primary" size="lg">
          {aboutMessages.closing.findAgency}
        </ButtonLink>
        <ButtonLink to="/list" variant="secondary" size="lg">
          {aboutMessages.closing.listAgency}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

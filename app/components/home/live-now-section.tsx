import { Bell, Star, type LucideIcon } from "lucide-react";
import type { Messages } from "~/domain/messages/en";
import { useMessages } from "../i18n";
import { FeatureCard } from "../marketing/feature-card";
import { SectionHeading } from "../marketing/section-heading";

type FeatureKey = keyof Messages["publicPages"]["home"]["liveNow"]["items"];

/**
 * Two features the roadmap once listed as coming, now built: saved-search alerts (and Pro lead
 * alerts), docs/decisions/015, and verified reviews, docs/decisions/014. Each card leads to it.
 */
const features: ReadonlyArray<{ key: FeatureKey; icon: LucideIcon; to: string }> = [
  { key: "alerts", icon: Bell, to: "/alerts/new" },
  { key: "reviews", icon: Star, to: "/agencies?sort=rating" },
];

/** 'New on the Platform': what is built and ready, above the roadmap. */
export function LiveNowSection() {
  const liveNowMessages = useMessages().publicPages.home.liveNow;
  return (
    <section aria-labelledby="live-now-title" className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <SectionHeading
        id="live-now-title"
        eyebrow={liveNowMessages.eyebrow}
        title={liveNowMessages.title}
        intro={liveNowMessages.intro}
      />
      <ul className="mx-auto mt-12 grid max-w-4xl gap-6 sm:grid-cols-2">
        {features.map(({ key, icon, to }) => (
          <li key={key}>
            <FeatureCard
              icon={icon}
              title={liveNowMessages.items[key].title}
              body={liveNowMessages.items[key].body}
              badge={liveNowMessages.badge}
              live
              link={{ to, label: liveNowMessages.items[key].link }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

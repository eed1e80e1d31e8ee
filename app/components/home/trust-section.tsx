import {
  BadgeCheck,
  Clock,
  Gift,
  HeartHandshake,
  MapPin,
  Rocket,
  type LucideIcon,
} from "lucide-react";
import type { Messages } from "~/domain/messages/en";
import { useMessages } from "../i18n";
import { FeatureCard } from "../marketing/feature-card";
import { SectionHeading } from "../marketing/section-heading";

type CardKey = keyof Messages["publicPages"]["home"]["trust"]["cards"];

const cards: ReadonlyArray<{ key: CardKey; icon: LucideIcon }> = [
  { key: "uaeFocused", icon: MapPin },
  { key: "vetted", icon: BadgeCheck },
  { key: "saveHours", icon: Clock },
  { key: "startups", icon: Rocket },
  { key: "freeToStart", icon: Gift },
  { key: "humanFirst", icon: HeartHandshake },
];

/** 'Why Businesses Trust Us': the six reasons (docs/product.md#routes-and-screens). */
export function TrustSection() {
  const trustMessages = useMessages().publicPages.home.trust;
  return (
    <section aria-labelledby="trust-title" className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <SectionHeading
        id="trust-title"
        eyebrow={trustMessages.eyebrow}
        title={trustMessages.title}
        intro={trustMessages.intro}
      />
      <ul className="mx-auto mt-12 grid max-w-7xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map(({ key, icon }) => (
          <li key={key}>
            <FeatureCard
              icon={icon}
              title={trustMessages.cards[key].title}
              body={trustMessages.cards[key].body}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

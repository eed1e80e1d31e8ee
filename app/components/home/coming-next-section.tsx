import { LayoutDashboard, MessagesSquare, Sparkles, Trophy, type LucideIcon } from "lucide-react";
import type { Messages } from "~/domain/messages/en";
import { useMessages } from "../i18n";
import { FeatureCard } from "../marketing/feature-card";
import { SectionHeading } from "../marketing/section-heading";

type FeatureKey = keyof Messages["publicPages"]["home"]["comingNext"]["items"];

const features: ReadonlyArray<{ key: FeatureKey; icon: LucideIcon }> = [
  { key: "messaging", icon: MessagesSquare },
  { key: "dashboards", icon: LayoutDashboard },
  { key: "aiMatching", icon: Sparkles },
  { key: "awards", icon: Trophy },
];

/**
 * 'What's Coming Next': the planned features not built yet (docs/product.md#routes-and-screens
 * listed six; alerts and reviews are built and shown by LiveNowSection).
 */
export function ComingNextSection() {
  const comingNextMessages = useMessages().publicPages.home.comingNext;
  return (
    <section
      aria-labelledby="coming-next-title"
      className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-24 lg:px-8"
    >
      <SectionHeading
        id="coming-next-title"
        eyebrow={comingNextMessages.eyebrow}
        title={comingNextMessages.title}
        intro={comingNextMessages.intro}
      />
      <ul className="mx-auto mt-12 grid max-w-7xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ key, icon }) => (
          <li key={key}>
            <FeatureCard
              icon={icon}
              title={comingNextMessages.items[key].title}
              body={comingNextMessages.items[key].body}
              badge={comingNextMessages.badge}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

import { services, type Service } from "~/domain/value-sets";

/**
 * Verified reviews of the demo data (decision 014): written by clients of demo matches, approved,
 * some with an approved reply. The seeder (demo.ts) gives each to the next older match whose
 * agency offers a service it speaks of (`about`).
 */
export type DemoReview = {
  /**
   * The services the text speaks of (a shop, a brand identity, an app, search traffic): the seeder
   * gives a review only to an agency that offers one of them, so no web agency is praised for its
   * packaging design.
   */
  about: readonly Service[];
  overall: number;
  quality: number;
  communication: number;
  value: number;
  timeliness: number;
  title: string;
  body: string;
  wentAhead: boolean;
  anonymous: boolean;
  locale: "en" | "ar";
  reply?: string;
};

export const demoReviews: DemoReview[] = [
  {
    ...scores(5, 5, 5, 4, 5),
    about: ["E-commerce Development", "Website Development"],
    title: "Clear plan, honest advice and a launch on time",
    body: "They questioned our first idea, showed us a simpler catalogue structure and delivered the shop two days before our deadline. The weekly calls kept everyone on the same page.",
    wentAhead: true,
    anonymous: false,
    locale: "en",
    reply:
      "Thank you for trusting us with the launch. It was a pleasure to work with a team that answered as quickly as yours did.",
  },
  {
    ...scores(4, 4, 5, 4, 3),
    about: ["Website Development", "E-commerce Development"],
    title: "Good work, one stage ran late",
    body: "The design was strong and the team always answered. The content migration took a week longer than planned, but they told us early and did not charge for the extra time.",
    wentAhead: true,
    anonymous: true,
    locale: "en",
  },
  {
    ...scores(5, 5, 4, 5, 5),
    about: ["Branding & Design"],
    title: "Our new identity gets compliments every week",
    body: "From the workshop to the final brand book, the process was organised and the result feels like us. Packaging files came print-ready, which saved us a round with the printer.",
    wentAhead: true,
    anonymous: false,
    locale: "en",
  },
  {
    ...scores(3, 4, 2, 3, 3),
    about: ["Website Development", "UI/UX Design"],
    title: "Capable designers, slow replies",
    body: "The final website looks good, but e-mails often waited three or four days for an answer and we had to chase the last changes. Fine for a project without a hard deadline.",
    wentAhead: true,
    anonymous: true,
    locale: "en",
    reply:
      "Thank you for the candid feedback. We have since added a named project manager to every account so that no message waits more than one working day.",
  },
  {
    ...scores(5, 5, 5, 5, 4),
    about: ["Digital Marketing", "PPC Advertising", "Social Media Management"],
    title: "تعامل احترافي ونتائج واضحة",
    body: "أدار الفريق حملاتنا الإعلانية بشفافية، وكانت التقارير الأسبوعية واضحة ومفهومة. زادت طلبات الحجز خلال الشهر الثاني، وكانوا يقترحون تحسينات دون أن نطلب.",
    wentAhead: true,
    anonymous: false,
    locale: "ar",
  },
  {
    ...scores(4, 4, 4, 5, 4),
    about: ["Website Development", "Digital Marketing"],
    title: "Good value for a small budget",
    body: "We had a modest budget and they were upfront about what it could buy. The landing pages convert better than our old site and they trained our staff to update them.",
    wentAhead: true,
    anonymous: false,
    locale: "en",
  },
  {
    ...scores(2, 3, 2, 2, 1),
    about: ["Mobile App Development"],
    title: "Missed the launch date we agreed",
    body: "The app worked in the end, but the launch slipped by five weeks and we missed the season we planned it for. Communication improved only after we escalated to the founder.",
    wentAhead: true,
    anonymous: true,
    locale: "en",
    reply:
      "We are sorry the launch slipped. The delay came from a payment integration we underestimated; we now plan third-party integrations as a separate, earlier stage.",
  },
  {
    ...scores(5, 5, 5, 4, 5),
    about: ["Website Development", "UI/UX Design"],
    title: "They understood the clinic's patients",
    body: "Booking online used to confuse our older patients. The new site is simple, works in Arabic and English, and calls to reception have dropped noticeably since launch.",
    wentAhead: true,
    anonymous: false,
    locale: "en",
  },
  {
    ...scores(4, 5, 4, 3, 4),
    about: ["E-commerce Development", "Content Creation"],
    title: "Excellent quality, premium price",
    body: "The quality of the photography and the product pages is the best we have had. It cost more than the other quotes, so plan your budget, but we do not regret it.",
    wentAhead: true,
    anonymous: false,
    locale: "en",
  },
  {
    ...scores(4, 4, 4, 4, 4),
    about: ["Branding & Design"],
    title: "عمل متقن والتزام بالاتفاق",
    body: "صمّم الفريق هوية جديدة لمطعمنا مع قائمة طعام ولافتات، والتزم بما اتفقنا عليه في العرض. كنا نتمنى خيارات أكثر في الجولة الأولى، لكن النتيجة النهائية ممتازة.",
    wentAhead: true,
    anonymous: true,
    locale: "ar",
  },
  {
    ...scores(5, 4, 5, 5, 5),
    about: services.values,
    title: "Helpful even before we signed",
    body: "We were not sure what we needed. They spent an hour mapping our requirements for free and the proposal matched exactly what we delivered together over the next two months.",
    wentAhead: true,
    anonymous: false,
    locale: "en",
  },
  {
    ...scores(3, 3, 4, 3, 3),
    about: ["Digital Marketing", "Content Creation", "SEO Services", "PPC Advertising"],
    title: "Decided not to continue after the proposal",
    body: "The team was polite and responsive, but the proposal was generic and did not address our B2B sales cycle. We chose another agency, so this review covers the first stage only.",
    wentAhead: false,
    anonymous: true,
    locale: "en",
  },
  {
    ...scores(5, 5, 4, 5, 5),
    about: ["SEO Services", "Content Creation"],
    title: "Search traffic doubled in six months",
    body: "They fixed the technical problems first, then wrote content our customers actually search for. The monthly reports show what was done and what it changed, in plain language.",
    wentAhead: true,
    anonymous: false,
    locale: "en",
    reply:
      "Thank you! The content your team reviewed every month made the difference. Looking forward to the next phase.",
  },
  {
    ...scores(4, 4, 3, 4, 5),
    about: ["Website Development", "E-commerce Development"],
    title: "Fast delivery, more detail needed in handover",
    body: "The site was live within four weeks as promised. The handover documentation was thin and we needed two extra calls to learn the editor, which they gave without charge.",
    wentAhead: true,
    anonymous: false,
    locale: "en",
  },
];

function scores(
  overall: number,
  quality: number,
  communication: number,
  value: number,
  timeliness: number,
) {
  return { overall, quality, communication, value, timeliness };
}

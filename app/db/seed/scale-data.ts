import { slugify } from "~/domain/slug";
import {
  budgets,
  industries,
  services,
  timelines,
  type Emirate,
  type Industry,
  type ProjectType,
  type Service,
} from "~/domain/value-sets";
import type { agencies, briefs } from "../schema";
import { daysBefore, uaePhone } from "./fake";
import type { Random } from "./random";

/**
 * Synthetic rows for load testing. Every name ends in its index, and callers hand out indexes
 * that were never used before, so slugs and e-mails stay unique across repeated runs.
 */

const list = (words: string) => words.split(" ");
const names = (text: string) => text.split(", ");

const namePrefixes = list(
  "Falcon Oasis Dune Pearl Palm Saffron Marina Creek Souk Dhow Mirage Horizon Crescent Zenith Nomad Cedar Amber Coral Lantern Majlis Sidra Ghaf Jasmine Azure Summit Skyline Harbour Atlas Bright Golden Urban Nova Emerald Sandstone Qamar Noor Wadi Sahel Barq Reef",
);
const nameMiddles = list(
  "Digital Creative Media Pixel Brand Web Growth Design Code Social Story Motion Signal Craft Spark",
);
const nameKinds = list("Studio Agency Labs Works Collective House Partners Co Group Hub");
const emailLocals = list("hello info contact team projects studio");
const firstNames = list(
  "Ahmed Fatima Omar Layla Rashid Mariam Khalid Noura Yousef Hessa Priya Arjun Sana Imran Maria John Elena Chen Daniel Sophie Hamza Reem Tariq Aisha Vikram Grace Karim Lina Rohan Nadia",
);
const lastNames = names(
  "Al Mansoori, Al Hashimi, Al Suwaidi, Al Ketbi, Haddad, Khalil, Nair, Menon, Qureshi, Santos, Petrova, Martin, Kapoor, Farouk, Saleh, Al Zaabi, Rahman, Shah, Fernandes, Karam",
);

const locationWeights: (readonly [Emirate | null, number])[] = [
  ["Dubai", 45],
  ["Abu Dhabi", 22],
  ["Sharjah", 14],
  ["Ajman", 6],
  ["Ras Al Khaimah", 6],
  ["Fujairah", 3],
  ["Umm Al Quwain", 2],
  [null, 2],
];
const serviceWeights: (readonly [Service, number])[] = [
  ["Website Development", 22],
  ["Digital Marketing", 18],
  ["Social Media Management", 16],
  ["Branding & Design", 14],
  ["SEO Services", 10],
  ["Content Creation", 9],
  ["E-commerce Development", 8],
  ["UI/UX Design", 7],
  ["PPC Advertising", 6],
  ["Mobile App Development", 6],
];
/** How often each industry comes up (the saved-search benchmark weighs people's choices alike). */
export const industryWeights: (readonly [Industry, number])[] = [
  ["Retail", 12],
  ["E-commerce", 11],
  ["Real Estate", 10],
  ["Food & Beverage", 10],
  ["Technology", 9],
  ["Fashion & Beauty", 8],
  ["Health", 8],
  ["Travel & Tourism", 7],
  ["Education", 6],
  ["Finance", 6],
  ["Events", 5],
  ["SaaS", 4],
  ["Government", 3],
  ["Non-Profit", 2],
  ["Web3", 2],
];
const industryList = industries.values;

/** Distinct values drawn by weight. */
function pickSome<T>(
  random: Random,
  weights: readonly (readonly [T, number])[],
  count: number,
): T[] {
  const chosen = new Set<T>();
  while (chosen.size < count) chosen.add(random.weighted(weights));
  return [...chosen];
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function agencyDescription(
  random: Random,
  name: string,
  location: Emirate | null,
  svc: Service[],
  ind: Industry[],
) {
  const place = location ?? "the UAE";
  const main = lower(svc[0]!);
  const second = svc[1] ? lower(svc[1]) : "strategy";
  const who = ind.length > 0 ? ind.slice(0, 2).join(" and ").toLowerCase() : "growing";
  const openers = [
    `${name} is a ${place} agency focused on ${main} and ${second}.`,
    `We help ${who} businesses across the UAE with ${main}.`,
    `A ${random.pick(["small", "senior", "young", "bilingual", "hands-on"])} team in ${place} working on ${main} for ${who} brands.`,
    `From our office in ${place}, we deliver ${main} and ${second} for clients across the Gulf.`,
  ];
  const middles = [
    `We have delivered more than ${random.int(2, 60) * 5} projects since ${random.int(2008, 2024)}.`,
    "Clients range from start-ups to established family businesses.",
    "Every project is delivered in English and Arabic.",
    "We keep teams small so you always talk to the people doing the work.",
  ];
  const closers = [
    "Fixed-price packages and monthly retainers available.",
    "Book a free consultation to talk through your project.",
    "Ask us for case studies in your industry.",
    "We reply to every enquiry within one working day.",
  ];
  const first = random.pick(openers);
  return random.chance(0.5)
    ? `${first} ${random.pick(middles)}\n\n${random.pick(closers)}`
    : `${first}\n\n${random.pick(middles)} ${random.pick(closers)}`;
}

/** A synthetic agency whose name, slug and e-mail end in `index`. */
export function scaleAgency(random: Random, index: number): typeof agencies.$inferInsert {
  const prefix = random.pick(namePrefixes);
  const middle = random.pick(nameMiddles);
  const kind = random.pick(nameKinds);
  const agencyName = `${prefix} ${middle} ${kind} ${index}`;
  // Reserved names (RFC 2606): synthetic agencies never point at a real company.
  const domain =
    `${prefix}${middle}${index}.${random.chance(0.6) ? "example" : "example.com"}`.toLowerCase();
  const location = random.weighted(locationWeights);
  const serviceCount = random.weighted([
    [1, 10],
    [2, 25],
    [3, 30],
    [4, 20],
    [5, 10],
    [6, 5],
  ] as const);
  const chosenServices = pickSome(random, serviceWeights, serviceCount);
  const industryCount = random.weighted([
    [0, 10],
    [1, 20],
    [2, 30],
    [3, 25],
    [4, 10],
    [5, 5],
  ] as const);
  const chosenIndustries = pickSome(random, industryWeights, industryCount);
  const approved = random.chance(0.9);
  const createdAt = daysBefore(random, 0, 730);
  const website = random.chance(0.9)
    ? `https://${random.chance(0.5) ? "www." : ""}${domain}`
    : null;
  return {
    slug: slugify(agencyName),
    agencyName,
    contactName: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
    email: `${random.pick(emailLocals)}@${domain}`,
    phone: random.chance(0.85) ? uaePhone(random, location, random.chance(0.25)) : null,
    website,
    logoUrl: null,
    location,
    // Stored in the set's order, as the forms do.
    services: services.values.filter((s) => chosenServices.includes(s)),
    industries: industryList.filter((i) => chosenIndustries.includes(i)),
    experience: random.weighted([
      ["1-2", 20],
      ["3-5", 35],
      ["6-10", 28],
      ["10-plus", 17],
    ] as const),
    portfolio: website && random.chance(0.4) ? `${website}/work` : null,
    description: agencyDescription(random, agencyName, location, chosenServices, chosenIndustries),
    approved,
    // About 5% of all agencies are Pro, and only approved ones.
    isPro: approved && random.chance(0.055),
    createdAt,
    updatedAt: createdAt,
  };
}

const companyWords = names(
  "Al Noor, Gulf Star, Emirates Prime, Desert Bloom, Blue Lagoon, Royal Palm, Silver Sands, Green Oasis, Crystal, Horizon, Al Waha, Pearl Coast, Falcon Ridge, Sunrise, Al Bustan",
);
const companyKinds: Record<Industry, string[]> = {
  "E-commerce": ["Online Store", "Marketplace"],
  SaaS: ["Software", "Cloud Systems"],
  Web3: ["Labs", "Digital Assets"],
  Health: ["Medical Centre", "Clinic", "Pharmacy"],
  Events: ["Events", "Exhibitions"],
  Education: ["Academy", "Training Institute", "Nursery"],
  Retail: ["Trading LLC", "Stores", "General Trading"],
  Finance: ["Capital", "Accounting", "Insurance Brokers"],
  "Real Estate": ["Properties", "Real Estate", "Holiday Homes"],
  "Travel & Tourism": ["Tours", "Travel", "Hotel Apartments"],
  "Food & Beverage": ["Restaurant", "Café", "Catering", "Bakery"],
  "Fashion & Beauty": ["Boutique", "Salon", "Cosmetics"],
  Technology: ["Technologies", "IT Solutions"],
  Government: ["Services Centre"],
  "Non-Profit": ["Foundation", "Charity Association"],
};
const projectWants: Record<ProjectType, string[]> = {
  website: [
    "a new bilingual website",
    "a faster, mobile-friendly website",
    "a website rebuild with a CMS",
  ],
  branding: [
    "a new logo and brand identity",
    "a rebrand before our next opening",
    "packaging and brand guidelines",
  ],
  marketing: [
    "more leads from Google and Meta ads",
    "an SEO and paid search strategy",
    "a launch campaign",
  ],
  "social-media": [
    "someone to run our Instagram and TikTok",
    "monthly social content in Arabic and English",
    "influencer campaigns",
  ],
  ecommerce: [
    "an online store with local payment options",
    "to move our shop to Shopify",
    "online ordering with delivery slots",
  ],
  mobile: [
    "an iOS and Android app for our customers",
    "a booking app",
    "a loyalty app connected to our POS",
  ],
  other: [
    "product photography",
    "a UX review of our customer journey",
    "copywriting for our sales materials",
  ],
};

/** A synthetic brief from a company whose name ends in `index`. */
export function scaleBrief(random: Random, index: number): typeof briefs.$inferInsert {
  const industry = random.weighted(industryWeights);
  const companyName = `${random.pick(companyWords)} ${random.pick(companyKinds[industry])} ${index}`;
  const first = random.pick(firstNames);
  const last = random.pick(lastNames);
  const domain = `${companyName.toLowerCase().replace(/[^a-z0-9]/g, "")}.example`;
  const projectType = random.weighted([
    ["website", 30],
    ["marketing", 18],
    ["social-media", 14],
    ["branding", 12],
    ["ecommerce", 12],
    ["mobile", 8],
    ["other", 6],
  ] as const);
  const place = random.weighted(locationWeights) ?? "Dubai";
  const want = random.pick(projectWants[projectType]);
  const description =
    `We are a ${industry.toLowerCase()} business in ${place} and we need ${want}.\n\n` +
    random.pick([
      "We would like to see examples of similar work and a rough plan.",
      "Please include a timeline and what you need from our side.",
      "We have worked with freelancers before and now want an agency we can rely on.",
      "Our team can meet in person any weekday.",
    ]);
  return {
    companyName,
    contactName: `${first} ${last}`,
    email: `${first.toLowerCase()}@${domain}`,
    phone: random.chance(0.7) ? uaePhone(random) : null,
    projectType,
    budget: random.weighted(
      budgets.values.map((b, i) => [b, [8, 26, 24, 18, 14, 10][i]!] as const),
    ),
    timeline: random.weighted(
      timelines.values.map((t, i) => [t, [15, 30, 30, 18, 7][i]!] as const),
    ),
    description,
    createdAt: daysBefore(random, 0, 365),
  };
}

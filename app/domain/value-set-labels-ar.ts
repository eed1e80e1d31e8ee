import type {
  budgets,
  emirates,
  experienceLevels,
  industries,
  projectTypes,
  languages,
  services,
  teamSizes,
  timelines,
} from "./value-sets";

/** A complete label table for a value set: one text for every canonical value, no more. */
type LabelsOf<S> = S extends { labels: Readonly<Record<infer V extends string, string>> }
  ? Record<V, string>
  : never;

/** Extra readings people type for each canonical value (an empty list when none is needed). */
type AliasesOf<S> = S extends { labels: Readonly<Record<infer V extends string, string>> }
  ? Record<V, readonly string[]>
  : never;

/**
 * The Arabic label of every canonical value, keyed by the export names of ./value-sets. Figures in
 * Western digits; budgets are in dirhams, so their labels name the currency.
 */
export const arabicLabels = {
  projectTypes: {
    website: "تطوير المواقع الإلكترونية",
    branding: "الهوية التجارية والتصميم",
    marketing: "التسويق الرقمي",
    "social-media": "إدارة وسائل التواصل الاجتماعي",
    ecommerce: "التجارة الإلكترونية",
    mobile: "تطبيقات الجوال",
    other: "أخرى",
  } satisfies LabelsOf<typeof projectTypes>,
  budgets: {
    "under-5k": "أقل من 5,000 درهم",
    "5k-15k": "5,000 - 15,000 درهم",
    "15k-30k": "15,000 - 30,000 درهم",
    "30k-50k": "30,000 - 50,000 درهم",
    "50k-100k": "50,000 - 100,000 درهم",
    "100k-plus": "100,000 درهم فأكثر",
  } satisfies LabelsOf<typeof budgets>,
  timelines: {
    asap: "في أقرب وقت ممكن",
    "1-month": "شهر واحد",
    "2-3-months": "2-3 أشهر",
    "3-6-months": "3-6 أشهر",
    "6-plus-months": "6 أشهر فأكثر",
  } satisfies LabelsOf<typeof timelines>,
  experienceLevels: {
    "1-2": "1-2 سنة",
    "3-5": "3-5 سنوات",
    "6-10": "6-10 سنوات",
    "10-plus": "10 سنوات فأكثر",
  } satisfies LabelsOf<typeof experienceLevels>,
  services: {
    "Website Development": "تطوير المواقع الإلكترونية",
    "Branding & Design": "الهوية التجارية والتصميم",
    "Digital Marketing": "التسويق الرقمي",
    "Social Media Management": "إدارة وسائل التواصل الاجتماعي",
    "E-commerce Development": "تطوير المتاجر الإلكترونية",
    "Mobile App Development": "تطوير تطبيقات الجوال",
    "SEO Services": "تحسين محركات البحث (SEO)",
    "Content Creation": "صناعة المحتوى",
    "PPC Advertising": "الإعلانات المدفوعة (PPC)",
    "UI/UX Design": "تصميم واجهات وتجربة المستخدم (UI/UX)",
  } satisfies LabelsOf<typeof services>,
  industries: {
    "E-commerce": "التجارة الإلكترونية",
    SaaS: "البرمجيات كخدمة (SaaS)",
    Web3: "الويب 3 (Web3)",
    Health: "الرعاية الصحية",
    Events: "الفعاليات",
    Education: "التعليم",
    Retail: "تجارة التجزئة",
    Finance: "الخدمات المالية",
    "Real Estate": "العقارات",
    "Travel & Tourism": "السفر والسياحة",
    "Food & Beverage": "الأغذية والمشروبات",
    "Fashion & Beauty": "الأزياء والتجميل",
    Technology: "التكنولوجيا",
    Government: "القطاع الحكومي",
    "Non-Profit": "القطاع غير الربحي",
  } satisfies LabelsOf<typeof industries>,
  emirates: {
    "Abu Dhabi": "أبوظبي",
    Dubai: "دبي",
    Sharjah: "الشارقة",
    Ajman: "عجمان",
    "Umm Al Quwain": "أم القيوين",
    "Ras Al Khaimah": "رأس الخيمة",
    Fujairah: "الفجيرة",
  } satisfies LabelsOf<typeof emirates>,
  teamSizes: {
    "1-9": "1-9 أشخاص",
    "10-49": "10-49 شخصًا",
    "50-249": "50-249 شخصًا",
    "250-plus": "250 شخصًا فأكثر",
  } satisfies LabelsOf<typeof teamSizes>,
  languages: {
    ar: "العربية",
    en: "الإنجليزية",
    hi: "الهندية",
    ur: "الأردية",
    ml: "المالايالامية",
    tl: "الفلبينية",
    fa: "الفارسية",
    fr: "الفرنسية",
    ru: "الروسية",
    zh: "الصينية",
  } satisfies LabelsOf<typeof languages>,
} as const;

/**
 * Other Arabic spellings people type for the emirates and services (without hamza, with ه for ة,
 * common everyday terms), for the directory search. The Arabic labels above are readings already.
 */
export const arabicAliases = {
  emirates: {
    "Abu Dhabi": ["ابوظبي", "أبو ظبي", "ابو ظبي"],
    Dubai: ["دبى"],
    Sharjah: ["الشارقه", "شارقة", "شارقه"],
    Ajman: [],
    "Umm Al Quwain": ["ام القيوين", "أم القوين", "ام القوين"],
    "Ras Al Khaimah": ["راس الخيمة", "رأس الخيمه", "راس الخيمه"],
    Fujairah: ["الفجيره", "فجيرة", "فجيره"],
  } satisfies AliasesOf<typeof emirates>,
  services: {
    "Website Development": ["تطوير مواقع", "تصميم مواقع", "تصميم المواقع", "برمجة مواقع"],
    "Branding & Design": ["هوية تجارية", "هوية بصرية", "تصميم شعار", "تصميم جرافيك"],
    "Digital Marketing": ["تسويق رقمي", "تسويق إلكتروني", "تسويق الكتروني"],
    "Social Media Management": ["سوشيال ميديا", "التواصل الاجتماعي", "إدارة حسابات التواصل"],
    "E-commerce Development": ["متجر إلكتروني", "متجر الكتروني", "متاجر إلكترونية"],
    "Mobile App Development": ["تطبيقات جوال", "تطوير تطبيقات", "برمجة تطبيقات", "تطبيق موبايل"],
    "SEO Services": ["سيو", "تحسين محركات البحث", "تهيئة محركات البحث"],
    "Content Creation": ["صناعة محتوى", "كتابة محتوى", "إنشاء محتوى"],
    "PPC Advertising": ["إعلانات مدفوعة", "اعلانات مدفوعة", "إعلانات جوجل"],
    "UI/UX Design": ["تصميم واجهات", "تجربة المستخدم", "واجهة المستخدم"],
  } satisfies AliasesOf<typeof services>,
} as const;

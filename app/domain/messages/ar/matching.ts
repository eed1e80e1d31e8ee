import type { Messages } from "../en";

/** Arabic texts of the match page, suggestions, match e-mails and POST /api/matches (same shape as ../en/matching.ts). */
export const matchingAr: Messages["matching"] = {
  page: {
    heading: "ترشيح الوكالات للموجزات",
    intro:
      "اختر وكالات معتمدة لكل موجز، بحد أقصى {max}. تظهر أولًا الموجزات التي ما زالت تقبل وكالات، من الأحدث إلى الأقدم.",
    showing: "عرض الموجزات {from}-{to} من أصل {total}",
    empty: "لم يُرسَل أي موجز بعد",
    briefsLabel: "الموجزات",
  },
  brief: {
    submitted: "أُرسل في {date}",
    projectType: "نوع المشروع",
    budget: "الميزانية",
    budgetValue: "{budget}",
    timeline: "المدة الزمنية",
    viewBrief: "الموجز كاملًا",
    matchesHeading: "الوكالات المرشّحة",
    matchCount: "{count} من {max}",
    noMatches: "لم تُرشَّح أي وكالة بعد.",
    matchedOn: "رُشّحت في {date}",
    full: "اكتمل عدد الوكالات لهذا الموجز ({max}).",
    openBadge: "بحاجة إلى وكالات",
    fullBadge: "مكتمل",
  },
  form: {
    label: "الوكالة",
    labelFor: "لموجز {companyName}",
    placeholder: "اختر وكالة",
    suggested: "مقترحة لهذا الموجز",
    all: "جميع الوكالات المعتمدة",
    more: "وكالات أخرى تقدّم هذه الخدمات",
    moreNote:
      "نعرض الأنسب من بين {total} من الوكالات المعتمدة، ونستبعد الوكالات التي لا تقدّم أيًّا من خدمات هذا المشروع.",
    noAgencies: "لا توجد وكالات معتمدة للاختيار منها.",
    option: "{name} — {reasons}",
    other: "وكالة أخرى",
    rating: "★ {average} ({count})",
    submit: "احفظ الترشيح",
    submitting: "جارٍ الحفظ...",
  },
  reasons: {
    separator: " · ",
    listSeparator: "، ",
    requested: "طلبها العميل",
    services: "تقدّم {services}",
    industry: "قطاع الموجز: {industry}",
    industries: "تعمل في {industries}",
    emirate: "إمارة الموجز: {emirate}",
    location: "مقرّها في {location}",
    language: "تتحدث {language}",
    keywords: "تذكر {words}",
    pro: "Pro",
    neverMatched: "لم تُرشَّح من قبل",
    notMatchedForDay: "لم تُرشَّح منذ يوم",
    notMatchedForDays: "أيام دون ترشيح: {days}",
    notMatchedForLong: "لم تُرشَّح منذ {days} يومًا أو أكثر",
  },
  toasts: {
    selectAgency: "يرجى اختيار وكالة أولًا",
    created: "تم حفظ الترشيح بنجاح!",
    failed: "تعذّر حفظ الترشيح: {reason}",
  },
  errors: {
    briefNotFound: "الموجز غير موجود",
    agencyNotFound: "الوكالة غير موجودة",
    notApproved: "هذه الوكالة غير معتمدة",
    duplicate: "هذه الوكالة مرشّحة لهذا الموجز بالفعل",
    full: "وصل هذا الموجز إلى الحد الأقصى من الوكالات ({max})",
    invalidBrief: "الموجز غير صالح",
    unexpected: "حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.",
  },
  emails: {
    notGiven: "غير مذكور",
    agency: {
      subject: "موجز جديد من عميل: {companyName}",
      preheader:
        "رشّحتك منصة {brand} لمشروع {companyName}. تجد في هذه الرسالة الموجز وبيانات التواصل.",
      heading: "{contactName}، لديك ترشيح جديد",
      paragraphs: [
        "رشّحت منصة {brand} وكالة {agencyName} لموجز أحد العملاء. تنتظر {companyName} تواصلك، فيرجى التواصل معهم خلال 1-2 يوم عمل.",
        "للتواصل مع {clientName} مباشرةً، ردّ على هذه الرسالة.",
      ],
      footnote:
        "تصلك هذه الرسالة لأن {agencyName} وكالة معتمدة على منصة {brand}. نشارك معك بيانات العميل لغرض هذا المشروع فقط.",
    },
    client: {
      subject: "رشّحنا لك وكالة {agencyName}",
      preheader:
        "وكالة {agencyName} تناسب موجز مشروعك ({projectType}). تجد في هذه الرسالة بيانات التواصل معها.",
      heading: "{contactName}، تعرّف على {agencyName}",
      paragraphs: [
        "رشّحنا وكالة {agencyName} لموجز مشروع {companyName}. وقد أرسلنا إليها الموجز وبيانات التواصل معك، وستتواصل معك قريبًا.",
        "للتواصل مع {agencyName} مباشرةً، ردّ على هذه الرسالة. نرشّح لكل موجز عددًا من الوكالات لا يتجاوز {max}، وستصلك رسالة مستقلة عن كل وكالة.",
      ],
      fields: {
        agency: "الوكالة",
        email: "البريد الإلكتروني",
        phone: "الهاتف",
        website: "الموقع الإلكتروني",
        location: "الإمارة",
        services: "الخدمات",
      },
      action: "اعرض ملف الوكالة",
      roomLink: "تحدّث مع {agencyName} في مشاريعي",
      footnote:
        "تصلك هذه الرسالة لأنك أرسلت موجز مشروع عبر منصة {brand}. قارن بين الوكالات، وحدّد مواعيد للمكالمات، واتخذ قرارك في الوقت الذي يناسبك.",
    },
  },
};
